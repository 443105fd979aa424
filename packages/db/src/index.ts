export {
  openDatabase,
  queryOne,
  type Database,
  type Listener,
  type NotificationHandlers,
  type Queryable,
  type Row,
  type OpenOptions,
} from './client.ts';
export { migrate, pendingMigrations } from './migrate.ts';
export { seedDemo, isSeeded } from './seed/index.ts';
export { seedScale, type ScaleOptions } from './seed/catalog/scale.ts';
export { seedRentalScale } from './seed/rental-scale.ts';

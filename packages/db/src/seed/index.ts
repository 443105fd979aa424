/**
 * The demo store. seedDemo runs only on an empty database (no business
 * settings yet), in one transaction, so a crash mid-seed leaves nothing half done.
 */
import type { Database } from '../client.ts';
import { seedCatalog } from './catalog/index.ts';
import { seedCouriers } from './couriers.ts';
import { seedCustomers } from './customers.ts';
import { seedModuleContent } from './module-content.ts';
import { seedNotifications } from './notifications.ts';
import { seedOrders } from './orders.ts';
import { seedParcel } from './parcel.ts';
import { seedPlatform } from './platform.ts';
import { seedRental } from './rental.ts';

export { DEMO_CUSTOMER } from './customers.ts';
export { DEMO_COURIERS } from './couriers.ts';
export { DEMO_COUPONS, DEMO_WALLET_BALANCE } from './orders.ts';
export { PARCEL_CATEGORIES, PARCEL_INSTRUCTIONS } from './parcel.ts';

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from business_settings');
  return row.n > 0;
}

/** `now` anchors the catalog's dates (campaigns, flash sales, discounts); tests pass a fixed one. */
export async function seedDemo(db: Database, options: { now?: Date } = {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    await seedPlatform(tx);
    await seedCustomers(tx);
    await seedCatalog(tx, options.now);
    await seedOrders(tx, options.now);
    await seedModuleContent(tx, options.now);
    await seedCouriers(tx);
    await seedNotifications(tx);
    await seedRental(tx, options.now);
    await seedParcel(tx);
  });
  return true;
}

/** The public entry of the modules module: what other modules and the app may use. */
export { moduleRoutes } from './routes.ts';
export {
  createModuleService,
  zoneSummaryJson,
  type ModuleJson,
  type ModuleService,
  type ZoneDataJson,
} from './service.ts';
export { moduleExists, selectModuleEntries, selectPivots, selectSoleModule, type ModuleEntryRow } from './queries.ts';

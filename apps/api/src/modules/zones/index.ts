/** The public entry of the zones module: what other modules and the app may use. */
export { zoneRoutes, type ZoneIdJson, type ZoneListJson } from './routes.ts';
export { createZoneService, selectZoneStatuses, type Zone, type ZoneService } from './service.ts';

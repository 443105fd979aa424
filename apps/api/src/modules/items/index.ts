/** The public entry of the items module: what other modules and the app may use. */
export { itemRoutes, searchFilters } from './routes.ts';
export { createItemService } from './service.ts';

/** The public entry of the categories module: what other modules and the app may use. */
export { categoryRoutes } from './routes.ts';
export type { BrandJson, ConditionJson } from './routes.ts';

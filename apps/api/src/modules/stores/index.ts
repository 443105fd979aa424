/** The public entry of the stores module: what other modules and the app may use. */
export { storeRoutes } from './routes.ts';

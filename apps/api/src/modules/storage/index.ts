/** The public entry of the storage module: what other modules and the app may use. */
export { storageRoutes } from './routes.ts';

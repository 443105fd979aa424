/** The public entry of the search module: what other modules and the app may use. */
export { searchRoutes } from './routes.ts';

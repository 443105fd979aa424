/** The public entry of the placeholders module: what other modules and the app may use. */
export { placeholderRoutes } from './routes.ts';

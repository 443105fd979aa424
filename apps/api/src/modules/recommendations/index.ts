/** The public entry of the recommendations module: what other modules and the app may use. */
export { recommendationRoutes } from './routes.ts';

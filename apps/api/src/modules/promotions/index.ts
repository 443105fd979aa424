/** The public entry of the promotions module: what other modules and the app may use. */
export { promotionRoutes } from './routes.ts';

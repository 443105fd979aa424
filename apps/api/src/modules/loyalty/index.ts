/** The public entry of the loyalty module: what other modules and the app may use. */
export { loyaltyRoutes } from './routes.ts';
export { creditLoyaltyPoints } from './earn.ts';
export { createLoyaltyService, type LoyaltyTransactionsJson } from './service.ts';

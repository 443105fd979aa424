/** The public entry of the cashback module: what other modules and the app may use. */
export { cashbackRoutes, type CashbackListJson } from './routes.ts';
export { createCashbackService, creditCashbackOnDelivery, type CashbackService } from './service.ts';

/** The public entry of the payments module: what other modules and the app may use. */
export { createOfflinePaymentService } from './offline.ts';
export { offlinePaymentRoutes, paymentPageRoutes } from './routes.ts';
export { cancelPendingPaymentRequests, createPaymentService } from './service.ts';

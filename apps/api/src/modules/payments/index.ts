/** The public entry of the payments module: what other modules and the app may use. */
export {
  createOfflinePaymentService,
  decideOfflineProof,
  selectOfflineProofs,
  type OfflineMethodJson,
} from './offline.ts';
export { PAYMENT_MESSAGES } from './messages.ts';
export { offlinePaymentRoutes, paymentPageRoutes, type PaymentLinkJson } from './routes.ts';
export { cancelPendingPaymentRequests, createPaymentService } from './service.ts';

/** The public entry of the checkout module: what other modules and the app may use. */
export { removeAttachments, saveAttachments } from './attachments.ts';
export { checkoutRoutes } from './routes.ts';
export { createCheckoutService } from './service.ts';

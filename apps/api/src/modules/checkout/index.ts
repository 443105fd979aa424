/** The public entry of the checkout module: what other modules, the order flow and the app may use. */
export { removeAttachments, saveAttachments, type Attachment } from './attachments.ts';
export { CHECKOUT_MESSAGES } from './messages.ts';
export {
  cartDigest,
  cartInputs,
  contactOf,
  orderTypeOf,
  outOfStock,
  parseScheduleAt,
  paymentChoiceOf,
  readBuyNowLines,
  stockClaims,
} from './order-input.ts';
export {
  detailRows,
  orderColumns,
  parcelOrderColumns,
  paymentRows,
  statusEvents,
  type OrderFacts,
  type ParcelFacts,
} from './order-record.ts';
export { readReceiver } from './parcel-input.ts';
export { paymentRefused } from './payment.ts';
export { pivotRates, priceOrder, type OrderLine, type OrderPricing, type PricingInput } from './pricing.ts';
export {
  checkoutRoutes,
  type DistanceJson,
  type MostTipsJson,
  type PlacedOrderJson,
  type VehicleExtraChargeJson,
} from './routes.ts';
export { type PlaceOrderBody } from './schemas.ts';
export { createCheckoutService, type CheckoutService } from './service.ts';

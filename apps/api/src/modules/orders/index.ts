/** The public entry of the orders module: what other modules and the app may use. */
export { createOrderLifeServices } from './life.ts';
export { createBoardLive, type BoardLive } from './board-live.ts';
export { orderLifecycleRoutes } from './lifecycle-routes.ts';
export {
  operatorRoutes,
  type OperatorCourierJson,
  type OperatorOrderChangedJson,
  type OperatorOrderJson,
} from './operator-routes.ts';
export { orderFileRoutes } from './order-files.ts';
export { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';
export { orderQuery } from './lifecycle-schemas.ts';
export { findOwnedOrder, type OrderRow } from './lifecycle-queries.ts';
export {
  cancelReviewReminder,
  courierServedCustomer,
  selectOrderedItems,
  selectOrderItemIds,
} from './history-queries.ts';
export {
  lockOrderRow,
  recordDigitalPayment,
  recordDigitalPaymentFailure,
  selectPayableOrder,
  type PayableOrder,
} from './payment-queries.ts';
export {
  countCustomerOrders,
  insertOrderWithLines,
  mostFrequentTip,
  selectOrderByKey,
  type PlacedOrderRow,
} from './placement-queries.ts';
export type {
  CancellationReasonsJson,
  OperatorBoardJson,
  OrderDetailsJson,
  OrderedAddOn,
  OrderedVariation,
  OrderJson,
  OrderLineJson,
  OrderPageJson,
  RefundReasonsJson,
  TrackedOrderJson,
} from './format.ts';

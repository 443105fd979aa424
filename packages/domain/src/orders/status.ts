/**
 * The order status machine in one place (reference §5.3): which status may
 * follow which, and who may make the move. The API's cancel, payment-method
 * switch, refund request, operator endpoint, payment results and the demo
 * simulator all ask this table, so a move allowed here is allowed
 * everywhere and nowhere else. Pure: no I/O, no clock.
 */

export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
  'canceled',
  'failed',
  'refund_requested',
  'refunded',
  'refund_request_canceled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of the "history" list (order/list); every other status is "running". */
export const HISTORY_STATUSES: readonly OrderStatus[] = [
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
];

export const RUNNING_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => !HISTORY_STATUSES.includes(s));

/** Statuses after which the order never moves again. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['canceled', 'refunded', 'refund_request_canceled'];

/**
 * Who moves an order:
 * - customer:  cancel, switch a failed digital payment to cash on delivery, ask for a refund;
 * - operator:  the store / back office (token-secured endpoint): the kitchen-to-door steps, cancel, refund decisions;
 * - payment:   the payment page's result (success confirms, failure fails);
 * - simulator: the demo's automatic progress, forward steps only.
 */
export type OrderActor = 'customer' | 'operator' | 'payment' | 'simulator';

export type OrderType = 'delivery' | 'take_away' | 'parcel';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const isRunningStatus = (status: OrderStatus) => RUNNING_STATUSES.includes(status);

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderActor[];
  /** Order types the move applies to; all when absent. */
  types?: readonly OrderType[];
}

const FORWARD: readonly OrderActor[] = ['operator', 'simulator'];

/**
 * Every allowed move. Nothing but a refund decision changes an order once
 * it is picked up (the store's rule in the reference); take-away orders are
 * handed to the customer at the counter, so handover → delivered.
 */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  { from: ['pending'], to: 'confirmed', by: ['operator', 'simulator'] },
  // A digital payment received confirms the order, also when an earlier attempt failed.
  { from: ['pending', 'failed'], to: 'confirmed', by: ['payment'] },
  // A delivery person took the order (reference: DM accept-order); the store still confirms or prepares it.
  { from: ['pending', 'confirmed'], to: 'accepted', by: ['operator'] },
  { from: ['accepted'], to: 'confirmed', by: ['operator'] },
  { from: ['confirmed', 'accepted'], to: 'processing', by: FORWARD, types: ['delivery', 'take_away'] },
  { from: ['processing'], to: 'handover', by: FORWARD },
  // Nothing to prepare in a parcel: the confirmed parcel is handed to its courier at the sender's door.
  { from: ['confirmed', 'accepted'], to: 'handover', by: FORWARD, types: ['parcel'] },
  { from: ['handover'], to: 'picked_up', by: FORWARD, types: ['delivery', 'parcel'] },
  { from: ['picked_up'], to: 'delivered', by: FORWARD, types: ['delivery', 'parcel'] },
  { from: ['handover'], to: 'delivered', by: FORWARD, types: ['take_away'] },
  // The customer may cancel until the store confirms, and a failed payment at any time.
  { from: ['pending', 'failed'], to: 'canceled', by: ['customer'] },
  { from: ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'failed'], to: 'canceled', by: ['operator'] },
  { from: ['pending'], to: 'failed', by: ['payment'] },
  // Switch to cash on delivery after a failed digital payment.
  { from: ['failed'], to: 'pending', by: ['customer'] },
  { from: ['delivered'], to: 'refund_requested', by: ['customer'] },
  { from: ['refund_requested'], to: 'refunded', by: ['operator'] },
  { from: ['refund_requested'], to: 'refund_request_canceled', by: ['operator'] },
];

export interface TransitionContext {
  actor: OrderActor;
  orderType: OrderType;
}

export interface TransitionRejection {
  code: string;
  /** English; {from} and {to} are filled in after translation. */
  message: string;
}

export const ORDER_STATUS_MESSAGES = {
  cannotCancelAfterConfirm: 'You can not cancel after confirm',
  alreadyInStatus: 'This order is already {to}.',
  notAllowed: 'An order that is {from} can not become {to}.',
  finished: 'This order is {from} and can not change any more.',
} as const;

function allows(rule: Transition, from: OrderStatus, to: OrderStatus, context: TransitionContext): boolean {
  return (
    rule.to === to &&
    rule.from.includes(from) &&
    rule.by.includes(context.actor) &&
    (!rule.types || rule.types.includes(context.orderType))
  );
}

/** Why the move from → to is refused for this actor and order type, or null when it is allowed. */
export function transitionRejection(
  from: OrderStatus,
  to: OrderStatus,
  context: TransitionContext,
): TransitionRejection | null {
  if (ORDER_TRANSITIONS.some((rule) => allows(rule, from, to, context))) return null;
  if (from === to) return { code: 'order_status', message: ORDER_STATUS_MESSAGES.alreadyInStatus };
  // The reference's answer to a customer cancelling too late, word for word.
  if (context.actor === 'customer' && to === 'canceled')
    return { code: 'order', message: ORDER_STATUS_MESSAGES.cannotCancelAfterConfirm };
  if (FINAL_STATUSES.includes(from)) return { code: 'order_status', message: ORDER_STATUS_MESSAGES.finished };
  return { code: 'order_status', message: ORDER_STATUS_MESSAGES.notAllowed };
}

export const canTransition = (from: OrderStatus, to: OrderStatus, context: TransitionContext) =>
  transitionRejection(from, to, context) === null;

/**
 * Where an operator may move an order now, in the machine's order (the
 * console offers these buttons; the API decides with transitionRejection).
 */
export function operatorMoves(from: OrderStatus, orderType: OrderType): OrderStatus[] {
  return ORDER_TRANSITIONS.filter(
    (t) => t.from.includes(from) && t.by.includes('operator') && (!t.types || t.types.includes(orderType)),
  ).map((t) => t.to);
}

/**
 * The next step from the kitchen to the door, for the demo simulator:
 * pending → confirmed → processing → handover → picked_up → delivered
 * (take-away: handover → delivered); null when the order is not on that path.
 */
export function nextForwardStatus(from: OrderStatus, orderType: OrderType): OrderStatus | null {
  const path: OrderStatus[] =
    orderType === 'take_away'
      ? ['pending', 'confirmed', 'processing', 'handover', 'delivered']
      : orderType === 'parcel'
        ? ['pending', 'confirmed', 'handover', 'picked_up', 'delivered']
        : ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'];
  const index = from === 'accepted' ? path.indexOf('confirmed') : path.indexOf(from);
  return index >= 0 && index < path.length - 1 ? path[index + 1] : null;
}

/**
 * The tracking stepper's step (client contract §7): pending 1, confirmed or
 * accepted 2, processing or handover 3, picked up 4, delivered 5; 0 for
 * orders off that path (canceled, failed, refunds).
 */
export function trackingStep(status: OrderStatus): 0 | 1 | 2 | 3 | 4 | 5 {
  switch (status) {
    case 'pending':
      return 1;
    case 'accepted':
    case 'confirmed':
      return 2;
    case 'processing':
    case 'handover':
      return 3;
    case 'picked_up':
      return 4;
    case 'delivered':
      return 5;
    default:
      return 0;
  }
}

/**
 * Pure rules of the order pages: which tab a status belongs to, how the
 * tracking stepper reads a status (client-contract §7: pending → 1,
 * confirmed → 2, processing or handover → 3, picked up → 4, delivered → 5),
 * the chip colour, and which actions an order offers. Shared by the server
 * mapping and the browser; tested in status.test.ts.
 */
import { digitalPaymentDue, FINAL_STATUSES, isOrderStatus, trackingStep, type OrderStatus } from '@souq/domain';

/** The reference client's typo `panding` reads as pending; an unknown status too, rather than breaking the page. */
export function normalizeStatus(raw: string): OrderStatus {
  return isOrderStatus(raw) ? raw : 'pending';
}

/**
 * Nothing moves by itself any more: the page stops listening. A delivered
 * order may still get a refund request, but only from this shopper, whose
 * own action reloads the page.
 */
export function isSettled(status: OrderStatus): boolean {
  return status === 'delivered' || FINAL_STATUSES.includes(status);
}

export type StepKey =
  'placed' | 'confirmed' | 'preparing' | 'ready' | 'courierAssigned' | 'onTheWay' | 'delivered' | 'pickedUp';

export interface Step {
  key: StepKey;
  /** The status timestamps that mark this step (the first one set wins). */
  stamps: OrderStatus[];
}

/**
 * Delivery orders travel; take-away orders wait at the store until the
 * shopper picks them up; a parcel has nothing to prepare — its third step is
 * the courier taking it on (handover, server-rules §5.3).
 */
export function stepsFor(orderType: string): Step[] {
  if (orderType === 'parcel') {
    return [
      { key: 'placed', stamps: ['pending'] },
      { key: 'confirmed', stamps: ['confirmed', 'accepted'] },
      { key: 'courierAssigned', stamps: ['handover', 'processing'] },
      { key: 'onTheWay', stamps: ['picked_up'] },
      { key: 'delivered', stamps: ['delivered'] },
    ];
  }
  if (orderType === 'take_away') {
    return [
      { key: 'placed', stamps: ['pending'] },
      { key: 'confirmed', stamps: ['confirmed', 'accepted'] },
      { key: 'preparing', stamps: ['processing'] },
      { key: 'ready', stamps: ['handover'] },
      { key: 'pickedUp', stamps: ['delivered'] },
    ];
  }
  return [
    { key: 'placed', stamps: ['pending'] },
    { key: 'confirmed', stamps: ['confirmed', 'accepted'] },
    { key: 'preparing', stamps: ['processing', 'handover'] },
    { key: 'onTheWay', stamps: ['picked_up'] },
    { key: 'delivered', stamps: ['delivered'] },
  ];
}

/**
 * How many steps the order has reached (1–5): the domain's tracking step
 * (pending 1 … delivered 5). Take-away orders have a "ready for pickup"
 * step of their own, so handover counts one more there. Refund states come
 * after delivery; a failed payment stops at the first step, and a canceled
 * order shows the steps it reached before it was canceled.
 */
export function reachedSteps(
  status: OrderStatus,
  orderType: string,
  stamps: Partial<Record<OrderStatus, string | null>>,
): number {
  switch (status) {
    case 'canceled': {
      let reached = 1;
      stepsFor(orderType).forEach((step, index) => {
        if (step.stamps.some((s) => stamps[s])) reached = index + 1;
      });
      return reached;
    }
    case 'failed':
      return 1;
    case 'refund_requested':
    case 'refunded':
    case 'refund_request_canceled':
      return 5;
    case 'handover':
      return orderType === 'take_away' ? 4 : 3;
    default:
      return trackingStep(status);
  }
}

export type ChipTone = 'warning' | 'danger' | 'info' | 'success' | 'neutral';

/** The reference colours pending, failed and canceled red; we keep red for the ones that went wrong and amber for waiting. */
export function statusTone(status: OrderStatus): ChipTone {
  switch (status) {
    case 'pending':
    case 'refund_requested':
      return 'warning';
    case 'canceled':
    case 'failed':
    case 'refund_request_canceled':
      return 'danger';
    case 'delivered':
    case 'refunded':
      return 'success';
    default:
      return 'info';
  }
}

export interface ActionFacts {
  status: OrderStatus;
  paymentMethod: string;
  paymentStatus: string;
  /** Signed-in customers only: the API refuses refunds to guests. */
  signedIn: boolean;
  refundActive: boolean;
  /** The order's payment rows (a partial payment's wallet share and its rest). */
  payments?: readonly { payment_method: string; payment_status: string }[];
  /** What is left to pay, in minor units. */
  dueMinor?: number;
}

export interface OrderActions {
  cancel: boolean;
  switchToCod: boolean;
  refund: boolean;
  /** Pay an unpaid digital order on the payment page (the domain's digitalPaymentDue). */
  payNow: boolean;
}

/**
 * Cancel only while pending; Switch to COD for a digital payment that
 * failed; Refund Request for a delivered and paid order of a signed-in
 * customer while refunds are on (server-rules §5.3); Pay now while a
 * digital payment is still due (issue 20).
 */
export function availableActions({
  status,
  paymentMethod,
  paymentStatus,
  signedIn,
  refundActive,
  payments = [],
  dueMinor = 0,
}: ActionFacts): OrderActions {
  return {
    payNow: digitalPaymentDue({ status, paymentStatus, paymentMethod, payments, dueMinor }),
    cancel: status === 'pending',
    switchToCod: status === 'failed' && paymentMethod === 'digital_payment' && paymentStatus !== 'paid',
    refund: status === 'delivered' && paymentStatus === 'paid' && signedIn && refundActive,
  };
}

/**
 * Pure rules of the order pages: which tab a status belongs to, how the
 * tracking stepper reads a status (client-contract §7: pending → 1,
 * confirmed → 2, processing or handover → 3, picked up → 4, delivered → 5),
 * the chip colour, and which actions an order offers. Shared by the server
 * mapping and the browser; tested in status.test.ts.
 */
import { ORDER_STATUSES, type OrderStatus } from './wire.ts';

/** server-rules §5.3: history = these; running = everything else. */
export const HISTORY_STATUSES: readonly OrderStatus[] = ['delivered', 'canceled', 'refund_requested', 'refund_request_canceled', 'refunded', 'failed'];

/** Statuses after which nothing moves by itself any more: no live updates needed. */
const SETTLED: readonly OrderStatus[] = ['delivered', 'canceled', 'refunded', 'refund_request_canceled'];

export function normalizeStatus(raw: string): OrderStatus {
  if (raw === 'panding') return 'pending';
  return (ORDER_STATUSES as readonly string[]).includes(raw) ? (raw as OrderStatus) : 'pending';
}

export function isRunning(status: OrderStatus): boolean {
  return !HISTORY_STATUSES.includes(status);
}

export function isSettled(status: OrderStatus): boolean {
  return SETTLED.includes(status);
}

export type StepKey = 'placed' | 'confirmed' | 'preparing' | 'ready' | 'onTheWay' | 'delivered' | 'pickedUp';

export interface Step {
  key: StepKey;
  /** The status timestamps that mark this step (the first one set wins). */
  stamps: OrderStatus[];
}

/** Delivery orders travel; take-away orders wait at the store until the shopper picks them up. */
export function stepsFor(orderType: string): Step[] {
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

const REACHED: Record<OrderStatus, number> = {
  pending: 1,
  accepted: 2,
  confirmed: 2,
  processing: 3,
  handover: 3,
  picked_up: 4,
  delivered: 5,
  refund_requested: 5,
  refunded: 5,
  refund_request_canceled: 5,
  // Canceled and failed orders stop where their timestamps say (see reachedSteps).
  canceled: 0,
  failed: 1,
};

/**
 * How many steps the order has reached (1–5). Take-away orders have a
 * "ready for pickup" step of its own, so handover counts one more there.
 * A canceled order shows the steps it reached before it was canceled.
 */
export function reachedSteps(status: OrderStatus, orderType: string, stamps: Partial<Record<OrderStatus, string | null>>): number {
  if (status === 'canceled') {
    const steps = stepsFor(orderType);
    let reached = 1;
    steps.forEach((step, index) => {
      if (step.stamps.some((s) => stamps[s])) reached = index + 1;
    });
    return reached;
  }
  if (orderType === 'take_away' && status === 'handover') return 4;
  return REACHED[status];
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
}

export interface OrderActions {
  cancel: boolean;
  switchToCod: boolean;
  refund: boolean;
}

/**
 * Cancel only while pending; Switch to COD for a digital payment that
 * failed; Refund Request for a delivered and paid order of a signed-in
 * customer while refunds are on (server-rules §5.3).
 */
export function availableActions({ status, paymentMethod, paymentStatus, signedIn, refundActive }: ActionFacts): OrderActions {
  return {
    cancel: status === 'pending',
    switchToCod: status === 'failed' && paymentMethod === 'digital_payment' && paymentStatus !== 'paid',
    refund: status === 'delivered' && paymentStatus === 'paid' && signedIn && refundActive,
  };
}

/**
 * When an order still waits for a payment through the payment page
 * (reference §3.8): "Pay now" on the order page, the API's payment link and
 * the payment page itself ask this one rule. The payment is digital (the
 * order's method, or the unpaid rest of a partial payment), not paid yet,
 * something is still due, and the order is in a status a received payment
 * may confirm (the status machine's `payment` move: pending, or failed after
 * an earlier attempt).
 */
import { FINAL_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from './status.ts';

/** Statuses from which a received payment confirms the order. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ORDER_TRANSITIONS.filter(
  (t) => t.to === 'confirmed' && t.by.includes('payment'),
).flatMap((t) => t.from);

export interface PaymentDueFacts {
  status: string;
  /** unpaid | paid | partially_paid */
  paymentStatus: string;
  /** The order's payment method (partial_payment when the wallet paid a share). */
  paymentMethod: string;
  /** Its payment rows (a partial payment's wallet share and the rest). */
  payments?: readonly { payment_method: string; payment_status: string }[];
  /** What is left to pay, in minor units. */
  dueMinor: number;
}

/** The digital part still to pay, if any: the whole order or the rest after the wallet's share. */
export function owesDigitalPayment(f: Pick<PaymentDueFacts, 'paymentMethod' | 'payments'>): boolean {
  if (f.paymentMethod === 'digital_payment') return true;
  return (
    f.paymentMethod === 'partial_payment' &&
    (f.payments ?? []).some((p) => p.payment_method === 'digital_payment' && p.payment_status !== 'paid')
  );
}

/** Whether the order may be paid now on the payment page. */
export function digitalPaymentDue(f: PaymentDueFacts): boolean {
  return (
    owesDigitalPayment(f) &&
    f.paymentStatus !== 'paid' &&
    f.dueMinor > 0 &&
    (PAYABLE_STATUSES as readonly string[]).includes(f.status)
  );
}

/** The order is paid offline: the whole of it, or the rest after the wallet's share. */
export function owesOfflinePayment(f: Pick<PaymentDueFacts, 'paymentMethod' | 'payments'>): boolean {
  if (f.paymentMethod === 'offline_payment') return true;
  return (
    f.paymentMethod === 'partial_payment' &&
    (f.payments ?? []).some((p) => p.payment_method === 'offline_payment' && p.payment_status !== 'paid')
  );
}

/**
 * Whether the customer may still send or correct the proof of an offline
 * payment (PUT customer/order/offline-payment[-update]): an offline order not
 * paid yet and not closed for good (canceled, refunded). A proof the business
 * verified is locked besides (the API's own check, under the row).
 */
export function offlineProofOpen(f: Pick<PaymentDueFacts, 'status' | 'paymentStatus' | 'paymentMethod' | 'payments'>) {
  return (
    owesOfflinePayment(f) && f.paymentStatus !== 'paid' && !(FINAL_STATUSES as readonly string[]).includes(f.status)
  );
}

import { describe, expect, it } from 'vitest';
import { digitalPaymentDue, offlineProofOpen, PAYABLE_STATUSES } from './payment-due.ts';

const unpaid = {
  status: 'pending',
  paymentStatus: 'unpaid',
  paymentMethod: 'digital_payment',
  dueMinor: 12_500,
};

describe('digitalPaymentDue (issue 20: "Pay now" for an unpaid digital order; reference §3.8)', () => {
  it('a received payment confirms a pending order or one whose earlier attempt failed', () => {
    expect([...PAYABLE_STATUSES].sort()).toEqual(['failed', 'pending']);
  });

  it('an unpaid digital order waiting for its payment may be paid, also after a failed attempt', () => {
    expect(digitalPaymentDue(unpaid)).toBe(true);
    expect(digitalPaymentDue({ ...unpaid, status: 'failed' })).toBe(true);
  });

  it('not once paid, nothing is due, or the order moved on or was canceled', () => {
    expect(digitalPaymentDue({ ...unpaid, paymentStatus: 'paid' })).toBe(false);
    expect(digitalPaymentDue({ ...unpaid, dueMinor: 0 })).toBe(false);
    for (const status of ['confirmed', 'processing', 'delivered', 'canceled'])
      expect(digitalPaymentDue({ ...unpaid, status })).toBe(false);
  });

  it('only digital payments: cash, wallet and offline orders are never paid on the payment page', () => {
    for (const paymentMethod of ['cash_on_delivery', 'wallet', 'offline_payment'])
      expect(digitalPaymentDue({ ...unpaid, paymentMethod })).toBe(false);
  });

  it('a partial payment owes the page only its unpaid digital rest', () => {
    const partial = { ...unpaid, paymentMethod: 'partial_payment', paymentStatus: 'partially_paid' };
    const wallet = { payment_method: 'wallet', payment_status: 'paid' };
    expect(
      digitalPaymentDue({
        ...partial,
        payments: [wallet, { payment_method: 'digital_payment', payment_status: 'unpaid' }],
      }),
    ).toBe(true);
    expect(
      digitalPaymentDue({
        ...partial,
        payments: [wallet, { payment_method: 'cash_on_delivery', payment_status: 'unpaid' }],
      }),
    ).toBe(false);
  });
});

describe('offlineProofOpen (issue 20: the offline payment proof after placing)', () => {
  const offline = { status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'offline_payment' };
  it('an unpaid offline order takes its proof while it runs, also after the store confirmed it', () => {
    expect(offlineProofOpen(offline)).toBe(true);
    expect(offlineProofOpen({ ...offline, status: 'confirmed' })).toBe(true);
  });
  it('not once paid, nor after it was canceled or refunded, nor for other payment methods', () => {
    expect(offlineProofOpen({ ...offline, paymentStatus: 'paid' })).toBe(false);
    expect(offlineProofOpen({ ...offline, status: 'canceled' })).toBe(false);
    expect(offlineProofOpen({ ...offline, status: 'refunded' })).toBe(false);
    expect(offlineProofOpen({ ...offline, paymentMethod: 'digital_payment' })).toBe(false);
  });
  it("a partial payment's offline rest takes a proof", () => {
    expect(
      offlineProofOpen({
        ...offline,
        paymentMethod: 'partial_payment',
        paymentStatus: 'partially_paid',
        payments: [{ payment_method: 'offline_payment', payment_status: 'unpaid' }],
      }),
    ).toBe(true);
  });
});

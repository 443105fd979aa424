import { describe, expect, it } from 'vitest';
import {
  allowedPayments,
  paymentRefusal,
  paymentRules,
  walletBalanceMinor,
  walletShare,
  type PaymentChoice,
  type PaymentRules,
} from './payment.ts';

const rules: PaymentRules = {
  cashOnDelivery: true,
  digital: true,
  offline: true,
  codMaximum: 5000,
  walletFeature: true,
  customer: true,
  walletBalance: 3000,
  partialPayment: true,
  partialRest: 'both',
};
const cod: PaymentChoice = { method: 'cash_on_delivery', partial: false };

describe('payment rules (the API refuses by them, the checkout offers by them)', () => {
  it("refuses cash on delivery above the zone's maximum", () => {
    expect(paymentRefusal(rules, cod, 5000)).toBeNull();
    expect(paymentRefusal(rules, cod, 5001)).toBe('cod_maximum');
    expect(paymentRefusal({ ...rules, codMaximum: null }, cod, 99999)).toBeNull();
  });

  it('partial wallet payment with cash for the rest: the COD maximum is compared with the whole order', () => {
    // 60.00 order, 30.00 in the wallet, 30.00 in cash: still above the 50.00 maximum (6amMart compares order_amount).
    expect(paymentRefusal(rules, { ...cod, partial: true }, 6000)).toBe('cod_maximum');
    expect(paymentRefusal(rules, { ...cod, partial: true }, 4500)).toBeNull();
  });

  it('offline for the rest only when partial_payment_method allows it (cod alone does not)', () => {
    const offlineRest = { method: 'offline_payment' as const, partial: true };
    expect(paymentRefusal({ ...rules, partialRest: 'cod' }, offlineRest, 4500)).toBe('partial_method');
    expect(paymentRefusal({ ...rules, partialRest: 'offline_payment' }, offlineRest, 4500)).toBeNull();
    expect(paymentRefusal({ ...rules, partialRest: 'both' }, offlineRest, 4500)).toBeNull();
    expect(paymentRefusal(rules, { method: 'wallet', partial: true }, 4500)).toBe('partial_method');
  });

  it('the wallet pays an order it covers; partial payment needs some balance but not enough', () => {
    const wallet = { method: 'wallet' as const, partial: false };
    expect(paymentRefusal(rules, wallet, 3000)).toBeNull();
    expect(paymentRefusal(rules, wallet, 3001)).toBe('insufficient_balance');
    expect(paymentRefusal(rules, { ...cod, partial: true }, 3000)).toBe('partial_not_needed');
    expect(paymentRefusal({ ...rules, walletBalance: 0 }, { ...cod, partial: true }, 3000)).toBe('partial_empty');
    expect(walletShare(rules, { ...cod, partial: true }, 4500)).toBe(3000);
    expect(walletShare(rules, wallet, 2000)).toBe(2000);
    expect(walletShare(rules, cod, 2000)).toBe(0);
  });

  it('switches: each method on in settings and zone; the wallet needs an account', () => {
    expect(paymentRefusal({ ...rules, digital: false }, { method: 'digital_payment', partial: false }, 1)).toBe(
      'digital_off',
    );
    expect(paymentRefusal({ ...rules, customer: false }, { method: 'wallet', partial: false }, 1)).toBe(
      'wallet_needs_account',
    );
    expect(paymentRefusal({ ...rules, partialPayment: false }, { ...cod, partial: true }, 4500)).toBe('partial_off');
  });

  it('a balance with more decimals than the currency is rounded down: the wallet never pays more than it holds', () => {
    expect(walletBalanceMinor('12.5', 0)).toBe(12);
    expect(walletBalanceMinor(12.37, 1)).toBe(123);
    expect(walletBalanceMinor('20.000', 2)).toBe(2000);
    expect(walletBalanceMinor(null, 2)).toBe(0);
  });

  it('lists every allowed choice', () => {
    expect(allowedPayments({ ...rules, partialRest: 'cod' }, 4500)).toEqual([
      { method: 'cash_on_delivery', partial: false },
      { method: 'digital_payment', partial: false },
      { method: 'offline_payment', partial: false },
      { method: 'cash_on_delivery', partial: true },
    ]);
  });

  it('reads the settings and the zone', () => {
    const r = paymentRules(
      { cash_on_delivery: true, digital_payment: 1, offline_payment_status: '0', partial_payment_method: 'x' },
      { cash_on_delivery: false, digital_payment: true, offline_payment: true },
      { signedIn: false, walletBalance: 900 },
      0,
      { gateways: 1, offlineMethods: 1 },
    );
    expect(r).toMatchObject({ cashOnDelivery: false, digital: true, offline: false, codMaximum: null });
    expect(r).toMatchObject({ walletBalance: 0, partialRest: 'both' });
  });

  it('digital needs a gateway and offline an active method: switched on with none, nothing is taken by them', () => {
    const on = { digital_payment: true, offline_payment_status: 1 };
    const zone = { cash_on_delivery: true, digital_payment: true, offline_payment: true };
    const guest = { signedIn: false, walletBalance: 0 };
    const none = paymentRules(on, zone, guest, null, { gateways: 0, offlineMethods: 0 });
    expect(none).toMatchObject({ digital: false, offline: false });
    expect(paymentRefusal(none, { method: 'digital_payment', partial: false }, 100)).toBe('digital_off');
    expect(paymentRefusal(none, { method: 'offline_payment', partial: false }, 100)).toBe('offline_off');
    expect(paymentRules(on, zone, guest, null, { gateways: 2, offlineMethods: 1 })).toMatchObject({
      digital: true,
      offline: true,
    });
  });
});

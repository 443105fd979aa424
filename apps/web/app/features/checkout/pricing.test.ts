import { describe, expect, it } from 'vitest';
import { checkoutTotals, partialRestMethods, paymentState, type PaymentRules, type PricingBasis } from './pricing.ts';

const basis = (overrides: Partial<PricingBasis> = {}): PricingBasis => ({
  lines: [
    { unitPrice: 2500, quantity: 2, addOnTotal: 300, discount: { source: 'item', type: 'percent', value: 10 } },
    { unitPrice: 1000, quantity: 1, addOnTotal: 0, discount: null },
  ],
  taxPercent: 10,
  taxIncluded: false,
  storeDiscount: null,
  coupon: null,
  couponBy: null,
  distanceKm: 5,
  zoneModuleRates: { perKm: 200, minimum: 500, maximum: 3000 },
  globalRates: { perKm: 100, minimum: 300 },
  store: { selfDelivery: false, freeDelivery: false, rates: { perKm: 50, minimum: 200, maximum: 0 } },
  vehicleExtra: 100,
  increasedFeePercent: null,
  freeDelivery: { adminAllStores: false, adminOver: 0 },
  additionalCharge: 250,
  extraPackaging: 400,
  ...overrides,
});

describe('checkout summary assembly (the same orderTotals the API decides with)', () => {
  it('sums subtotal, item discount, exclusive tax, delivery with the vehicle extra, tip, additional charge and packaging', () => {
    const t = checkoutTotals(basis(), { orderType: 'delivery', tips: 500, extraPackaging: true });
    expect(t.subtotal).toBe(6300);
    expect(t.storeDiscount).toBe(500);
    expect(t.tax).toBe(580);
    expect(t.deliveryCharge).toBe(1100);
    expect(t.orderAmount).toBe(5800 + 580 + 1100 + 500 + 250 + 400);
  });

  it('take-away: no delivery fee and no tip', () => {
    const t = checkoutTotals(basis(), { orderType: 'take_away', tips: 500, extraPackaging: false });
    expect(t).toMatchObject({ deliveryCharge: 0, freeDeliveryBy: 'take_away', tips: 0, extraPackaging: 0 });
  });

  it('shows the free-delivery state of a free-delivery coupon and of the store', () => {
    const coupon = {
      couponType: 'free_delivery' as const,
      discountType: 'amount' as const,
      discount: 0,
      maxDiscount: 0,
      minPurchase: 0,
    };
    expect(checkoutTotals(basis({ coupon }), { orderType: 'delivery', tips: 0, extraPackaging: false })).toMatchObject({
      deliveryCharge: 0,
      originalDeliveryCharge: 1100,
      freeDeliveryBy: 'coupon',
    });
    const storeFree = checkoutTotals(basis({ store: { ...basis().store, freeDelivery: true } }), {
      orderType: 'delivery',
      tips: 0,
      extraPackaging: false,
    });
    // The waived fee is the store's own rate (5 km × 50, at least 200), without vehicle extra.
    expect(storeFree).toMatchObject({ freeDeliveryBy: 'vendor', deliveryCharge: 0, originalDeliveryCharge: 250 });
  });

  it('a self-delivery store charges its own rates, without vehicle extra or increased fee', () => {
    const self = checkoutTotals(
      basis({
        store: { selfDelivery: true, freeDelivery: false, rates: { perKm: 50, minimum: 200, maximum: 0 } },
        increasedFeePercent: 20,
      }),
      { orderType: 'delivery', tips: 0, extraPackaging: false },
    );
    expect(self.deliveryCharge).toBe(250);
  });

  it('without zone rates, the global per-km and minimum apply, then the increased zone fee', () => {
    const global = checkoutTotals(basis({ zoneModuleRates: null, increasedFeePercent: 10 }), {
      orderType: 'delivery',
      tips: 0,
      extraPackaging: false,
    });
    expect(global.deliveryCharge).toBe(660);
  });

  it('extracts an included tax without adding it, and skips the additional charge when it is off', () => {
    const t = checkoutTotals(basis({ taxIncluded: true, additionalCharge: null }), {
      orderType: 'take_away',
      tips: 0,
      extraPackaging: false,
    });
    expect(t.tax).toBe(527);
    expect(t.orderAmount).toBe(5800);
  });

  it('applies the coupon on the amount after product discounts, capped by its maximum', () => {
    const coupon = {
      couponType: 'default' as const,
      discountType: 'percent' as const,
      discount: 50,
      maxDiscount: 1000,
      minPurchase: 0,
    };
    expect(
      checkoutTotals(basis({ coupon }), { orderType: 'take_away', tips: 0, extraPackaging: false }).couponDiscount,
    ).toBe(1000);
  });
});

describe('payment rules', () => {
  const rules: PaymentRules = {
    cashOnDelivery: true,
    codLimit: 5000,
    digital: true,
    offline: false,
    wallet: true,
    walletBalance: 3000,
    partialPayment: true,
    partialRest: 'both',
  };

  it("refuses cash on delivery above the zone's maximum", () => {
    expect(paymentState(rules, 5000).codOverLimit).toBe(false);
    expect(paymentState(rules, 5001).codOverLimit).toBe(true);
    expect(paymentState({ ...rules, codLimit: null }, 99999).codOverLimit).toBe(false);
  });

  it('offers the wallet when it covers the order, partial payment when it covers part', () => {
    expect(paymentState(rules, 3000)).toMatchObject({ walletCovers: true, partialPossible: false });
    expect(paymentState(rules, 4500)).toMatchObject({
      walletCovers: false,
      partialPossible: true,
      partialRemainder: 1500,
    });
    expect(paymentState({ ...rules, walletBalance: 0 }, 4500).partialPossible).toBe(false);
    expect(paymentState({ ...rules, partialPayment: false }, 4500).partialPossible).toBe(false);
  });

  it('pays the rest of a partial payment with the configured methods', () => {
    expect(partialRestMethods(rules)).toEqual(['cash_on_delivery', 'digital_payment']);
    expect(partialRestMethods({ ...rules, partialRest: 'cod' })).toEqual(['cash_on_delivery']);
  });
});

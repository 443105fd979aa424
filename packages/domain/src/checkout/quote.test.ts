import { describe, expect, it } from 'vitest';
import { chargeRules, extraPackagingOffered, quoteOrder, type QuoteInput } from './quote.ts';
import { currencyDecimals, settingOn } from './settings.ts';
import { firstOrderTerms, newCustomerDiscount } from './first-order.ts';

const charges = chargeRules(
  {
    tax_included: 0,
    dm_tips_status: 1,
    additional_charge_status: 1,
    additional_charge: 2.5,
    per_km_shipping_charge: 1,
    minimum_shipping_charge: 3,
    extra_packaging_data: { grocery: '1', food: '0' },
  },
  2,
);

const input = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  lines: [
    { unitPrice: 2500, quantity: 2, addOnTotal: 300, discount: { source: 'item', type: 'percent', value: 10 } },
    { unitPrice: 1000, quantity: 1, addOnTotal: 0, discount: null },
  ],
  charges,
  store: {
    moduleType: 'grocery',
    taxPercent: 10,
    selfDelivery: false,
    freeDelivery: false,
    rates: { perKm: 50, minimum: 200, maximum: 0 },
    extraPackaging: 400,
  },
  storeDiscount: null,
  coupon: null,
  firstOrderDiscount: null,
  distanceKm: 5,
  zoneModuleRates: { perKm: 200, minimum: 500, maximum: 3000 },
  vehicles: [{ id: 1, startingKm: 0, maximumKm: 10, extraCharge: 100 }],
  increasedFeePercent: null,
  ...overrides,
});
const delivery = { orderType: 'delivery' as const, tips: 0, extraPackaging: false };

describe('the quote of an order (what the API charges and the checkout shows)', () => {
  it('sums subtotal, item discount, exclusive tax, delivery with the vehicle extra, tip, additional charge and packaging', () => {
    const t = quoteOrder(input(), { orderType: 'delivery', tips: 500, extraPackaging: true });
    expect(t).toMatchObject({ subtotal: 6300, storeDiscount: 500, tax: 580, deliveryCharge: 1100, vehicleId: 1 });
    expect(t.orderAmount).toBe(5800 + 580 + 1100 + 500 + 250 + 400);
  });

  it('take-away: no delivery fee and no tip', () => {
    const t = quoteOrder(input(), { orderType: 'take_away', tips: 500, extraPackaging: false });
    expect(t).toMatchObject({ deliveryCharge: 0, freeDeliveryBy: 'take_away', tips: 0, extraPackaging: 0 });
  });

  it('tips only when the tips setting is on', () => {
    const off = { ...charges, tipsEnabled: false };
    expect(quoteOrder(input({ charges: off }), { ...delivery, tips: 500 }).tips).toBe(0);
  });

  it('extra packaging only where the module allows it and the store offers it', () => {
    expect(extraPackagingOffered(input())).toBe(400);
    const food = input({ store: { ...input().store, moduleType: 'food' } });
    expect(extraPackagingOffered(food)).toBeNull();
    expect(quoteOrder(food, { ...delivery, extraPackaging: true }).extraPackaging).toBe(0);
  });

  it('shows the free-delivery state of a free-delivery coupon and of the store', () => {
    const coupon = {
      couponType: 'free_delivery' as const,
      discountType: 'amount' as const,
      discount: 0,
      maxDiscount: 0,
      minPurchase: 0,
      createdBy: 'admin' as const,
    };
    expect(quoteOrder(input({ coupon }), delivery)).toMatchObject({
      deliveryCharge: 0,
      originalDeliveryCharge: 1100,
      freeDeliveryBy: 'coupon',
    });
    const storeFree = quoteOrder(input({ store: { ...input().store, freeDelivery: true } }), delivery);
    // The waived fee is the store's own rate (5 km × 50, at least 200), without vehicle extra.
    expect(storeFree).toMatchObject({ freeDeliveryBy: 'vendor', deliveryCharge: 0, originalDeliveryCharge: 250 });
  });

  it('admin free delivery over an amount, from the settings', () => {
    const over = chargeRules(
      { admin_free_delivery: { status: 1, type: 'free_delivery_by_order_amount', free_delivery_over: 50 } },
      2,
    );
    expect(over.adminFreeDelivery).toEqual({ allStores: false, over: 5000 });
    expect(
      quoteOrder(input({ charges: { ...charges, adminFreeDelivery: over.adminFreeDelivery } }), delivery),
    ).toMatchObject({
      freeDeliveryBy: 'admin',
      deliveryCharge: 0,
    });
  });

  it('a self-delivery store charges its own rates, without vehicle extra or increased fee', () => {
    const self = quoteOrder(
      input({ store: { ...input().store, selfDelivery: true }, increasedFeePercent: 20 }),
      delivery,
    );
    expect(self.deliveryCharge).toBe(250);
  });

  it('without zone rates, the global per-km and minimum apply, then the increased zone fee', () => {
    const global = quoteOrder(input({ zoneModuleRates: null, increasedFeePercent: 10 }), delivery);
    expect(global.deliveryCharge).toBe(660);
  });

  it('extracts an included tax without adding it, and skips the additional charge when it is off', () => {
    const t = quoteOrder(input({ charges: { ...charges, taxIncluded: true, additionalCharge: null } }), {
      ...delivery,
      orderType: 'take_away',
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
      createdBy: 'admin' as const,
    };
    expect(quoteOrder(input({ coupon }), { ...delivery, orderType: 'take_away' }).couponDiscount).toBe(1000);
  });

  it("a referred customer's first order: the new-customer discount comes off before tax (41.70, not 45.00)", () => {
    const lines = [{ unitPrice: 4000, quantity: 1, addOnTotal: 0, discount: null }];
    const plain = input({
      lines,
      charges: { ...charges, additionalCharge: null },
      store: { ...input().store, taxPercent: 10, freeDelivery: true },
    });
    const discount = firstOrderTerms(
      newCustomerDiscount(
        {
          new_customer_discount_status: 1,
          new_customer_discount_amount: 3,
          new_customer_discount_amount_type: 'amount',
          new_customer_discount_amount_validity: 30,
          new_customer_discount_validity_type: 'day',
        },
        { referred: true, ordersPlaced: 0, memberSinceDays: 2 },
      ),
      2,
    );
    expect(quoteOrder(plain, delivery).orderAmount).toBe(4400);
    expect(quoteOrder({ ...plain, firstOrderDiscount: discount }, delivery)).toMatchObject({
      firstOrderDiscount: 300,
      orderAmount: 4070,
    });
  });
});

describe('the new-customer discount', () => {
  const on = {
    new_customer_discount_status: '1',
    new_customer_discount_amount: 10,
    new_customer_discount_amount_type: 'percentage',
    new_customer_discount_amount_validity: 1,
    new_customer_discount_validity_type: 'month',
  };
  const fresh = { referred: true, ordersPlaced: 0, memberSinceDays: 29 };
  it('is for a referred customer with no order yet, within the validity', () => {
    expect(newCustomerDiscount(on, fresh)).toEqual({ type: 'percentage', amount: 10, validity: '1 month' });
    expect(newCustomerDiscount(on, { ...fresh, memberSinceDays: 30 })).toBeNull();
    expect(newCustomerDiscount(on, { ...fresh, ordersPlaced: 1 })).toBeNull();
    expect(newCustomerDiscount(on, { ...fresh, referred: false })).toBeNull();
    expect(newCustomerDiscount(on, null)).toBeNull();
    expect(newCustomerDiscount({ ...on, new_customer_discount_status: 0 }, fresh)).toBeNull();
  });
  it('an amount is kept in minor units of the currency', () => {
    expect(firstOrderTerms({ type: 'amount', amount: 1.5 }, 3)).toEqual({ type: 'amount', value: 1500 });
    expect(firstOrderTerms({ type: 'percentage', amount: 15 }, 0)).toEqual({ type: 'percentage', value: 15 });
  });
});

describe('settings read the same way everywhere', () => {
  it('a switch is on as 1, "1", true or "true"', () => {
    expect([1, '1', true, 'true'].every(settingOn)).toBe(true);
    expect([0, '0', false, null, undefined, 'yes'].some(settingOn)).toBe(false);
  });
  it('currency decimals: an integer 0–4, else 2', () => {
    expect([0, '3', 4].map(currencyDecimals)).toEqual([0, 3, 4]);
    expect([null, undefined, '', 5, -1, 1.5, 'x'].map(currencyDecimals)).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });
});

/**
 * Golden totals for the pricing formulas of reference §5.2: every discount
 * path, coupon types, tax inclusive and exclusive, each free-delivery path,
 * delivery clamps and 3-decimal rounding. Amounts in minor units (cents, fils).
 */
import { describe, expect, it } from 'vitest';
import { deliveryFee } from './delivery-fee.ts';
import { orderTotals, type OrderPricingInput } from './order-totals.ts';

const delivery = (distanceKm = 3.2): OrderPricingInput['delivery'] => ({
  orderType: 'delivery',
  distanceKm,
  rates: { perKm: 200, minimum: 800, maximum: 3000 },
});

const base = (overrides: Partial<OrderPricingInput> = {}): OrderPricingInput => ({
  lines: [],
  taxPercent: 15,
  taxIncluded: false,
  delivery: delivery(),
  freeDelivery: {},
  ...overrides,
});

describe('order totals: item discounts, exclusive tax, increased zone fee, tips and charges', () => {
  const totals = orderTotals(
    base({
      lines: [
        { unitPrice: 2500, quantity: 2, addOnTotal: 0, discount: { source: 'item', type: 'percent', value: 10 } },
        { unitPrice: 850, quantity: 1, addOnTotal: 300, discount: { source: 'item', type: 'amount', value: 100 } },
      ],
      delivery: { ...delivery(), increasedFeePercent: 10 },
      freeDelivery: { adminOver: 20000 },
      tips: 500,
      additionalCharge: 200,
    }),
  );

  it('adds add-ons once per line, not per unit', () => expect(totals.subtotal).toBe(6150));
  it('takes percent item discounts on the line and flat ones per unit', () => expect(totals.storeDiscount).toBe(600));
  it('adds exclusive tax on the discounted total, rounded half away from zero', () => {
    expect(totals.totalPrice).toBe(5550);
    expect(totals.tax).toBe(833);
  });
  it('charges the minimum delivery fee below it, then the increased zone fee on top', () => {
    expect(totals.deliveryCharge).toBe(880);
    expect(totals.freeDeliveryBy).toBeNull();
  });
  it('sums total, tax, delivery, tips and the additional charge', () =>
    expect(totals.orderAmount).toBe(5550 + 833 + 880 + 500 + 200));
});

describe('store discount and flash sale', () => {
  const storeLine = {
    unitPrice: 4000,
    quantity: 3,
    addOnTotal: 0,
    discount: { source: 'store' as const, type: 'percent' as const, value: 20 },
  };
  const flashLine = {
    unitPrice: 3000,
    quantity: 1,
    addOnTotal: 0,
    discount: { source: 'flash_sale' as const, type: 'percent' as const, value: 50 },
  };

  it('caps a running store discount at its maximum and keeps flash discounts apart', () => {
    const t = orderTotals(
      base({ lines: [storeLine, flashLine], storeDiscount: { minPurchase: 10000, maxDiscount: 1500 } }),
    );
    expect(t.subtotal).toBe(15000);
    expect(t.storeDiscount).toBe(1500);
    expect(t.flashDiscount).toBe(1500);
    expect(t.totalPrice).toBe(12000);
  });

  it('gives no store discount below its minimum purchase', () => {
    const t = orderTotals(
      base({ lines: [{ ...storeLine, quantity: 2 }], storeDiscount: { minPurchase: 10000, maxDiscount: 1500 } }),
    );
    expect(t.storeDiscount).toBe(0);
    expect(t.totalPrice).toBe(8000);
  });

  it('leaves an uncapped store discount (max 0) whole', () => {
    const t = orderTotals(base({ lines: [storeLine], storeDiscount: { minPurchase: 0, maxDiscount: 0 } }));
    expect(t.storeDiscount).toBe(2400);
  });

  it('never discounts a flat amount beyond the price', () => {
    const t = orderTotals(
      base({
        lines: [
          { unitPrice: 500, quantity: 2, addOnTotal: 0, discount: { source: 'item', type: 'amount', value: 900 } },
        ],
      }),
    );
    expect(t.storeDiscount).toBe(1000);
    expect(t.totalPrice).toBe(0);
  });
});

describe('coupons', () => {
  const lines = [{ unitPrice: 12000, quantity: 1, addOnTotal: 0, discount: null }];
  const coupon = {
    couponType: 'default' as const,
    discountType: 'percent' as const,
    discount: 10,
    maxDiscount: 500,
    minPurchase: 5000,
  };

  it('caps a percent coupon by its max discount', () =>
    expect(orderTotals(base({ lines, coupon })).couponDiscount).toBe(500));
  it('leaves a percent coupon uncapped when max discount is 0', () =>
    expect(orderTotals(base({ lines, coupon: { ...coupon, maxDiscount: 0 } })).couponDiscount).toBe(1200));
  it('never takes more than the amount with a flat coupon', () => {
    const flat = { ...coupon, discountType: 'amount' as const, discount: 20000, maxDiscount: 0, minPurchase: 0 };
    expect(orderTotals(base({ lines, coupon: flat })).couponDiscount).toBe(12000);
  });
  it('applies to the amount after store and flash discounts', () => {
    const t = orderTotals(
      base({
        lines: [
          { unitPrice: 10000, quantity: 1, addOnTotal: 0, discount: { source: 'item', type: 'percent', value: 50 } },
        ],
        coupon: { ...coupon, maxDiscount: 0, minPurchase: 0 },
      }),
    );
    expect(t.couponDiscount).toBe(500);
  });
  it('applies nothing below the minimum purchase', () =>
    expect(orderTotals(base({ lines, coupon: { ...coupon, minPurchase: 20000 } })).couponDiscount).toBe(0));
  it('makes delivery free with a free-delivery coupon, without a price discount', () => {
    const t = orderTotals(base({ lines, coupon: { ...coupon, couponType: 'free_delivery' } }));
    expect(t.couponDiscount).toBe(0);
    expect(t.deliveryCharge).toBe(0);
    expect(t.originalDeliveryCharge).toBe(800);
    expect(t.freeDeliveryBy).toBe('coupon');
  });
});

describe('tax included (tax_included = 1)', () => {
  it('extracts the tax from the price and does not add it again', () => {
    const t = orderTotals(
      base({
        lines: [{ unitPrice: 11500, quantity: 1, addOnTotal: 0, discount: null }],
        taxIncluded: true,
        delivery: { ...delivery(), orderType: 'take_away' },
      }),
    );
    expect(t.tax).toBe(1500);
    expect(t.orderAmount).toBe(11500);
  });
});

describe('free delivery', () => {
  const lines = [{ unitPrice: 25000, quantity: 1, addOnTotal: 0, discount: null }];
  it('is free for take-away', () =>
    expect(orderTotals(base({ lines, delivery: { ...delivery(), orderType: 'take_away' } }))).toMatchObject({
      deliveryCharge: 0,
      originalDeliveryCharge: 0,
      freeDeliveryBy: 'take_away',
    }));
  it('is free when the admin offers it for every store', () =>
    expect(orderTotals(base({ lines, freeDelivery: { adminAllStores: true } }))).toMatchObject({
      deliveryCharge: 0,
      freeDeliveryBy: 'admin',
    }));
  it('is free from the admin threshold, measured after discounts and coupon', () => {
    expect(orderTotals(base({ lines, freeDelivery: { adminOver: 20000 } })).freeDeliveryBy).toBe('admin');
    const coupon = {
      couponType: 'default' as const,
      discountType: 'amount' as const,
      discount: 6000,
      maxDiscount: 0,
      minPurchase: 0,
    };
    expect(orderTotals(base({ lines, coupon, freeDelivery: { adminOver: 20000 } })).freeDeliveryBy).toBeNull();
  });
  it('is free when the store offers free delivery', () =>
    expect(orderTotals(base({ lines, freeDelivery: { storeFreeDelivery: true } })).freeDeliveryBy).toBe('vendor'));
});

describe('delivery fee clamps', () => {
  const rates = { perKm: 200, minimum: 800, maximum: 3000 };
  it('charges distance × per-km between the minimum and the maximum', () => {
    expect(deliveryFee({ orderType: 'delivery', distanceKm: 7, rates })).toBe(1400);
    expect(deliveryFee({ orderType: 'delivery', distanceKm: 1, rates })).toBe(800);
    expect(deliveryFee({ orderType: 'delivery', distanceKm: 20, rates })).toBe(3000);
  });
  it('has no maximum when it is 0 or below the minimum', () => {
    expect(deliveryFee({ orderType: 'delivery', distanceKm: 20, rates: { ...rates, maximum: 0 } })).toBe(4000);
    expect(deliveryFee({ orderType: 'delivery', distanceKm: 20, rates: { ...rates, maximum: 500 } })).toBe(4000);
  });
  it('adds the vehicle extra before the increased fee', () => {
    expect(
      deliveryFee({ orderType: 'delivery', distanceKm: 7, rates, vehicleExtra: 100, increasedFeePercent: 10 }),
    ).toBe(1650);
  });
});

describe('3-decimal currencies', () => {
  it('rounds each percentage once, half away from zero, in fils', () => {
    const t = orderTotals({
      ...base(),
      lines: [{ unitPrice: 2110, quantity: 1, addOnTotal: 0, discount: { source: 'item', type: 'percent', value: 5 } }],
      taxPercent: 12.5,
      delivery: { orderType: 'take_away', distanceKm: 0, rates: { perKm: 0, minimum: 0, maximum: 0 } },
    });
    expect(t.storeDiscount).toBe(106);
    expect(t.totalPrice).toBe(2004);
    expect(t.tax).toBe(251);
    expect(t.orderAmount).toBe(2255);
  });
});

describe('first-order discount of a referred customer', () => {
  it('takes a percentage of the total after coupon', () => {
    const t = orderTotals(
      base({
        lines: [{ unitPrice: 5550, quantity: 1, addOnTotal: 0, discount: null }],
        firstOrderDiscount: { type: 'percentage', value: 10 },
      }),
    );
    expect(t.firstOrderDiscount).toBe(555);
    expect(t.totalPrice).toBe(4995);
  });
});

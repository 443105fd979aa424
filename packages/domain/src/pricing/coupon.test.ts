import { describe, expect, it } from 'vitest';
import { couponRejection, type Coupon, type CouponContext } from './coupon.ts';

const coupon: Coupon = {
  code: 'SAVE10',
  couponType: 'default',
  discountType: 'percent',
  discount: 10,
  maxDiscount: 0,
  minPurchase: 5000,
  startDate: '2026-01-01',
  expireDate: '2026-12-31',
  moduleId: 1,
  data: [],
  storeId: null,
  customers: 'all',
  limit: 2,
};
const ctx: CouponContext = {
  today: '2026-11-21',
  moduleId: 1,
  storeId: 7,
  storeZoneId: 2,
  customerId: 42,
  usesByCustomer: 0,
  customerOrderCount: 3,
  amount: 6000,
};

describe('coupon validation (reference §5.7, min purchase enforced)', () => {
  it('accepts a valid coupon', () => expect(couponRejection(coupon, ctx)).toBeNull());
  it('rejects another module', () =>
    expect(couponRejection(coupon, { ...ctx, moduleId: 2 })?.code).toBe('coupon_not_found'));
  it('rejects outside its dates, inclusive of both ends', () => {
    expect(couponRejection(coupon, { ...ctx, today: '2027-01-01' })?.code).toBe('coupon_expired');
    expect(couponRejection(coupon, { ...ctx, today: '2026-12-31' })).toBeNull();
  });
  it('store_wise applies only to its stores; zone_wise only to its zones', () => {
    expect(couponRejection({ ...coupon, couponType: 'store_wise', data: [8] }, ctx)?.code).toBe('coupon_not_found');
    expect(couponRejection({ ...coupon, couponType: 'store_wise', data: [7] }, ctx)).toBeNull();
    expect(couponRejection({ ...coupon, couponType: 'zone_wise', data: [3] }, ctx)?.code).toBe('coupon_not_found');
    expect(couponRejection({ ...coupon, couponType: 'zone_wise', data: [2] }, ctx)).toBeNull();
  });
  it('a vendor coupon applies only to its own store', () =>
    expect(couponRejection({ ...coupon, storeId: 9 }, ctx)?.code).toBe('coupon_not_found'));
  it('rejects customers it was not made for', () =>
    expect(couponRejection({ ...coupon, customers: [1, 2] }, ctx)?.code).toBe('coupon_not_eligible'));
  it('counts uses per customer up to its limit; guests cannot use limited coupons', () => {
    expect(couponRejection(coupon, { ...ctx, usesByCustomer: 2 })?.code).toBe('coupon_usage_limit');
    expect(couponRejection(coupon, { ...ctx, customerId: null })?.code).toBe('coupon_usage_limit');
    expect(couponRejection({ ...coupon, limit: null }, { ...ctx, customerId: null })).toBeNull();
  });
  it('first_order needs an account with fewer orders than its limit', () => {
    const first = { ...coupon, couponType: 'first_order' as const, limit: 1 };
    expect(couponRejection(first, { ...ctx, customerOrderCount: 0 })).toBeNull();
    expect(couponRejection(first, ctx)?.code).toBe('coupon_not_eligible');
  });
  it("rejects below min purchase with 'To apply this coupon,the minimum purchase amount is'", () => {
    expect(couponRejection(coupon, { ...ctx, amount: 4999 })).toEqual({
      code: 'coupon_min_purchase',
      message: 'To apply this coupon,the minimum purchase amount is',
      minPurchase: 5000,
    });
  });
});

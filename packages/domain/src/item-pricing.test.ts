import { describe, expect, it } from 'vitest';
import { isStoreDiscountRunning, unitDiscount, unitPriceAfterDiscount } from './item-pricing.ts';
import { clockSeconds } from './schedule.ts';

const D = 2;
const item = { discount: 10, discount_type: 'percent' };

describe('discount precedence for a unit price (flash sale > store discount > item discount)', () => {
  it('applies the item discount, percent or fixed amount, when nothing else runs', () => {
    expect(unitPriceAfterDiscount(5000, { item }, D)).toEqual({ discount: { source: 'item', type: 'percent', value: 10 }, amount: 500, price: 4500 });
    expect(unitPriceAfterDiscount(5000, { item: { discount: '7.5', discount_type: 'amount' } }, D).price).toBe(4250);
    expect(unitPriceAfterDiscount(5000, { item: { discount: 3, discount_type: 'fixed' } }, D).price).toBe(4700);
  });

  it('prefers a running store discount over the item discount', () => {
    expect(unitPriceAfterDiscount(5000, { item, storeDiscountPercent: 20 }, D)).toMatchObject({ discount: { source: 'store' }, price: 4000 });
  });

  it('prefers a flash sale over the store discount and the item discount', () => {
    const flashSale = { discount: 5, discount_type: 'amount' };
    expect(unitPriceAfterDiscount(5000, { item, storeDiscountPercent: 20, flashSale }, D)).toMatchObject({ discount: { source: 'flash_sale', type: 'amount', value: 500 }, price: 4500 });
  });

  it('lets a flash sale without discount still keep the store discount off', () => {
    expect(unitDiscount({ item, storeDiscountPercent: 20, flashSale: { discount: 0, discount_type: 'percent' } }, D)).toBeNull();
  });

  it('never takes a unit below zero and ignores zero discounts', () => {
    expect(unitPriceAfterDiscount(300, { item: { discount: 10, discount_type: 'amount' } }, D).price).toBe(0);
    expect(unitPriceAfterDiscount(300, { item: { discount: 0, discount_type: 'percent' } }, D)).toEqual({ discount: null, amount: 0, price: 300 });
  });

  it('rounds a percent once, half away from zero', () => {
    expect(unitPriceAfterDiscount(1999, { item: { discount: 15, discount_type: 'percent' } }, D).amount).toBe(300);
  });
});

describe('store discount running', () => {
  const rule = { discount: 15, start_date: '2026-11-01', end_date: '2027-03-01', start_time: '12:00:00', end_time: '16:00:00' };
  const at = (date: string, time: string) => ({ date, seconds: clockSeconds(time) });

  it('runs between its dates during its daily hours, both ends included', () => {
    expect(isStoreDiscountRunning(rule, at('2026-11-21', '12:00'))).toBe(true);
    expect(isStoreDiscountRunning(rule, at('2026-11-21', '16:00'))).toBe(true);
    expect(isStoreDiscountRunning(rule, at('2026-11-21', '16:01'))).toBe(false);
    expect(isStoreDiscountRunning(rule, at('2027-03-02', '13:00'))).toBe(false);
    expect(isStoreDiscountRunning(rule, at('2026-10-31', '13:00'))).toBe(false);
    expect(isStoreDiscountRunning(null, at('2026-11-21', '13:00'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { discountAmount, isStoreDiscountRunning, itemPriceRange, storeDiscountForOrder, unitPriceAfterDiscount } from './item-pricing.ts';
import { clockSeconds } from './schedule.ts';

const D = 2;

describe('discount precedence for a unit price', () => {
  const item = { discount: 10, discount_type: 'percent' };

  it('applies the item discount, percent or fixed amount, when nothing else runs', () => {
    expect(unitPriceAfterDiscount(5000, { item }, D)).toEqual({ source: 'item', discount: 500, price: 4500 });
    expect(unitPriceAfterDiscount(5000, { item: { discount: '7.5', discount_type: 'amount' } }, D)).toEqual({ source: 'item', discount: 750, price: 4250 });
    expect(unitPriceAfterDiscount(5000, { item: { discount: 3, discount_type: 'fixed' } }, D).price).toBe(4700);
  });

  it('prefers a running store discount over the item discount', () => {
    expect(unitPriceAfterDiscount(5000, { item, storeDiscountPercent: 20 }, D)).toEqual({ source: 'store', discount: 1000, price: 4000 });
  });

  it('prefers a flash sale over the store discount and the item discount', () => {
    const flashSale = { discount: 5, discount_type: 'amount' };
    expect(unitPriceAfterDiscount(5000, { item, storeDiscountPercent: 20, flashSale }, D)).toEqual({ source: 'flash_sale', discount: 500, price: 4500 });
  });

  it('never takes a unit below zero and ignores zero discounts', () => {
    expect(discountAmount(300, { discount: 10, discount_type: 'amount' }, D)).toBe(300);
    expect(unitPriceAfterDiscount(300, { item: { discount: 0, discount_type: 'percent' } }, D)).toEqual({ source: 'none', discount: 0, price: 300 });
  });

  it('rounds a percent once, half away from zero', () => {
    expect(unitPriceAfterDiscount(1999, { item: { discount: 15, discount_type: 'percent' } }, D).discount).toBe(300);
  });
});

describe('store discount', () => {
  const rule = { discount: 15, min_purchase: 50, max_discount: 30, start_date: '2026-11-01', end_date: '2027-03-01', start_time: '12:00:00', end_time: '16:00:00' };
  const at = (date: string, time: string) => ({ date, seconds: clockSeconds(time) });

  it('runs between its dates during its daily hours', () => {
    expect(isStoreDiscountRunning(rule, at('2026-11-21', '12:00'))).toBe(true);
    expect(isStoreDiscountRunning(rule, at('2026-11-21', '16:00'))).toBe(true);
    expect(isStoreDiscountRunning(rule, at('2026-11-21', '16:01'))).toBe(false);
    expect(isStoreDiscountRunning(rule, at('2027-03-02', '13:00'))).toBe(false);
    expect(isStoreDiscountRunning(null, at('2026-11-21', '13:00'))).toBe(false);
  });

  it('at order level needs min_purchase and is capped by max_discount', () => {
    expect(storeDiscountForOrder(600, 4000, rule, D)).toBe(0);
    expect(storeDiscountForOrder(900, 6000, rule, D)).toBe(900);
    expect(storeDiscountForOrder(4500, 30000, rule, D)).toBe(3000);
    expect(storeDiscountForOrder(4500, 30000, { ...rule, max_discount: 0 }, D)).toBe(4500);
  });
});

describe('price range of an item with variations', () => {
  it('spans the non-food variation prices', () => {
    const phone = { price: 2999, variations: [{ type: 'Black-128GB', price: 2999 }, { type: 'Black-256GB', price: '3399.50' }] };
    expect(itemPriceRange(phone, D)).toEqual({ min: 299900, max: 339950 });
  });

  it('adds the cheapest required food options to the minimum and the dearest allowed options to the maximum', () => {
    const burger = {
      price: 30,
      food_variations: [
        { name: 'Size', type: 'single', required: 'on', min: 1, max: 1, values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Double', optionPrice: 9 }] },
        { name: 'Extras', type: 'multi', required: 'off', min: 0, max: 2, values: [{ label: 'Cheese', optionPrice: 3 }, { label: 'Bacon', optionPrice: 5 }, { label: 'Egg', optionPrice: 4 }] },
        { name: 'Sauces', type: 'multi', required: 'on', min: 2, max: 3, values: [{ label: 'Garlic', optionPrice: 1 }, { label: 'BBQ', optionPrice: 2 }, { label: 'Hot', optionPrice: 2 }] },
      ],
    };
    expect(itemPriceRange(burger, D)).toEqual({ min: 3000 + 0 + 300, max: 3000 + 900 + 900 + 500 });
  });

  it('is the base price when there are no variations', () => {
    expect(itemPriceRange({ price: '12.5' }, D)).toEqual({ min: 1250, max: 1250 });
  });
});

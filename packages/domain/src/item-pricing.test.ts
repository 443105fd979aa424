import { describe, expect, it } from 'vitest';
import {
  isStoreDiscountRunning,
  itemLineTotal,
  itemUnitDiscount,
  unitDiscount,
  unitPriceAfterDiscount,
} from './item-pricing.ts';
import { clockSeconds } from './schedule.ts';

const D = 2;
const item = { discount: 10, discount_type: 'percent' };

describe('discount precedence for a unit price (flash sale > store discount > item discount)', () => {
  it('applies the item discount, percent or fixed amount, when nothing else runs', () => {
    expect(unitPriceAfterDiscount(5000, { item }, D)).toEqual({
      discount: { source: 'item', type: 'percent', value: 10 },
      amount: 500,
      price: 4500,
    });
    expect(unitPriceAfterDiscount(5000, { item: { discount: '7.5', discount_type: 'amount' } }, D).price).toBe(4250);
    expect(unitPriceAfterDiscount(5000, { item: { discount: 3, discount_type: 'fixed' } }, D).price).toBe(4700);
  });

  it('prefers a running store discount over the item discount', () => {
    expect(unitPriceAfterDiscount(5000, { item, storeDiscountPercent: 20 }, D)).toMatchObject({
      discount: { source: 'store' },
      price: 4000,
    });
  });

  it('prefers a flash sale over the store discount and the item discount', () => {
    const flashSale = { discount: 5, discount_type: 'amount' };
    expect(unitPriceAfterDiscount(5000, { item, storeDiscountPercent: 20, flashSale }, D)).toMatchObject({
      discount: { source: 'flash_sale', type: 'amount', value: 500 },
      price: 4500,
    });
  });

  it('lets a flash sale without discount still keep the store discount off', () => {
    expect(
      unitDiscount({ item, storeDiscountPercent: 20, flashSale: { discount: 0, discount_type: 'percent' } }, D),
    ).toBeNull();
  });

  it('never takes a unit below zero and ignores zero discounts', () => {
    expect(unitPriceAfterDiscount(300, { item: { discount: 10, discount_type: 'amount' } }, D).price).toBe(0);
    expect(unitPriceAfterDiscount(300, { item: { discount: 0, discount_type: 'percent' } }, D)).toEqual({
      discount: null,
      amount: 0,
      price: 300,
    });
  });

  it('rounds a percent once, half away from zero', () => {
    expect(unitPriceAfterDiscount(1999, { item: { discount: 15, discount_type: 'percent' } }, D).amount).toBe(300);
  });
});

describe('store discount running', () => {
  const rule = {
    discount: 15,
    start_date: '2026-11-01',
    end_date: '2027-03-01',
    start_time: '12:00:00',
    end_time: '16:00:00',
  };
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

describe('the discount of an item as the API answers it', () => {
  it('takes the flash sale fields while a flash sale runs (flash_sale = 1), ignoring store_discount', () => {
    expect(itemUnitDiscount({ discount: 25, discount_type: 'percent', store_discount: 0, flash_sale: 1 }, D)).toEqual({
      source: 'flash_sale',
      type: 'percent',
      value: 25,
    });
  });

  it('prefers a running store discount to the item discount', () => {
    expect(itemUnitDiscount({ discount: 3, discount_type: 'amount', store_discount: 15, flash_sale: 0 }, D)).toEqual({
      source: 'store',
      type: 'percent',
      value: 15,
    });
  });

  it("falls back to the item's own percent or amount", () => {
    expect(itemUnitDiscount({ discount: 3, discount_type: 'amount', store_discount: 0 }, D)).toEqual({
      source: 'item',
      type: 'amount',
      value: 300,
    });
    expect(itemUnitDiscount({ discount: 0, discount_type: 'percent', store_discount: 0 }, D)).toBeNull();
  });
});

describe('item total (spec §4: (base price + selected option prices) × quantity, less discount, plus add-ons)', () => {
  it('multiplies the unit price with options by the quantity and adds add-ons once', () => {
    // (29 + 9 + 3) × 2 = 82, plus add-ons 12 × 1 + 4 × 2 = 20
    expect(itemLineTotal({ unitPrice: 4100, quantity: 2, addOnTotal: 2000, discount: null })).toBe(10200);
  });

  it('takes a percent discount off the units, never off the add-ons', () => {
    expect(
      itemLineTotal({
        unitPrice: 4000,
        quantity: 2,
        addOnTotal: 1000,
        discount: { source: 'store', type: 'percent', value: 20 },
      }),
    ).toBe(6400 + 1000);
  });

  it('takes a fixed discount off each unit', () => {
    expect(
      itemLineTotal({
        unitPrice: 6200,
        quantity: 3,
        addOnTotal: 0,
        discount: { source: 'item', type: 'amount', value: 300 },
      }),
    ).toBe(17700);
  });
});

import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, moduleTracksStock, quantityProblem } from './quantity.ts';

describe('quantity stepper (spec §4)', () => {
  it('cannot go below 1', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });
  it('goes up only while stock exceeds the quantity', () => {
    expect(canIncrease(3, { stock: 4, tracksStock: true, maxCartQuantity: null })).toBe(true);
    expect(canIncrease(4, { stock: 4, tracksStock: true, maxCartQuantity: null })).toBe(false);
    expect(canIncrease(40, { stock: 0, tracksStock: false, maxCartQuantity: null })).toBe(true);
  });
  it('stops at maximum_cart_quantity when the item has one', () => {
    expect(canIncrease(2, { stock: 10, tracksStock: true, maxCartQuantity: 3 })).toBe(true);
    expect(canIncrease(3, { stock: 10, tracksStock: true, maxCartQuantity: 3 })).toBe(false);
  });
});

describe('quantity allowed in the cart (spec §5 add to cart)', () => {
  it('non-food: stock first, then the maximum', () => {
    expect(quantityProblem(5, { stock: 4, tracksStock: true, maxCartQuantity: 3 })).toBe('out_of_stock');
    expect(quantityProblem(4, { stock: 9, tracksStock: true, maxCartQuantity: 3 })).toBe('out_of_limits');
  });
  it('food: only the maximum', () => {
    expect(quantityProblem(50, { stock: 0, tracksStock: false, maxCartQuantity: null })).toBeNull();
    expect(quantityProblem(6, { stock: 0, tracksStock: false, maxCartQuantity: 5 })).toBe('out_of_limits');
  });
  it('quantity is a whole number of at least 1', () => {
    expect(quantityProblem(0, { stock: 9, tracksStock: true, maxCartQuantity: null })).toBe('below_minimum');
    expect(quantityProblem(1.5, { stock: 9, tracksStock: true, maxCartQuantity: null })).toBe('below_minimum');
  });
});

describe('which modules keep stock (reference §5.10)', () => {
  it('grocery, pharmacy and the shop do; food, parcel and rental do not', () => {
    expect(['grocery', 'pharmacy', 'ecommerce'].every(moduleTracksStock)).toBe(true);
    expect(['food', 'parcel', 'rental', null].some(moduleTracksStock)).toBe(false);
  });
});

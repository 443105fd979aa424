import { describe, expect, it } from 'vitest';
import { minimumOrderShortfall } from './minimum-order.ts';

const m = (n: number) => n;

describe("minimumOrderShortfall: how much is missing from the store's minimum order (issue 16, item 2)", () => {
  it('is the difference below the minimum', () => {
    expect(minimumOrderShortfall(m(3000), m(1800))).toBe(1200);
  });
  it('is 0 at or above the minimum, and without one', () => {
    expect(minimumOrderShortfall(m(3000), m(3000))).toBe(0);
    expect(minimumOrderShortfall(m(3000), m(4500))).toBe(0);
    expect(minimumOrderShortfall(m(0), m(100))).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { bestCashback, cashbackOf, cashbackOffer, type CashbackOffer } from './cashback.ts';

const percent: CashbackOffer = { id: 1, type: 'percentage', value: 10, minPurchase: 5000, maxDiscount: 2000 };
const flat: CashbackOffer = { id: 2, type: 'amount', value: 1500, minPurchase: 10000, maxDiscount: 0 };

describe('cashback (server-rules §5.5)', () => {
  it('a percent offer gives order × percent, capped by its maximum; 0 means no cap', () => {
    expect(cashbackOf(percent, 8000)).toBe(800);
    expect(cashbackOf(percent, 50000)).toBe(2000);
    expect(cashbackOf({ ...percent, maxDiscount: 0 }, 50000)).toBe(5000);
    // Rounded half away from zero in minor units.
    expect(cashbackOf({ ...percent, value: 2.5 }, 5010)).toBe(125);
  });

  it('gives nothing below the minimum purchase, and a flat offer its amount from it', () => {
    expect(cashbackOf(percent, 4999)).toBe(0);
    expect(cashbackOf(flat, 9999)).toBe(0);
    expect(cashbackOf(flat, 10000)).toBe(1500);
    expect(cashbackOf(flat, 0)).toBe(0);
  });

  it('picks the offer that gives the most; none when no offer gives anything', () => {
    expect(bestCashback([percent, flat], 12000)).toEqual({ offer: flat, amount: 1500 });
    expect(bestCashback([percent, flat], 9000)).toEqual({ offer: percent, amount: 900 });
    expect(bestCashback([percent, flat], 100)).toBeNull();
    expect(bestCashback([], 100000)).toBeNull();
  });

  it('reads an offer as the rows and cashback/list carry it: amounts in minor units, a percent as it is', () => {
    const terms = { id: 3, min_purchase: '50.000', max_discount: 30, cashback_amount: '5.000' };
    expect(cashbackOffer({ ...terms, cashback_type: 'percentage' }, 2)).toEqual({
      id: 3,
      type: 'percentage',
      value: 5,
      minPurchase: 5000,
      maxDiscount: 3000,
    });
    expect(cashbackOffer({ ...terms, cashback_type: 'amount', cashback_amount: 25 }, 3).value).toBe(25000);
  });
});

import { describe, expect, it } from 'vitest';
import { freeDeliveryProgress } from './free-delivery-progress.ts';

describe('free-delivery progress bar (spec §4)', () => {
  it('remaining is threshold minus subtotal, progress a rounded percentage', () => {
    expect(freeDeliveryProgress(12345, 20000)).toEqual({ remaining: 7655, percent: 62, reached: false });
  });
  it('is 0 remaining and 100 % once reached or passed', () => {
    expect(freeDeliveryProgress(20000, 20000)).toEqual({ remaining: 0, percent: 100, reached: true });
    expect(freeDeliveryProgress(50000, 20000)).toEqual({ remaining: 0, percent: 100, reached: true });
  });
  it('clamps at 0 for an empty cart and has no bar without a threshold', () => {
    expect(freeDeliveryProgress(0, 20000)?.percent).toBe(0);
    expect(freeDeliveryProgress(5000, 0)).toBeNull();
  });
});

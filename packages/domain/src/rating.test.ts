import { describe, expect, it } from 'vitest';
import { addRating, ratingSummary } from './rating.ts';

describe('rating summary (avg = Σ stars / total, positive = 3–5 stars share)', () => {
  it("averages the star counts and reports 6amMart's [c5..c1] list", () => {
    expect(ratingSummary([1, 0, 2, 3, 4])).toEqual({
      avg_rating: 3.9,
      rating_count: 10,
      positive_rating: 90,
      ratings: [4, 3, 2, 0, 1],
    });
  });

  it('is all zeros without ratings', () => {
    expect(ratingSummary([])).toEqual({ avg_rating: 0, rating_count: 0, positive_rating: 0, ratings: [0, 0, 0, 0, 0] });
  });

  it('counts one more rating and refuses stars outside 1–5', () => {
    expect(addRating([0, 0, 0, 0, 1], 5)).toEqual([0, 0, 0, 0, 2]);
    expect(() => addRating([], 6)).toThrow(RangeError);
  });
});

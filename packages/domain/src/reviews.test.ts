import { describe, expect, it } from 'vitest';
import { ratingShares, removeRating } from './rating.ts';
import { orderReviewable, reviewsOpen } from './reviews.ts';

const delivered = { status: 'delivered' as const, deliveredAt: '2025-01-01T10:00:00Z' };

describe('reviews are open only after delivery, once per item and once for the courier', () => {
  it('refuses orders that were never delivered', () => {
    expect(orderReviewable({ status: 'picked_up', deliveredAt: null })).toBe(false);
    expect(orderReviewable({ status: 'canceled', deliveredAt: null })).toBe(false);
    expect(orderReviewable(delivered)).toBe(true);
    // A refund request comes after the delivery: the items were still received.
    expect(orderReviewable({ status: 'refunded', deliveredAt: '2025-01-01T10:00:00Z' })).toBe(true);
  });

  it('leaves out items already reviewed and a courier already rated', () => {
    const base = { ...delivered, itemIds: [1, 2, 2, 3], reviewedItemIds: [2], courierId: 7, courierReviewed: false };
    expect(reviewsOpen(base)).toEqual({ itemIds: [1, 3], courier: true });
    expect(reviewsOpen({ ...base, courierReviewed: true }).courier).toBe(false);
    expect(reviewsOpen({ ...base, courierId: null }).courier).toBe(false);
    expect(reviewsOpen({ ...base, status: 'processing', deliveredAt: null })).toEqual({ itemIds: [], courier: false });
  });
});

describe('rating breakdown', () => {
  it('takes a hidden rating back, never below zero', () => {
    expect(removeRating([0, 0, 1, 0, 2], 5)).toEqual([0, 0, 1, 0, 1]);
    expect(removeRating([0, 0, 0, 0, 0], 1)).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives each star its share of all ratings in percent', () => {
    expect(ratingShares([3, 1, 0, 0, 0])).toEqual([75, 25, 0, 0, 0]);
    expect(ratingShares([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
  });
});

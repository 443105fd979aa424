/**
 * Who may review what (issue 19, reference §3.5/§3.6): only the order's
 * owner, only once the order was delivered (it may have been refunded
 * since), each item of the order once, and the courier who delivered it
 * once. The API decides with these rules; the order page uses them to
 * offer the review form.
 */
import type { OrderStatus } from './orders/status.ts';

export const REVIEW_MESSAGES = {
  submitted: 'Review submitted successfully.',
  notDelivered: 'You can review an order once it is delivered.',
  alreadyReviewed: 'You already submitted a review for this item.',
  courierAlreadyReviewed: 'You already reviewed the delivery man of this order.',
  itemNotInOrder: 'This item is not part of this order.',
  courierNotOfOrder: 'This delivery man did not deliver this order.',
  ratingRange: 'The rating must be between 1 and 5.',
  commentTooLong: 'The comment may have at most 1000 characters.',
  courierNotFound: 'Delivery man not found.',
  reviewNotFound: 'Review not found.',
} as const;

/** Longest review comment accepted. */
export const REVIEW_COMMENT_MAX = 1000;

/** Statuses of an order that was handed to its customer (a refund may follow a delivery). */
const DELIVERED_STATUSES: readonly OrderStatus[] = [
  'delivered',
  'refund_requested',
  'refunded',
  'refund_request_canceled',
];

/** Rule: the order reached the customer, so its items and courier may be reviewed. */
export function orderReviewable(order: { status: OrderStatus; deliveredAt: unknown }): boolean {
  return DELIVERED_STATUSES.includes(order.status) && order.deliveredAt !== null && order.deliveredAt !== undefined;
}

export interface ReviewState {
  status: OrderStatus;
  deliveredAt: unknown;
  /** Item ids of the order's lines. */
  itemIds: readonly number[];
  /** Item ids already reviewed on this order. */
  reviewedItemIds: readonly number[];
  courierId: number | null;
  courierReviewed: boolean;
}

/** What of the order is still open to review: the items not yet rated, and the courier if not yet rated. */
export function reviewsOpen(state: ReviewState): { itemIds: number[]; courier: boolean } {
  if (!orderReviewable(state)) return { itemIds: [], courier: false };
  const done = new Set(state.reviewedItemIds);
  return {
    itemIds: [...new Set(state.itemIds)].filter((id) => !done.has(id)),
    courier: state.courierId !== null && !state.courierReviewed,
  };
}

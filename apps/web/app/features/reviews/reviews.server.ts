/**
 * Reading reviews for the item page (GET items/reviews/{id}: a page with
 * its total) and the store page (GET stores/reviews: a plain list; its total
 * is the store's rating count, since every counted rating is a review).
 */
import type { WireReview } from '@souq/api/answers';
import { localMoment } from '@souq/domain';
import type { Api } from '../../lib/api.server.ts';
import { loadShopConfig } from '../../lib/config.server.ts';
import { REVIEW_PAGE_SIZE } from './review-params.ts';
import type { ReviewPage, ReviewView } from './types.ts';

function toReview(review: WireReview, timezone: string): ReviewView {
  const created = new Date(review.created_at);
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment?.trim() || null,
    date: Number.isNaN(created.getTime()) ? '' : localMoment(created, timezone).date,
    customerName: review.customer_name,
    itemName: review.item_name,
    images: (review.attachment_full_url ?? []).filter((url): url is string => Boolean(url)),
  };
}

async function timezoneOf(api: Api): Promise<string> {
  return (await loadShopConfig(api)).timezone || 'UTC';
}

export async function loadItemReviews(api: Api, itemId: number, page: number): Promise<ReviewPage> {
  const [answer, timezone] = await Promise.all([
    api.get(`/items/reviews/${itemId}`, {
      limit: REVIEW_PAGE_SIZE,
      offset: page,
    }),
    timezoneOf(api),
  ]);
  return {
    page,
    pageSize: REVIEW_PAGE_SIZE,
    total: answer.total_size,
    reviews: answer.reviews.map((r) => toReview(r, timezone)),
  };
}

export async function loadStoreReviews(api: Api, storeId: number, total: number, page: number): Promise<ReviewPage> {
  const [answer, timezone] = await Promise.all([
    api.get('/stores/reviews', { store_id: storeId, limit: REVIEW_PAGE_SIZE, offset: page }),
    timezoneOf(api),
  ]);
  return { page, pageSize: REVIEW_PAGE_SIZE, total, reviews: answer.map((r) => toReview(r, timezone)) };
}

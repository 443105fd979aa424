/**
 * Reviews after delivery (reference §3.5 items/reviews/submit, §3.6
 * delivery-man reviews, §5.8 ratings): the order's owner rates each item of
 * a delivered order once and the courier who delivered it once. A review
 * and the new star counts of the item and its store (or of the courier) are
 * written in one transaction on the locked order; the averages come from
 * the domain's ratingSummary. The review reminder points a customer at
 * their latest delivered order with something left to review, once.
 */
import type { Database, Queryable } from '@souq/db';
import { orderReviewable, REVIEW_MESSAGES as M, reviewsOpen, type ReviewState } from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { publicUploads, removeImages, saveImages, type CheckedImage } from '../../http/uploads.ts';
import type { AppUrls } from '../../lib/urls.ts';
import { selectPeople } from '../auth/index.ts';
import { countItemRating, countStoreRating, selectItemStore, type CatalogService } from '../catalog/index.ts';
import { countCourierRating, formatCourier, selectActiveCourier } from '../couriers/index.ts';
import {
  cancelReviewReminder,
  findOwnedOrder,
  LIFECYCLE_MESSAGES,
  selectOrderItemIds,
  type OrderRow,
} from '../orders/index.ts';
import './messages.ts';

/** Pictures of item reviews are public, like the reviews shown on item pages. */
export const REVIEW_BUCKET = 'review';
/** Delivered orders older than this are not suggested by the review reminder. */
const REMINDER_DAYS = 7;

export interface ItemReviewInput {
  itemId: number;
  orderId: number;
  rating: number;
  comment: string | null;
  images: CheckedImage[];
}

export interface CourierReviewInput {
  deliveryManId: number;
  orderId: number;
  rating: number;
  comment: string | null;
}

async function reviewState(db: Queryable, order: OrderRow): Promise<ReviewState> {
  const itemIds = await selectOrderItemIds(db, order.id);
  const [row] = await db.query<{ reviewed: number[]; courier_reviewed: boolean }>(
    `select coalesce((select array_agg(r.item_id) from reviews r where r.order_id = $1), '{}') as reviewed,
            exists (select 1 from delivery_man_reviews x where x.order_id = $1) as courier_reviewed`,
    [order.id],
  );
  return {
    status: order.order_status,
    deliveredAt: order.delivered,
    itemIds,
    reviewedItemIds: row.reviewed,
    courierId: order.delivery_man_id,
    courierReviewed: row.courier_reviewed,
  };
}

export function createReviewService(db: Database, catalog: CatalogService, urls: AppUrls, dataDir: string) {
  /** The customer's order (another owner's is a 404) and what of it was reviewed. */
  async function ownedOrder(tx: Queryable, userId: number, orderId: number, lock = false) {
    const owner: Owner = { kind: 'customer', userId };
    const order = await findOwnedOrder(tx, orderId, owner, lock);
    if (!order) throw notFound('order_id', LIFECYCLE_MESSAGES.orderNotFound);
    return { order, state: await reviewState(tx, order) };
  }

  function assertItemOpen(state: ReviewState, itemId: number) {
    if (!orderReviewable(state)) throw new AppError(403, 'order_id', M.notDelivered);
    if (!state.itemIds.includes(itemId)) throw notFound('item_id', M.itemNotInOrder);
    if (!reviewsOpen(state).itemIds.includes(itemId)) throw conflict('item_id', M.alreadyReviewed);
  }

  function assertCourierOpen(state: ReviewState, deliveryManId: number) {
    if (!orderReviewable(state)) throw new AppError(403, 'order_id', M.notDelivered);
    if (state.courierId !== deliveryManId) throw notFound('delivery_man_id', M.courierNotOfOrder);
    if (!reviewsOpen(state).courier) throw conflict('delivery_man_id', M.courierAlreadyReviewed);
  }

  return {
    async submitItemReview(userId: number, input: ItemReviewInput): Promise<void> {
      // Checked before the pictures are written, so a refused review leaves no files behind.
      assertItemOpen((await ownedOrder(db, userId, input.orderId)).state, input.itemId);
      const files = await saveImages(publicUploads(dataDir, REVIEW_BUCKET), input.images);
      try {
        await db.transaction(async (tx) => {
          const { order, state } = await ownedOrder(tx, userId, input.orderId, true);
          assertItemOpen(state, input.itemId);
          const storeId = await selectItemStore(tx, input.itemId);
          if (storeId === undefined) throw notFound('item_id', M.itemNotInOrder);
          await tx.query(
            `insert into reviews (item_id, store_id, module_id, user_id, order_id, rating, comment, attachment)
             values ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              input.itemId,
              storeId,
              order.module_id,
              userId,
              order.id,
              input.rating,
              input.comment,
              JSON.stringify(files),
            ],
          );
          await countItemRating(tx, input.itemId, input.rating, 'add');
          await countStoreRating(tx, storeId, input.rating, 'add');
        });
      } catch (error) {
        await removeImages(publicUploads(dataDir, REVIEW_BUCKET), files);
        throw error;
      }
      catalog.invalidate();
    },

    async submitCourierReview(userId: number, input: CourierReviewInput): Promise<void> {
      await db.transaction(async (tx) => {
        const { order, state } = await ownedOrder(tx, userId, input.orderId, true);
        assertCourierOpen(state, input.deliveryManId);
        await tx.query(
          `insert into delivery_man_reviews (delivery_man_id, user_id, order_id, rating, comment) values ($1, $2, $3, $4, $5)`,
          [input.deliveryManId, userId, order.id, input.rating, input.comment],
        );
        await countCourierRating(tx, input.deliveryManId, input.rating, 'add');
      });
    },

    /** A courier's visible reviews, newest first, with the customer who wrote each (6amMart answers a plain list). */
    async courierReviews(deliveryManId: number, limit: number, offset: number, locale: string) {
      const courier = await selectActiveCourier(db, deliveryManId);
      if (!courier) throw notFound('delivery_man_id', M.courierNotFound);
      const rows = await db.query<{
        id: number;
        delivery_man_id: number;
        user_id: number | null;
        order_id: number;
        rating: number;
        comment: string | null;
        attachment: string[];
        created_at: Date;
        updated_at: Date;
      }>(
        `select r.* from delivery_man_reviews r
          where r.delivery_man_id = $1 and r.status
          order by r.created_at desc, r.id desc limit $2 offset $3`,
        [deliveryManId, limit, (offset - 1) * limit],
      );
      const deliveryMan = formatCourier(courier, locale, urls);
      // The reviewers are the auth module's people, read once for the page.
      const people = await selectPeople(db, [...new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))]);
      return rows.map((r) => ({
        id: r.id,
        delivery_man_id: r.delivery_man_id,
        user_id: r.user_id,
        order_id: r.order_id,
        rating: r.rating,
        comment: r.comment,
        attachment: r.attachment,
        created_at: r.created_at,
        updated_at: r.updated_at,
        customer: r.user_id
          ? {
              id: r.user_id,
              f_name: people.get(r.user_id)?.f_name ?? null,
              l_name: people.get(r.user_id)?.l_name ?? null,
              image: people.get(r.user_id)?.image ?? null,
              image_full_url: urls.storage('profile', people.get(r.user_id)?.image ?? null),
            }
          : null,
        delivery_man: deliveryMan,
      }));
    },

    /** A courier's average rating (6amMart answers the bare number). */
    async courierRating(deliveryManId: number): Promise<number> {
      const row = await selectActiveCourier(db, deliveryManId);
      if (!row) throw notFound('delivery_man_id', M.courierNotFound);
      return Number(row.avg_rating);
    },

    /**
     * review-reminder: the customer's latest order delivered in the last
     * days with an item or the courier still to review, not yet suggested;
     * it is marked, so the reminder opens once.
     */
    async reminder(userId: number): Promise<number | null> {
      const [row] = await db.query<{ id: number }>(
        `update orders set review_reminded_at = now()
          where id = (
            select o.id from orders o
             where o.user_id = $1 and o.delivered is not null and o.review_reminded_at is null
               and o.order_status in ('delivered', 'refund_requested', 'refunded', 'refund_request_canceled')
               and o.delivered > now() - make_interval(days => $2)
               and (exists (select 1 from order_details d
                             where d.order_id = o.id and d.item_id is not null
                               and not exists (select 1 from reviews r where r.order_id = o.id and r.item_id = d.item_id))
                    or (o.delivery_man_id is not null
                        and not exists (select 1 from delivery_man_reviews x where x.order_id = o.id)))
             order by o.delivered desc limit 1
             for update skip locked)
            and review_reminded_at is null
          returning id`,
        [userId, REMINDER_DAYS],
      );
      return row ? Number(row.id) : null;
    },

    /** review-reminder-cancel: the customer does not want to be asked about this order. */
    async cancelReminder(userId: number, orderId: number): Promise<void> {
      if (!(await cancelReviewReminder(db, orderId, userId)))
        throw notFound('order_id', LIFECYCLE_MESSAGES.orderNotFound);
    },

    /**
     * The operator hides (or shows again) a review: hidden reviews stay on
     * record but leave the lists and the star counts.
     */
    async setVisible(kind: 'item' | 'delivery_man', reviewId: number, visible: boolean): Promise<void> {
      const table = kind === 'item' ? 'reviews' : 'delivery_man_reviews';
      await db.transaction(async (tx) => {
        const [review] = await tx.query<{
          rating: number;
          status: boolean;
          item_id?: number;
          store_id?: number;
          delivery_man_id?: number;
        }>(`select * from ${table} where id = $1 for update`, [reviewId]);
        if (!review) throw notFound('review_id', M.reviewNotFound);
        if (review.status === visible) return;
        await tx.query(`update ${table} set status = $2, updated_at = now() where id = $1`, [reviewId, visible]);
        const change = visible ? 'add' : 'remove';
        if (kind === 'item') {
          await countItemRating(tx, review.item_id!, review.rating, change);
          await countStoreRating(tx, review.store_id!, review.rating, change);
        } else {
          await countCourierRating(tx, review.delivery_man_id!, review.rating, change);
        }
      });
      if (kind === 'item') catalog.invalidate();
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;

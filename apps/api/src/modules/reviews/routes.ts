/**
 * Review routes (signed-in customers):
 *   POST items/reviews/submit            {item_id, order_id, rating, comment?, attachment[]?} (JSON or multipart)
 *   POST delivery-man/reviews/submit     {delivery_man_id, order_id, rating, comment?}
 *   GET  delivery-man/reviews/{id}       the courier's reviews, newest first (a plain list, as 6amMart answers)
 *   GET  delivery-man/reviews/rating/{id} the courier's average rating (a bare number)
 *   GET  customer/review-reminder        {order_id}: a delivered order to review, once (null when none)
 *   GET  customer/review-reminder-cancel ?order_id= — do not ask about this order
 * moduleId is optional here (reference §2).
 */
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES as M } from '@souq/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { num } from '../../http/schemas.ts';
import type { MessageJson } from '../../http/reply.ts';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { acceptImageUploads, checkImages, imagesOf } from '../../http/uploads.ts';
import { validate } from '../../http/validate.ts';
import { blank, id, idParam, page } from '../catalog/index.ts';

const tags = ['reviews'];
const messageDoc = z.object({ message: z.string() });

const rating = num(z.number({ error: M.ratingRange }).int(M.ratingRange).min(1, M.ratingRange).max(5, M.ratingRange));
const comment = z.preprocess(blank, z.string().trim().max(REVIEW_COMMENT_MAX, M.commentTooLong).optional());

export const itemReviewBody = z.object({ item_id: id, order_id: id, rating, comment });
export const courierReviewBody = z.object({ delivery_man_id: id, order_id: id, rating, comment });

export const reviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptImageUploads(app);
    const reviews = ctx.reviews;

    app.post(
      '/items/reviews/submit',
      {
        schema: {
          tags,
          summary: 'Rate an item of a delivered order (its owner, once per item and order)',
          description:
            'JSON or multipart: item_id, order_id, rating (1–5), comment, attachment[] (at most 3 JPG/PNG/GIF, 2 MB each). ' +
            "The item's and its store's ratings are recomputed. 403 before delivery, 409 when already reviewed, 404 for another customer's order.",
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: messageDoc },
        },
      },
      async (request): Promise<MessageJson> => {
        const session = await requireCustomer(request);
        const body = validate(itemReviewBody, request.body);
        await reviews.submitItemReview(session.userId, {
          itemId: body.item_id,
          orderId: body.order_id,
          rating: body.rating,
          comment: body.comment || null,
          images: checkImages(imagesOf(request.body, 'attachment'), 'attachment'),
        });
        return { message: ctx.t(request, M.submitted) };
      },
    );

    app.post(
      '/delivery-man/reviews/submit',
      {
        schema: {
          tags,
          summary: 'Rate the courier who delivered an order (its owner, once per order)',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: messageDoc },
        },
      },
      async (request): Promise<MessageJson> => {
        const session = await requireCustomer(request);
        const body = validate(courierReviewBody, request.body);
        await reviews.submitCourierReview(session.userId, {
          deliveryManId: body.delivery_man_id,
          orderId: body.order_id,
          rating: body.rating,
          comment: body.comment || null,
        });
        return { message: ctx.t(request, M.submitted) };
      },
    );

    app.get(
      '/delivery-man/reviews/rating/:id',
      { schema: { tags, summary: "A courier's average rating", params: idParam } },
      async (request) => {
        await requireCustomer(request);
        return reviews.courierRating(request.params.id);
      },
    );

    app.get(
      '/delivery-man/reviews/:id',
      {
        schema: {
          tags,
          summary: "A courier's reviews, newest first, each with its customer",
          params: idParam,
          querystring: z.object(page(25)),
        },
      },
      async (request) => {
        await requireCustomer(request);
        const { limit, offset } = request.query;
        return reviews.courierReviews(request.params.id, limit, offset, request.ctx.locale);
      },
    );

    app.get(
      '/customer/review-reminder',
      {
        schema: {
          tags,
          summary: 'The latest delivered order with something left to review, suggested once',
          response: { 200: z.object({ order_id: z.number().nullable() }) },
        },
      },
      async (request): Promise<ReviewReminderJson> => ({
        order_id: await reviews.reminder((await requireCustomer(request)).userId),
      }),
    );

    app.get(
      '/customer/review-reminder-cancel',
      {
        schema: {
          tags,
          summary: 'Do not suggest reviewing this order',
          querystring: z.object({ order_id: id }),
          response: { 200: messageDoc },
        },
      },
      async (request): Promise<MessageJson> => {
        await reviews.cancelReminder((await requireCustomer(request)).userId, request.query.order_id);
        return { message: ctx.t(request, 'Review reminder dismissed.') };
      },
    );
  };

/** customer/review-reminder: the order to suggest reviewing, or null. */
export interface ReviewReminderJson {
  order_id: number | null;
}

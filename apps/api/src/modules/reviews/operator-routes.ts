/**
 * The operator's side of reviews (OPERATOR_TOKEN; absent without it):
 *   GET /operator/reviews?kind=item|delivery_man&visible=1|0&limit&offset   latest first, hidden ones too
 *   PUT /operator/reviews/{kind}/{id}  {visible}                            hide an abusive review, or show it again
 * Hiding takes the review's star out of its item's, store's or courier's
 * counts in the same transaction (service.setVisible); showing puts it back.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { addArabicMessages } from '../../http/messages.ts';
import { requireOperatorToken } from '../../http/operator.ts';
import { blank, id, page } from '../catalog/index.ts';

const tags = ['operator'];
const KINDS = ['item', 'delivery_man'] as const;
export const REVIEW_OPERATOR_MESSAGES = {
  hidden: 'The review is hidden.',
  shown: 'The review is visible again.',
  kind: 'The kind must be item or delivery_man.',
} as const;
addArabicMessages({
  [REVIEW_OPERATOR_MESSAGES.hidden]: 'تم إخفاء التقييم.',
  [REVIEW_OPERATOR_MESSAGES.shown]: 'أصبح التقييم ظاهرًا من جديد.',
  [REVIEW_OPERATOR_MESSAGES.kind]: 'يجب أن يكون النوع item أو delivery_man.',
});

const kind = z.enum(KINDS, { error: REVIEW_OPERATOR_MESSAGES.kind });
const flag = z.preprocess(
  (value) =>
    value === '1' || value === 1 || value === true
      ? true
      : value === '0' || value === 0 || value === false
        ? false
        : value,
  z.boolean(),
);

interface ReviewRow {
  id: number;
  rating: number;
  comment: string | null;
  status: boolean;
  order_id: number;
  created_at: Date;
  customer_name: string | null;
  subject_id: number;
  subject_name: string | null;
  total: number;
}

export const reviewOperatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const token = ctx.env.OPERATOR_TOKEN;
    if (!token) return;
    requireOperatorToken(app, token);

    app.get(
      '/operator/reviews',
      {
        schema: {
          tags,
          summary: 'Reviews of items or couriers, latest first, hidden ones included (operator token)',
          querystring: z.object({
            ...page(20),
            kind: z.preprocess(blank, kind.default('item')),
            visible: z.preprocess(blank, flag.optional()),
          }),
        },
      },
      async (request) => {
        const { limit, offset, visible } = request.query;
        const item = request.query.kind === 'item';
        // Both tables are named here, never from the client's text.
        const rows = await ctx.db.query<ReviewRow>(
          item
            ? `select r.id, r.rating, r.comment, r.status, r.order_id, r.created_at,
                      nullif(trim(concat(u.f_name, ' ', u.l_name)), '') as customer_name,
                      r.item_id as subject_id, i.name as subject_name, count(*) over () as total
                 from reviews r left join users u on u.id = r.user_id left join items i on i.id = r.item_id
                where ($3::boolean is null or r.status = $3) order by r.id desc limit $1 offset $2`
            : `select r.id, r.rating, r.comment, r.status, r.order_id, r.created_at,
                      nullif(trim(concat(u.f_name, ' ', u.l_name)), '') as customer_name,
                      r.delivery_man_id as subject_id, trim(concat(d.f_name, ' ', d.l_name)) as subject_name,
                      count(*) over () as total
                 from delivery_man_reviews r left join users u on u.id = r.user_id
                 left join delivery_men d on d.id = r.delivery_man_id
                where ($3::boolean is null or r.status = $3) order by r.id desc limit $1 offset $2`,
          [limit, (offset - 1) * limit, visible ?? null],
        );
        return {
          total_size: Number(rows[0]?.total ?? 0),
          limit,
          offset,
          reviews: rows.map(({ total: _total, status, ...row }) => ({
            ...row,
            kind: request.query.kind,
            visible: status,
          })),
        };
      },
    );

    app.put(
      '/operator/reviews/:kind/:id',
      {
        schema: {
          tags,
          summary: 'Hide a review (or show it again); its star leaves (or rejoins) the counts (operator token)',
          params: z.object({ kind, id }),
          body: z.object({ visible: flag }),
        },
      },
      async (request) => {
        await ctx.reviews.setVisible(request.params.kind, request.params.id, request.body.visible);
        return {
          message: ctx.t(
            request,
            request.body.visible ? REVIEW_OPERATOR_MESSAGES.shown : REVIEW_OPERATOR_MESSAGES.hidden,
          ),
        };
      },
    );
  };

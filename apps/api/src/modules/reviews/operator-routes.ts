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
import { selectPeople } from '../auth/index.ts';
import { blank, id, page, selectItemLabels, type PageJson } from '../catalog/index.ts';
import { selectCouriers, type CourierRow } from '../couriers/index.ts';
import type { MessageJson } from '../../http/reply.ts';

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
  user_id: number | null;
  subject_id: number;
  total: number;
}

/** operator/reviews: a page of reviews of items or couriers, latest first, hidden ones included. */
export interface OperatorReviewsJson extends PageJson {
  reviews: (Pick<ReviewRow, 'id' | 'rating' | 'comment' | 'order_id' | 'created_at' | 'subject_id'> & {
    customer_name: string | null;
    subject_name: string | null;
    kind: (typeof KINDS)[number];
    visible: boolean;
  })[];
}

/** "First Last" trimmed, null when both are empty (as SQL's nullif(trim(concat(…)), '') read it). */
const fullName = (p: { f_name: string | null; l_name: string | null } | undefined) =>
  p ? `${p.f_name ?? ''} ${p.l_name ?? ''}`.trim() || null : null;

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
      async (request): Promise<OperatorReviewsJson> => {
        const { limit, offset, visible } = request.query;
        const item = request.query.kind === 'item';
        // Both tables are named here, never from the client's text.
        const rows = await ctx.db.query<ReviewRow>(
          `select r.id, r.rating, r.comment, r.status, r.order_id, r.created_at, r.user_id,
                  r.${item ? 'item_id' : 'delivery_man_id'} as subject_id, count(*) over () as total
             from ${item ? 'reviews' : 'delivery_man_reviews'} r
            where ($3::boolean is null or r.status = $3) order by r.id desc limit $1 offset $2`,
          [limit, (offset - 1) * limit, visible ?? null],
        );
        // The page's reviewers (the auth module's) and subjects (the catalog's items or the couriers), once each.
        const subjectIds = [...new Set(rows.map((r) => r.subject_id))];
        const [people, items, couriers] = await Promise.all([
          selectPeople(ctx.db, [...new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])))]),
          item ? selectItemLabels(ctx.db, subjectIds) : new Map<number, { name: string }>(),
          item ? new Map<number, CourierRow>() : selectCouriers(ctx.db, subjectIds),
        ]);
        const subjectName = (id: number) => {
          if (item) return items.get(id)?.name ?? null;
          const courier = couriers.get(id);
          return courier ? `${courier.f_name ?? ''} ${courier.l_name ?? ''}`.trim() : '';
        };
        return {
          total_size: Number(rows[0]?.total ?? 0),
          limit,
          offset,
          reviews: rows.map(({ total: _total, status, user_id, ...row }) => ({
            id: row.id,
            rating: row.rating,
            comment: row.comment,
            order_id: row.order_id,
            created_at: row.created_at,
            customer_name: fullName(user_id === null ? undefined : people.get(user_id)),
            subject_id: row.subject_id,
            subject_name: subjectName(row.subject_id),
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
      async (request): Promise<MessageJson> => {
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

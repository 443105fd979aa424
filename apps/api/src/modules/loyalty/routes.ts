/** customer/loyalty-point/*: the points ledger and converting points into wallet money. Customers only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { limit, offset, num } from '../../http/schemas.ts';
import { LOYALTY_MESSAGES } from './messages.ts';
import type { MessageJson } from '../../http/reply.ts';

const tags = ['loyalty'];

export const loyaltyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customer/loyalty-point/transactions',
      {
        schema: {
          tags,
          summary: 'Loyalty point transactions, newest first (order_place credits, point_to_wallet debits)',
          querystring: z.looseObject({ limit, offset }),
        },
      },
      async (request) => {
        const session = await requireCustomer(request);
        return ctx.loyalty.transactions(session.userId, request.query.limit, request.query.offset);
      },
    );

    app.post(
      '/customer/loyalty-point/point-transfer',
      {
        schema: {
          tags,
          summary:
            'Convert points into wallet money: floor(point / loyalty_point_exchange_rate), at least loyalty_point_minimum_point points',
          body: z.looseObject({
            point: num(
              z
                .number({ error: LOYALTY_MESSAGES.pointRequired })
                .int(LOYALTY_MESSAGES.pointRequired)
                .positive(LOYALTY_MESSAGES.pointRequired)
                .max(1_000_000_000, LOYALTY_MESSAGES.notEnough),
            ),
          }),
        },
      },
      async (request): Promise<MessageJson> => {
        const session = await requireCustomer(request);
        const answer = await ctx.loyalty.transfer(session.userId, request.body.point);
        return { message: ctx.t(request, answer.message) };
      },
    );
  };

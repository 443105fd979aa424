/**
 * cashback/*: the offers a signed-in customer may use today, and what the
 * best of them gives on an amount (clients show it at checkout). The credit
 * itself happens when an order is delivered (orders/lifecycle.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { num } from '../../http/schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { CASHBACK_MESSAGES } from './messages.ts';
import { MAX_ORDER_AMOUNT } from './service.ts';

const tags = ['cashback'];

export const cashbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cashback/list',
      { schema: { tags, summary: 'Cashback offers running today that the customer may still use' } },
      async (request): Promise<CashbackListJson> => {
        const session = await requireCustomer(request);
        return ctx.cashback.list(session.userId, request.ctx.locale);
      },
    );

    app.get(
      '/cashback/getCashback',
      {
        schema: {
          tags,
          summary: 'What the best offer gives on `amount`: {calculated_amount, cashback_amount, cashback_type, …}',
          querystring: z.looseObject({
            amount: num(
              z
                .number({ error: CASHBACK_MESSAGES.amount })
                .min(0, CASHBACK_MESSAGES.amount)
                .max(MAX_ORDER_AMOUNT, CASHBACK_MESSAGES.amount),
            ),
          }),
        },
      },
      async (request) => {
        const session = await requireCustomer(request);
        return ctx.cashback.preview(session.userId, request.query.amount);
      },
    );
  };

/** cashback/list: the running offers the customer may still use. */
export type CashbackListJson = Awaited<ReturnType<AppContext['cashback']['list']>>;

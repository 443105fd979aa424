/**
 * customer/wallet/*: the ledger, the running top-up bonuses, and adding funds
 * (a link to the built-in payment page). Customers only; the wallet setting
 * must be on.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { limit, offset, num } from '../../http/schemas.ts';
import { WALLET_MESSAGES } from './messages.ts';

const tags = ['wallet'];

export const walletRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const transactions = {
      schema: {
        tags,
        summary: 'Wallet transactions, newest first (type: all, order, add_fund, loyalty_point, referrer, CashBack)',
        querystring: z.looseObject({ limit, offset, type: z.string().optional() }),
      },
    };
    const list = async (
      request: { query: { limit: number; offset: number; type?: string } } & Parameters<typeof requireCustomer>[0],
    ) => {
      const session = await requireCustomer(request);
      return ctx.wallet.transactions(session.userId, request.query.type, request.query.limit, request.query.offset);
    };
    app.get('/customer/wallet/transactions', transactions, list);
    app.get(
      '/customer/wallet/list',
      { schema: { ...transactions.schema, summary: `${transactions.schema.summary} (alias)` } },
      list,
    );

    app.get(
      '/customer/wallet/bonuses',
      { schema: { tags, summary: 'Running wallet top-up bonuses' } },
      async (request) => {
        await requireCustomer(request);
        return ctx.wallet.bonuses(request.ctx.locale);
      },
    );

    app.post(
      '/customer/wallet/add-fund',
      {
        schema: {
          tags,
          summary: 'Start a wallet top-up: answers {redirect_link} to the payment page',
          body: z.looseObject({
            amount: num(z.number({ error: WALLET_MESSAGES.amountRequired }).positive(WALLET_MESSAGES.amountRequired)),
            payment_method: z
              .string({ error: WALLET_MESSAGES.methodRequired })
              .trim()
              .min(1, WALLET_MESSAGES.methodRequired)
              .max(50),
            callback: z.string().max(2000).optional().nullable(),
            payment_platform: z.string().optional().nullable(),
          }),
        },
      },
      async (request): Promise<TopUpJson> => {
        const session = await requireCustomer(request);
        const { amount, payment_method, callback } = request.body;
        return ctx.payments.startTopUp(session.userId, amount, payment_method, callback ?? null);
      },
    );
  };

/** customer/wallet/add-fund: the payment page of the top-up. */
export type TopUpJson = Awaited<ReturnType<AppContext['payments']['startTopUp']>>;

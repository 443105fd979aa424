/**
 * The built-in payment page (outside /api: browsers are sent there) and the
 * order payment routes under /api/v1 (offline payment proofs, Pay now's link).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeLanguage, type LanguageCode } from '@souq/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireOwner } from '../../http/auth.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enforceFailureLimits, enforceLimits, LIMIT_RULES } from '../auth/index.ts';
import { orderQuery } from '../orders/index.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import type { PaymentOutcome } from './service.ts';
import type { MessageJson } from '../../http/reply.ts';

/** The page is plain HTML with its own <style>: nothing else may load or run, and only we may frame it. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'self'";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What older clients put in the page's address: each field once (a repeated one is a list, never read as text). */
const pageQuery = z.looseObject(
  Object.fromEntries(
    [
      'order_id',
      'customer_id',
      'payment_id',
      'payment_method',
      'payment_platform',
      'callback',
      'signature',
      'lang',
    ].map((name) => [name, z.string().optional()]),
  ),
);

/** The page's language: ?lang=, else the browser's first Accept-Language. */
function pageLocale(request: FastifyRequest): LanguageCode {
  const query = request.query as Record<string, unknown>;
  const lang =
    typeof query.lang === 'string' ? query.lang : String(request.headers['accept-language'] ?? '').split(/[,;-]/)[0];
  return normalizeLanguage(lang);
}

export const paymentPageRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // The page's buttons post a plain HTML form.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get('/payment-mobile', { schema: { hide: true, querystring: pageQuery } }, async (request, reply) => {
      const q = request.query as Record<string, string | undefined>;
      const locale = pageLocale(request);
      let html: string;
      if (q.payment_id) {
        if (!UUID.test(q.payment_id)) throw notFound('payment_id', PAYMENT_MESSAGES.notFound);
        html = await ctx.payments.requestPage(q.payment_id, locale);
      } else {
        // Plain decimal digits only (issue 13, item 19): "0x186A1" is not order 100001.
        const orderId = /^\d{1,15}$/.test(q.order_id ?? '') ? Number(q.order_id) : 0;
        if (orderId <= 0 || !q.customer_id) throw notFound('order_id', PAYMENT_MESSAGES.orderNotFound);
        const customerId = q.customer_id.slice(0, 100);
        const page = (proven: boolean) =>
          ctx.payments.orderPage(
            {
              orderId,
              customerId,
              paymentMethod: (q.payment_method || 'souq_pay').slice(0, 50),
              platform: (q.payment_platform || 'web').slice(0, 20),
              callback: q.callback?.slice(0, 2000) ?? null,
              proven,
            },
            locale,
          );
        if (await ctx.payments.signedFor(orderId, customerId, q.signature)) html = await page(true);
        else {
          // Older clients build this address from the order's and customer's ids (the reference), so
          // it carries no secret: how often one address may try, and how many wrong customer ids one
          // order takes (issue 13, item 6), keep pairs from being guessed. A guest's id is unguessable.
          await enforceLimits(ctx.rateLimiter, [[LIMIT_RULES.paymentPagePerIp, request.ip]]);
          const attempt = await enforceFailureLimits(ctx.rateLimiter, [
            [LIMIT_RULES.paymentPageWrongPerOrder, String(orderId)],
          ]);
          try {
            html = await page(UUID.test(customerId));
          } catch (error) {
            // Only a pair that finds no order counts; a right one (even of an order paid already) does not.
            if (!(error instanceof AppError && error.status === 404)) await attempt.succeeded();
            throw error;
          }
          await attempt.succeeded();
        }
      }
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(html);
    });

    app.post('/payment-mobile/:id', { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const action = String((request.body as Record<string, unknown> | undefined)?.action ?? '');
      if (!UUID.test(id) || !['pay', 'fail', 'cancel'].includes(action))
        throw notFound('payment_id', PAYMENT_MESSAGES.notFound);
      const result = await ctx.payments.complete(id, action as PaymentOutcome, pageLocale(request));
      if ('redirect' in result) return reply.redirect(result.redirect, 303);
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(result.html);
    });
  };

export const offlinePaymentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];
    app.get(
      '/offline_payment_method_list',
      { schema: { tags, summary: 'Active offline payment methods with their fields' } },
      async (request) => ctx.offlinePayments.methods(request.ctx.locale),
    );

    const submit = {
      schema: {
        tags,
        summary: "The customer's proof of an offline payment: method_id and the method's inputs",
        body: z.looseObject({
          order_id: z.unknown(),
          method_id: z.unknown(),
          customer_note: z.string().max(1000).optional().nullable(),
        }),
      },
    };
    const handler = async (request: FastifyRequest): Promise<MessageJson> => {
      const owner = await requireOwner(request);
      const answer = await ctx.offlinePayments.submit(owner, request.body as Record<string, unknown>);
      return { message: ctx.t(request, answer.message) };
    };
    app.get(
      '/customer/order/payment-link',
      {
        schema: {
          tags,
          summary:
            "Ours: a fresh signed link to the payment page for the owner's order still waiting for its digital payment",
          description:
            '"Pay now" on the order page (issue 20). {redirect_link}; 404 for an order of someone else or not paid digitally, 422 when nothing is left to pay online.',
          querystring: orderQuery,
        },
      },
      async (request): Promise<PaymentLinkJson> => {
        const owner = await requireOwner(request, request.query.guest_id);
        return ctx.payments.ownerPaymentLink(owner, request.query.order_id);
      },
    );

    app.put('/customer/order/offline-payment', submit, handler);
    app.post('/customer/order/offline-payment', submit, handler);
    app.put('/customer/order/offline-payment-update', submit, handler);
    app.post('/customer/order/offline-payment-update', submit, handler);
  };

/** customer/order/payment-link: a fresh signed link to the payment page. */
export type PaymentLinkJson = Awaited<ReturnType<AppContext['payments']['ownerPaymentLink']>>;

/**
 * coupon/list and coupon/apply (reference §5.7). Both work for customers and
 * guests; the list needs no module (all modules without one).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ID, num } from '../../http/schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { optionalCustomer, requireOwner, type Owner } from '../../http/auth.ts';
import { optionalZoneIds, requireModuleId } from '../../http/context.ts';
import { COUPON_MESSAGES } from './messages.ts';
import type { CouponJson } from './service.ts';

const tags = ['coupon'];

export const couponRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/coupon/list',
      {
        schema: {
          tags,
          summary: 'Running coupons the caller may use in the header zones (moduleId optional)',
          querystring: z.looseObject({ guest_id: z.string().optional() }),
        },
      },
      async (request): Promise<CouponJson[]> => {
        const session = await optionalCustomer(request);
        const owner: Owner | null = session ? { kind: 'customer', userId: session.userId } : null;
        const moduleId =
          request.ctx.moduleId !== null || request.ctx.moduleIdInvalid ? requireModuleId(request.ctx) : null;
        return ctx.coupons.list(owner, moduleId, optionalZoneIds(request.ctx), request.ctx.locale);
      },
    );

    app.get(
      '/coupon/apply',
      {
        schema: {
          tags,
          summary: 'Check a coupon code for a store; answers the coupon',
          description:
            'Errors: 404 coupon_code (unknown, another module, store or zone), 422 coupon_expired, 403 coupon_not_eligible, 422 coupon_usage_limit. ' +
            'The minimum purchase is checked when the order is placed.',
          querystring: z.looseObject({
            code: z.string({ error: COUPON_MESSAGES.codeRequired }).trim().min(1, COUPON_MESSAGES.codeRequired),
            store_id: num(
              z
                .number({ error: COUPON_MESSAGES.storeRequired })
                .int()
                .positive(COUPON_MESSAGES.storeRequired)
                .max(MAX_ID, COUPON_MESSAGES.storeRequired),
            ),
            guest_id: z.string().optional(),
          }),
        },
      },
      async (request): Promise<CouponJson> => {
        const owner = await requireOwner(request);
        const moduleId =
          request.ctx.moduleId !== null || request.ctx.moduleIdInvalid ? requireModuleId(request.ctx) : null;
        return ctx.coupons.apply(request.query.code, request.query.store_id, owner, moduleId, request.ctx.locale);
      },
    );
  };

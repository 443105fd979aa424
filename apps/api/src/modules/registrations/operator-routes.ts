/**
 * The operator's review of applications (behind OPERATOR_TOKEN, like the
 * other operator routes; absent without it):
 *   GET  operator/applications?type=store|courier&status=pending|approved|denied&limit&offset
 *   POST operator/applications/{id}/approve  creates the store and its account, or the courier
 *   POST operator/applications/{id}/deny     {reason?}
 * A decided application answers 409; an unknown one 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireOperatorToken } from '../../http/operator.ts';
import { validate } from '../../http/validate.ts';
import { idParam, page } from '../catalog/index.ts';
import { M } from './messages.ts';
import type { ApplicationListJson } from './service.ts';
import type { ApplicationJson } from './service.ts';

const tags = ['operator'];
const listQuery = z.object({
  ...page(),
  type: z.enum(['store', 'courier']).optional(),
  status: z.enum(['pending', 'approved', 'denied']).optional(),
});
// A body is optional: a bare POST denies without a reason.
const denyBody = z.object({ reason: z.string().trim().max(500).optional() });

export const registrationOperatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const token = ctx.env.OPERATOR_TOKEN;
    if (!token) return;
    requireOperatorToken(app, token);
    const service = ctx.registrations;

    app.get(
      '/operator/applications',
      { schema: { tags, summary: 'Store and courier applications, newest first', querystring: listQuery } },
      async (request): Promise<ApplicationListJson> => {
        const { type, status, limit, offset } = request.query;
        return service.list({ kind: type ?? null, status: status ?? null, limit, offset });
      },
    );

    app.post(
      '/operator/applications/:id/approve',
      {
        schema: {
          tags,
          summary: 'Approve an application: the store (closed, no items yet) and its account, or the courier',
          params: idParam,
        },
      },
      async (request): Promise<ApplicationDecidedJson> => ({
        message: ctx.t(request, M.approved),
        application: await service.approve(request.params.id),
      }),
    );

    app.post(
      '/operator/applications/:id/deny',
      {
        schema: {
          tags,
          summary: 'Deny an application; its email and phone may apply again',
          params: idParam,
          body: denyBody,
        },
      },
      async (request): Promise<ApplicationDecidedJson> => ({
        message: ctx.t(request, M.denied),
        application: await service.deny(request.params.id, validate(denyBody, request.body).reason || null),
      }),
    );
  };

/** operator/applications/:id/approve and …/deny: the application as it now is. */
export interface ApplicationDecidedJson {
  message: string;
  application: ApplicationJson;
}

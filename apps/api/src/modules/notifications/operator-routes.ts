/**
 * POST operator/notifications {title, title_ar, description, description_ar, zone_id?}:
 * a promotion to every customer or to a zone's, behind OPERATOR_TOKEN.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireOperatorToken } from '../../http/operator.ts';
import { optional, id } from '../catalog/index.ts';
import { NOTIFICATION_MESSAGES as M } from './messages.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const body = z.object({
  title: text(191),
  title_ar: text(191),
  description: text(1000),
  description_ar: text(1000),
  zone_id: optional(id),
});

export const notificationOperatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const token = ctx.env.OPERATOR_TOKEN;
    if (!token) return;
    requireOperatorToken(app, token);
    app.post(
      '/operator/notifications',
      { schema: { tags: ['operator'], summary: 'Send a promotion to every customer or to a zone', body } },
      async (request) => {
        const b = request.body;
        const notificationId = await ctx.notifications.broadcast({
          title: b.title,
          titleAr: b.title_ar,
          description: b.description,
          descriptionAr: b.description_ar,
          zoneId: b.zone_id ?? null,
        });
        return { message: ctx.t(request, M.sent), id: notificationId };
      },
    );
  };

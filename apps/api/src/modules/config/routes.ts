import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { sendSerializedJson } from '../../http/reply.ts';

export const configRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['config'],
          summary: 'Business settings, feature flags and image base URLs',
          response: {
            200: z.looseObject({
              business_name: z.string(),
              currency_symbol: z.string(),
              base_urls: z.record(z.string(), z.string()),
            }),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return sendSerializedJson(reply, await ctx.config.json(request.ctx.locale));
      },
    );
  };

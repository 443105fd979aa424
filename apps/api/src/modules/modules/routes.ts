import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { optionalZoneIds } from '../../http/context.ts';
import type { ModuleJson } from './service.ts';

export const moduleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/module',
      {
        schema: { tags: ['modules'], summary: 'Active modules; with a zoneId header, only those serving those zones' },
      },
      async (request): Promise<ModuleJson[]> => ctx.modules.list(request.ctx.locale, optionalZoneIds(request.ctx)),
    );
  };

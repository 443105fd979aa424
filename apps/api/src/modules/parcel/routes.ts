/**
 * The parcel lists 6amMart clients load (issue 18; client-contract §4
 * "Parcel", server-rules §3.5): the module's parcel categories with their
 * own charges, and the delivery instructions a sender picks from. Parcel
 * orders themselves go through customer/order/place (flows/place-order.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { page } from '../catalog/index.ts';
import {
  formatParcelCategory,
  formatParcelInstruction,
  type ParcelCategoryJson,
  type ParcelInstructionsJson,
} from './catalog.ts';

export const parcelRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['parcel'];

    app.get(
      '/parcel-category',
      {
        schema: {
          tags,
          summary:
            "Parcel categories (of the moduleId header's module, else every parcel module) with their per-km and minimum charges; null charges = the zone's parcel rates",
        },
      },
      async (request): Promise<ParcelCategoryJson[]> => {
        const scope = await ctx.catalog.scope(request, { zone: 'optional', module: 'optional' });
        const list = await ctx.parcel.categories(scope.moduleId);
        return list.map((c) => formatParcelCategory(c, request.ctx.locale, ctx.urls));
      },
    );

    app.get(
      '/customer/order/parcel-instructions',
      {
        schema: {
          tags,
          summary: 'Instructions a parcel sender may give the courier, one page',
          querystring: z.looseObject(page(10)),
        },
      },
      async (request): Promise<ParcelInstructionsJson> => {
        const { limit, offset } = request.query;
        const all = await ctx.parcel.instructions();
        return {
          total_size: all.length,
          limit,
          offset,
          data: all
            .slice((offset - 1) * limit, offset * limit)
            .map((i) => formatParcelInstruction(i, request.ctx.locale)),
        };
      },
    );
  };

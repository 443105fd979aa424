import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { latitude, longitude } from '../../http/schemas.ts';
import { moduleJson, pivotJson, zoneSummaryJson } from '../modules/service.ts';
import { selectModules, selectPivots } from '../modules/queries.ts';

export const zoneRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config/get-zone-id',
      {
        schema: {
          tags: ['zones'],
          summary: 'Zones serving a point, smallest first, with their modules and delivery rates',
          querystring: z.object({ lat: latitude, lng: longitude }),
          response: { 200: z.object({ zone_id: z.string().describe('JSON array string such as "[2,1]"'), zone_data: z.array(z.looseObject({ id: z.number() })) }) },
        },
      },
      async (request) => {
        const { locale } = request.ctx;
        const zones = await ctx.zones.servingPoint({ lat: request.query.lat, lng: request.query.lng });
        const ids = zones.map((z) => z.id);
        const modules = await selectModules(ctx.db, locale, ids);
        const pivots = modules.length ? await selectPivots(ctx.db, modules.map((m) => m.id)) : [];
        return {
          zone_id: JSON.stringify(ids),
          zone_data: zones.map((zone) => ({
            ...zoneSummaryJson(zone, ctx.zones, locale),
            modules: pivots
              .filter((p) => p.zone_id === zone.id)
              .map((p) => ({ ...moduleJson(modules.find((m) => m.id === p.module_id)!, ctx.urls), pivot: pivotJson(p) })),
          })),
        };
      },
    );

    app.get(
      '/zone/list',
      { schema: { tags: ['zones'], summary: 'Active zones with their outlines' } },
      async (request) => {
        const zones = await ctx.zones.active();
        return zones.map((zone) => ({
          ...zoneSummaryJson(zone, ctx.zones, request.ctx.locale),
          formated_coordinates: zone.polygon.outer,
          holes: zone.polygon.holes ?? [],
        }));
      },
    );

    app.get(
      '/zone/check',
      {
        schema: {
          tags: ['zones'],
          summary: 'Whether a point lies inside a zone',
          querystring: z.object({ lat: latitude, lng: longitude, zone_id: z.coerce.number().int().positive() }),
        },
      },
      async (request) => ctx.zones.contains(request.query.zone_id, { lat: request.query.lat, lng: request.query.lng }),
    );
  };

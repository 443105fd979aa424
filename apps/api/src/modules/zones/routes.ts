import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { LanguageCode, ZonePolygon } from '@souq/domain';
import { latitude, longitude, MAX_ID, num } from '../../http/schemas.ts';
import { sendSerializedJson } from '../../http/reply.ts';
import { cachedByKey } from '../../lib/cache.ts';
import { zoneSummaryJson, type ZoneDataJson } from '../modules/index.ts';

/**
 * config/get-zone-id (sent as the text cached for each zone combination): the zones serving the point as a
 * JSON array in a string ("[2,1]"), and each zone with its modules.
 */
export interface ZoneIdJson {
  zone_id: string;
  zone_data: ZoneDataJson[];
}

/** zone/list: each active zone, its outline and holes. */
export type ZoneListJson = (ReturnType<typeof zoneSummaryJson> & {
  formated_coordinates: ZonePolygon['outer'];
  holes: NonNullable<ZonePolygon['holes']>;
})[];

export const zoneRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = cachedByKey<string, string>(10_000, async (key) => {
      const [locale, ids] = key.split(':') as [LanguageCode, string];
      const all = await ctx.zones.active();
      const zones = ids.split(',').map((id) => all.find((z) => z.id === Number(id))!);
      const answer: ZoneIdJson = { zone_id: `[${ids}]`, zone_data: await ctx.modules.zoneData(zones, locale) };
      return JSON.stringify(answer);
    });
    // A zone or pivot change (delivery rates, COD maximum, payment switches) shows at once, as checkout charges it.
    ctx.zones.onInvalidate(() => answers.clear());
    ctx.modules.onInvalidate(() => answers.clear());

    app.get(
      '/config/get-zone-id',
      {
        schema: {
          tags: ['zones'],
          summary: 'Zones serving a point, smallest first, with their modules and delivery rates',
          querystring: z.object({ lat: latitude, lng: longitude }),
          response: {
            200: z.object({
              zone_id: z.string().describe('JSON array string such as "[2,1]"'),
              zone_data: z.array(z.looseObject({ id: z.number() })),
            }),
          },
        },
      },
      async (request, reply) => {
        const zones = await ctx.zones.servingPoint({ lat: request.query.lat, lng: request.query.lng });
        // Few distinct zone combinations exist, so their answers are cached serialized.
        return sendSerializedJson(
          reply,
          await answers.get(`${request.ctx.locale}:${zones.map((z) => z.id).join(',')}`),
        );
      },
    );

    app.get(
      '/zone/list',
      { schema: { tags: ['zones'], summary: 'Active zones with their outlines' } },
      async (request): Promise<ZoneListJson> => {
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
          querystring: z.object({
            lat: latitude,
            lng: longitude,
            zone_id: num(z.number().int().positive().max(MAX_ID)),
          }),
        },
      },
      async (request) => ctx.zones.contains(request.query.zone_id, { lat: request.query.lat, lng: request.query.lng }),
    );
  };

/**
 * Public rental routes (server-rules §3.7): banners, vehicle categories and
 * brands, vehicle search and suggestions, top-rated and popular vehicles,
 * vehicle details and reviews, provider details, vehicles, reviews, popular
 * and latest providers, and the rental coupons. moduleId must be a rental module.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RENTAL_TYPES } from '@souq/domain';
import type { AppContext } from '../../app-context.ts';
import { answerCache } from '../../http/answer-cache.ts';
import { unprocessable } from '../../http/errors.ts';
import { latitude, longitude, num } from '../../http/schemas.ts';
import {
  blank,
  flag,
  formatBanner,
  id,
  idList,
  idParam,
  optional,
  page,
  searchWords,
  type FormatContext,
} from '../catalog/index.ts';
import type { RentalCatalog, VehicleFilter, VehicleSort } from './catalog.ts';
import {
  formatVehicle,
  formatVehicleBrand,
  formatVehicleCategory,
  type ProviderDetailsJson,
  type ProviderJson,
  type VehicleJson,
  type VehiclePageJson,
} from './format.ts';
import { RENTAL_MESSAGES as M } from './messages.ts';
import type { VehicleStore } from './vehicles.ts';
import { parsePickupTime } from './pickup-time.ts';

const tags = ['rental'];
const SORTS = ['default', 'price_low_high', 'price_high_low', 'top_rated', 'popular', 'newest', 'name'] as const;
const text = (max: number) => optional(z.string().trim().max(max));
const list = (values: readonly string[]) =>
  z.preprocess(
    (value) => {
      const v = blank(value);
      if (v === undefined) return undefined;
      if (Array.isArray(v)) return v;
      const raw = String(v);
      try {
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? parsed : [parsed];
      } catch {
        return raw.split(',').map((part) => part.trim());
      }
    },
    z
      .array(z.enum(values as [string, ...string[]]))
      .max(10)
      .optional(),
  );

export const vehicleQuery = z.looseObject({
  ...page(12),
  name: text(200),
  category_id: idList,
  categoryId: idList,
  all_category: flag,
  brand_ids: idList,
  provider_id: optional(id),
  seating_capacity: optional(num(z.number().int().min(1).max(60))),
  fuel_types: list(['petrol', 'diesel', 'electric', 'hybrid', 'cng']),
  transmission_type: optional(z.enum(['automatic', 'manual'])),
  air_condition: flag,
  type: optional(z.enum(RENTAL_TYPES)),
  min_price: optional(num(z.number().min(0).max(1_000_000))),
  max_price: optional(num(z.number().min(0).max(1_000_000))),
  sort_by: optional(z.enum(SORTS)),
  pickup_lat: optional(latitude),
  pickup_lng: optional(longitude),
  pickup_time: text(40),
  estimated_hours: optional(num(z.number().min(1).max(720))),
});

export type VehicleQuery = z.output<typeof vehicleQuery>;

export const rentalCatalogRoutes =
  (ctx: AppContext, rental: RentalCatalog, vehicles: VehicleStore): FastifyPluginAsyncZod =>
  async (app) => {
    const fcOf = (request: Parameters<typeof ctx.catalog.formatContext>[0]): Promise<FormatContext> =>
      ctx.catalog.formatContext(request);

    async function filterOf(q: VehicleQuery): Promise<VehicleFilter> {
      const categoryIds = q.all_category === 1 ? undefined : (q.categoryId ?? q.category_id);
      const filter: VehicleFilter = {
        words: q.name ? searchWords(q.name) : undefined,
        categoryIds,
        brandIds: q.brand_ids,
        providerId: q.provider_id,
        minSeats: q.seating_capacity,
        fuelTypes: q.fuel_types,
        transmission: q.transmission_type,
        airCondition: q.air_condition === undefined ? undefined : q.air_condition === 1,
        rentalType: q.type,
        minPrice: q.min_price,
        maxPrice: q.max_price,
      };
      if (q.pickup_time) {
        const at = parsePickupTime(q.pickup_time, await rental.timeZone());
        if (!at) throw unprocessable('pickup_time', M.pickupRequired);
        const point =
          q.pickup_lat !== undefined && q.pickup_lng !== undefined ? { lat: q.pickup_lat, lng: q.pickup_lng } : null;
        filter.pickup = await rental.pickupOf(point, at, q.type ?? 'hourly', q.estimated_hours ?? 1);
      }
      return filter;
    }

    // Vehicle lists are searched far more often than anything in them changes (issue 17's budget:
    // within 2× a static answer). Their answer is made from the catalog and vehicle snapshots, the
    // minute (providers' open state) and, for a pickup window, the plates held then.
    const answers = answerCache({
      max: 2_000,
      ttlMs: 30_000,
      // Plates held by trips booked on other instances are seen within this time (a booking
      // re-checks its plates under a lock: a stale "free" only fails at booking).
      ttlFor: (request) => (request.url.includes('pickup_time') ? 5_000 : 30_000),
      vary: ({ ctx }) =>
        [
          ctx.locale,
          ctx.zoneIds,
          ctx.zoneIdsInvalid,
          ctx.moduleId,
          ctx.moduleIdInvalid,
          ctx.location?.lat,
          ctx.location?.lng,
        ].join('|'),
      state: async (request) => {
        const [catalogSnap, vehicleSnap, moment] = await Promise.all([
          ctx.catalog.snapshot(),
          vehicles.get(),
          ctx.catalog.moment(),
        ]);
        const minute = `${moment.date} ${Math.floor(moment.seconds / 60)}`;
        return [catalogSnap, vehicleSnap, minute, request.url.includes('pickup_time') ? rental.holdsVersion() : 0];
      },
    });

    const vehicleList = (path: string, summary: string, sort: VehicleSort) =>
      app.get(
        path,
        { schema: { tags, summary, querystring: vehicleQuery }, ...answers.hooks },
        async (request): Promise<VehiclePageJson> => {
          const [sc, fc] = await Promise.all([rental.scope(request), fcOf(request)]);
          const q = request.query;
          const found = await rental.search(sc, await filterOf(q), q.sort_by ?? sort);
          return rental.page(sc, found, fc, q.limit, q.offset);
        },
      );

    vehicleList(
      '/rental/vehicle/search',
      'Vehicles by name, category (categoryId or all_category=1), brand, seats, fuel, transmission, air conditioning, price, rental type; with pickup_lat/lng and pickup_time only those free then',
      'default',
    );
    vehicleList('/rental/vehicle/top-rated', 'Best rated vehicles in the zones', 'top_rated');
    vehicleList('/rental/vehicle/popular', 'Most booked vehicles in the zones', 'popular');
    vehicleList('/rental/vehicle/get-provider-vehicles', "A provider's vehicles (provider_id)", 'default');

    app.get(
      '/rental/vehicle/search/suggestion',
      { schema: { tags, summary: 'Vehicle, category and brand names matching `name`', querystring: vehicleQuery } },
      async (request) => {
        const sc = await rental.scope(request);
        return rental.suggestions(sc, searchWords(request.query.name ?? ''), request.ctx.locale);
      },
    );

    app.get(
      '/rental/vehicle/popular-suggestion',
      { schema: { tags, summary: 'Names of the most booked vehicles, for the empty search box' } },
      async (request) => {
        const sc = await rental.scope(request);
        const found = await rental.search(sc, {}, 'popular');
        const fc = await fcOf(request);
        const snap = await vehicles.get();
        return found.slice(0, 8).map((e) => ({
          id: e.row.id,
          name: fc.locale !== 'en' && e.row.tr?.[`${fc.locale}:name`] ? e.row.tr[`${fc.locale}:name`] : e.row.name,
          category: snap.categories.get(e.row.category_id)?.name ?? null,
        }));
      },
    );

    app.get(
      '/rental/vehicle/get-vehicle-details/:id',
      { schema: { tags, summary: 'One vehicle with its provider, category and brand', params: idParam } },
      async (request): Promise<VehicleJson> => {
        const [sc, fc] = await Promise.all([rental.scope(request), fcOf(request)]);
        const { entry, snap } = await rental.vehicle(sc, request.params.id);
        return formatVehicle(entry, snap, sc.providers.get(entry.row.provider_id), fc);
      },
    );

    app.get(
      '/rental/vehicle/category-list',
      { schema: { tags, summary: 'Vehicle categories', querystring: z.looseObject(page(50)) } },
      async (request): Promise<VehicleCategoryPageJson> => {
        await rental.scope(request);
        const [snap, fc] = await Promise.all([vehicles.get(), fcOf(request)]);
        const all = [...snap.categories.values()];
        const { limit, offset } = request.query;
        return {
          total_size: all.length,
          limit,
          offset,
          categories: all.slice((offset - 1) * limit, offset * limit).map((c) => formatVehicleCategory(c, fc)),
        };
      },
    );

    app.get(
      '/rental/vehicle/brand-list',
      { schema: { tags, summary: 'Vehicle brands', querystring: z.looseObject(page(50)) } },
      async (request) => {
        await rental.scope(request);
        const [snap, fc] = await Promise.all([vehicles.get(), fcOf(request)]);
        const all = [...snap.brands.values()];
        const { limit, offset } = request.query;
        return {
          total_size: all.length,
          limit,
          offset,
          brands: all.slice((offset - 1) * limit, offset * limit).map((b) => formatVehicleBrand(b, fc)),
        };
      },
    );

    const reviewQuery = z.looseObject(page(10));
    app.get(
      '/rental/vehicle/reviews/:id',
      { schema: { tags, summary: 'Reviews of a vehicle, newest first', params: idParam, querystring: reviewQuery } },
      async (request) => {
        const [sc, fc] = await Promise.all([rental.scope(request), fcOf(request)]);
        await rental.vehicle(sc, request.params.id);
        return rental.reviews('vehicle', request.params.id, fc, request.query.limit, request.query.offset);
      },
    );

    app.get(
      '/rental/provider/get-provider-details/:id',
      { schema: { tags, summary: 'One provider: hours, pickup zones, discount, ratings', params: idParam } },
      async (request): Promise<ProviderDetailsJson> => {
        const [sc, fc] = await Promise.all([rental.scope(request), fcOf(request)]);
        const provider = rental.provider(sc, request.params.id);
        const snap = await vehicles.get();
        const own = [...snap.vehicles.values()].filter((v) => v.row.provider_id === provider.row.id);
        return {
          ...rental.formatProvider(provider, fc),
          schedules: provider.schedules.map((s) => ({
            day: s.day,
            opening_time: s.opening_time,
            closing_time: s.closing_time,
          })),
          total_vehicles: own.length,
          vehicle_categories: [...new Set(own.map((v) => v.row.category_id))]
            .map((cid) => snap.categories.get(cid))
            .filter((c) => c !== undefined)
            .map((c) => formatVehicleCategory(c, fc)),
        };
      },
    );

    app.get(
      '/rental/provider/get-provider-reviews/:id',
      { schema: { tags, summary: "Reviews of a provider's vehicles", params: idParam, querystring: reviewQuery } },
      async (request): Promise<RentalReviewPageJson> => {
        const [sc, fc] = await Promise.all([rental.scope(request), fcOf(request)]);
        rental.provider(sc, request.params.id);
        return rental.reviews('provider', request.params.id, fc, request.query.limit, request.query.offset);
      },
    );

    const providerList = (path: string, summary: string, order: 'popular' | 'latest') =>
      app.get(
        path,
        { schema: { tags, summary, querystring: z.looseObject(page(12)) } },
        async (request): Promise<ProviderPageJson> => {
          const [sc, fc] = await Promise.all([rental.scope(request), fcOf(request)]);
          const all = [...sc.providers.values()].sort((a, b) =>
            order === 'popular'
              ? b.row.total_order - a.row.total_order || a.row.id - b.row.id
              : new Date(b.row.created_at).getTime() - new Date(a.row.created_at).getTime() || b.row.id - a.row.id,
          );
          const { limit, offset } = request.query;
          return {
            total_size: all.length,
            limit,
            offset,
            stores: all.slice((offset - 1) * limit, offset * limit).map((p) => rental.formatProvider(p, fc)),
          };
        },
      );
    providerList('/rental/provider/popular', 'Most booked providers in the zones', 'popular');
    providerList('/rental/provider/latest', 'Newest providers in the zones', 'latest');

    const bannerList = async (request: Parameters<typeof rental.scope>[0], providerId: number | null) => {
      const [sc, fc, snap] = await Promise.all([rental.scope(request), fcOf(request), ctx.catalog.snapshot()]);
      const banners = snap.banners.filter(
        (b) =>
          b.module_id === sc.moduleId &&
          (b.zone_id === null || sc.zoneIds === null || sc.zoneIds.includes(b.zone_id)) &&
          (providerId === null ? b.type === 'default' || sc.providers.has(b.data ?? 0) : b.data === providerId),
      );
      return { campaigns: [], banners: banners.map((b) => formatBanner(b, fc)) };
    };
    app.get('/rental/banners', { schema: { tags, summary: 'Rental banners of the zones' } }, (request) =>
      bannerList(request, null),
    );
    app.get(
      '/rental/banners/:id',
      { schema: { tags, summary: "A provider's banners", params: idParam } },
      async (request) => {
        const sc = await rental.scope(request);
        rental.provider(sc, request.params.id);
        return bannerList(request, request.params.id);
      },
    );

    app.get(
      '/rental/coupon/list/all',
      { schema: { tags, summary: 'Running coupons of the rental module' } },
      async (request) => {
        const sc = await rental.scope(request);
        return ctx.coupons.list(null, sc.moduleId, sc.zoneIds, request.ctx.locale);
      },
    );
  };

/** rental/vehicle/category-list: a page of vehicle categories. */
export interface VehicleCategoryPageJson {
  total_size: number;
  limit: number;
  offset: number;
  categories: ReturnType<typeof formatVehicleCategory>[];
}
/** rental/provider/popular and latest: a page of providers. */
export interface ProviderPageJson {
  total_size: number;
  limit: number;
  offset: number;
  stores: ProviderJson[];
}
/** rental/provider/get-provider-reviews/:id: a page of the provider's vehicles' reviews. */
export type RentalReviewPageJson = Awaited<ReturnType<RentalCatalog['reviews']>>;

/**
 * The public side of rental: which providers a shopper sees (rental stores
 * whose zone or pickup zones are among the zoneId zones), vehicle search with
 * its filters (server-rules §5.9: a pickup point and time leaves only
 * vehicles with a free plate then, from providers serving the pickup zone
 * and open then), lists, details, reviews.
 */
import type { Database, Queryable } from '@souq/db';
import { isOpenAt, localMoment, tripEndTime, type LatLng, type RentalType, type TimeWindow } from '@souq/domain';
import type { FastifyRequest } from 'fastify';
import { optionalZoneIds, requireModuleId } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import {
  DEFAULT_TIMEZONE,
  translationsOf,
  type CatalogService,
  type FormatContext,
  type StoreEntry,
} from '../catalog/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { ZoneService } from '../zones/index.ts';
import {
  formatProvider,
  formatVehicle,
  formatVehicleReview,
  pickupZonesOf,
  type VehiclePageJson,
  type VehicleReviewRow,
} from './format.ts';
import { RENTAL_MESSAGES as M } from './messages.ts';
import type { RentalSnapshot, VehicleEntry, VehicleSort, VehicleStore } from './vehicles.ts';
import { selectPeople } from '../auth/index.ts';

export interface RentalScope {
  moduleId: number;
  zoneIds: number[] | null;
  /** Providers visible in the zones, by id. */
  providers: Map<number, StoreEntry>;
}

export interface VehicleFilter {
  words?: string[];
  categoryIds?: number[];
  brandIds?: number[];
  providerId?: number;
  minSeats?: number;
  fuelTypes?: string[];
  transmission?: string;
  airCondition?: boolean;
  rentalType?: RentalType;
  minPrice?: number;
  maxPrice?: number;
  /** Only vehicles with a free plate in this window, from providers open then and serving this zone. */
  pickup?: { window: TimeWindow; zoneId: number | null };
}

export type { VehicleSort } from './vehicles.ts';

/** Identities free for the window, per vehicle (plates with no overlapping trip that still holds them). */
export async function freePlateCounts(
  source: Queryable,
  vehicleIds: number[],
  window: TimeWindow,
): Promise<Map<number, number>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await source.query<{ vehicle_id: number; free: number }>(
    `select i.vehicle_id, count(*)::int as free
       from vehicle_identities i
      where i.status and i.vehicle_id = any($1::int[])
        and not exists (select 1 from trip_vehicle_identities r
                         where r.vehicle_identity_id = i.id and not r.released
                           and r.starts_at < $3::timestamptz and r.ends_at > $2::timestamptz)
      group by i.vehicle_id`,
    [vehicleIds, window.start.toISOString(), window.end.toISOString()],
  );
  return new Map(rows.map((r) => [r.vehicle_id, r.free]));
}

/**
 * Plates held by trips during the window, per vehicle: a search's free plates are the vehicle's
 * plates less these. Reads only the holds that overlap the window (index on ends_at), not every
 * plate of the fleet; the booking itself counts free plates again under its lock.
 */
export async function heldPlateCounts(source: Queryable, window: TimeWindow): Promise<Map<number, number>> {
  const rows = await source.query<{ vehicle_id: number; held: number }>(
    `select r.vehicle_id, count(distinct r.vehicle_identity_id)::int as held
       from trip_vehicle_identities r
       join vehicle_identities i on i.id = r.vehicle_identity_id and i.status
      where not r.released and r.ends_at > $1::timestamptz and r.starts_at < $2::timestamptz
      group by r.vehicle_id`,
    [window.start.toISOString(), window.end.toISOString()],
  );
  return new Map(rows.map((r) => [r.vehicle_id, r.held]));
}

/** Rule: a provider is open at an instant when active and its weekly hours cover it on the business clock. */
export function openIn(provider: StoreEntry, at: Date, timeZone: string): boolean {
  return provider.row.active && isOpenAt(provider.schedules, localMoment(at, timeZone));
}

/**
 * What a change reads before its transaction: inside one, nothing may wait
 * for another connection (PGlite has one; a pool may be exhausted).
 */
export interface Prepared {
  snap: RentalSnapshot;
  timeZone: string;
}

export function createRentalCatalog(
  db: Database,
  catalog: CatalogService,
  settings: SettingsService,
  vehicles: VehicleStore,
  zones: ZoneService,
) {
  const timeZone = async () => (await settings.get<string>('timezone')) || DEFAULT_TIMEZONE;
  /** Counts changes to which plates are held when (trips booked, cancelled, paid, finished) in this process. */
  let holdsVersion = 0;

  /**
   * The rental module of the request (moduleId required and of type rental)
   * and the visible providers. `lenient`: clients load the rental cart and
   * wishlist from every module's pages, so there a missing or other module
   * id means the active rental module.
   */
  async function scope(request: FastifyRequest, lenient = false): Promise<RentalScope> {
    const zoneIds = optionalZoneIds(request.ctx);
    const snap = await catalog.snapshot();
    let moduleId: number;
    if (lenient && snap.modules.get(request.ctx.moduleId ?? -1)?.module_type !== 'rental') {
      const rentalModule = [...snap.modules.values()].find((m) => m.module_type === 'rental' && m.status);
      if (!rentalModule) throw notFound('moduleId', M.moduleNotFound);
      moduleId = rentalModule.id;
    } else {
      moduleId = requireModuleId(request.ctx);
    }
    const module = snap.modules.get(moduleId);
    if (!module || !module.status || module.module_type !== 'rental') throw notFound('moduleId', M.moduleNotFound);
    const providers = new Map<number, StoreEntry>();
    for (const store of snap.stores.values()) {
      if (store.row.module_id !== moduleId || !store.row.zone_active || !store.row.zone_served) continue;
      const served = [store.row.zone_id, ...pickupZonesOf(store)];
      if (zoneIds && !served.some((z) => zoneIds.includes(z))) continue;
      providers.set(store.row.id, store);
    }
    return { moduleId, zoneIds, providers };
  }

  /** A provider open at an instant (its weekly hours on the business clock), and active. */
  async function openAt(provider: StoreEntry, at: Date): Promise<boolean> {
    return openIn(provider, at, await timeZone());
  }

  function matches(entry: VehicleEntry, filter: VehicleFilter, sc: RentalScope): boolean {
    const v = entry.row;
    if (!sc.providers.has(v.provider_id)) return false;
    if (filter.providerId !== undefined && v.provider_id !== filter.providerId) return false;
    if (filter.categoryIds?.length && !filter.categoryIds.includes(v.category_id)) return false;
    if (filter.brandIds?.length && !filter.brandIds.includes(v.brand_id)) return false;
    if (filter.minSeats !== undefined && v.seating_capacity < filter.minSeats) return false;
    if (filter.fuelTypes?.length && !filter.fuelTypes.includes(v.fuel_type)) return false;
    if (filter.transmission && v.transmission_type !== filter.transmission) return false;
    if (filter.airCondition !== undefined && v.air_condition !== filter.airCondition) return false;
    if (filter.rentalType === 'hourly' && !v.trip_hourly) return false;
    if (filter.rentalType === 'distance_wise' && !v.trip_distance) return false;
    const price = filter.rentalType === 'distance_wise' ? entry.distancePrice : entry.hourlyPrice;
    if (filter.minPrice !== undefined && price < filter.minPrice) return false;
    if (filter.maxPrice !== undefined && price > filter.maxPrice) return false;
    if (filter.words?.length && !filter.words.every((w) => entry.searchText.includes(w))) return false;
    return true;
  }

  async function search(sc: RentalScope, filter: VehicleFilter, sort: VehicleSort): Promise<VehicleEntry[]> {
    const snap = await vehicles.get();
    let list = snap.ordered(sort, filter.rentalType === 'distance_wise').filter((e) => matches(e, filter, sc));
    if (filter.pickup) {
      const { window, zoneId } = filter.pickup;
      const openProviders = new Set<number>();
      for (const provider of sc.providers.values()) {
        if (zoneId !== null && !pickupZonesOf(provider).includes(zoneId)) continue;
        if (await openAt(provider, window.start)) openProviders.add(provider.row.id);
      }
      list = list.filter((e) => openProviders.has(e.row.provider_id));
      if (list.length) {
        const held = await heldPlateCounts(db, window);
        list = list.filter((e) => e.row.identities - (held.get(e.row.id) ?? 0) > 0);
      }
    }
    return list;
  }

  return {
    scope,
    openAt,
    /** A trip changed which plates it holds (called after its transaction). */
    holdsChanged() {
      holdsVersion++;
    },
    holdsVersion: () => holdsVersion,
    async prepare(): Promise<Prepared> {
      const [snap, tz] = await Promise.all([vehicles.get(), timeZone()]);
      return { snap, timeZone: tz };
    },
    search,

    /** The pickup window and zone of a search: the zone containing the point (null when none). */
    async pickupOf(point: LatLng | null, at: Date, rentalType: RentalType, hours: number) {
      const window = {
        start: at,
        end: tripEndTime(at, { rentalType, estimatedHours: hours, destinationHours: hours }),
      };
      let zoneId: number | null = null;
      if (point) zoneId = (await zones.servingPoint(point).catch(() => []))[0]?.id ?? -1;
      return { window, zoneId };
    },

    async page(
      sc: RentalScope,
      list: VehicleEntry[],
      fc: FormatContext,
      limit: number,
      offset: number,
    ): Promise<VehiclePageJson> {
      const snap = await vehicles.get();
      const slice = list.slice((offset - 1) * limit, offset * limit);
      return {
        total_size: list.length,
        limit,
        offset,
        vehicles: slice.map((e) => formatVehicle(e, snap, sc.providers.get(e.row.provider_id), fc)),
      };
    },

    async vehicle(sc: RentalScope, id: number): Promise<{ entry: VehicleEntry; snap: RentalSnapshot }> {
      const snap = await vehicles.get();
      const entry = snap.vehicles.get(id);
      // Vehicles of providers outside the caller's zones are not found, as other owners' rows are.
      if (!entry || !sc.providers.has(entry.row.provider_id)) throw notFound('vehicle_id', M.vehicleNotFound);
      return { entry, snap };
    },

    provider(sc: RentalScope, id: number): StoreEntry {
      const provider = sc.providers.get(id);
      if (!provider) throw notFound('provider_id', M.providerNotFound);
      return provider;
    },

    formatProvider,
    timeZone,

    /** Reviews of a vehicle or of a provider's vehicles, newest first. */
    async reviews(by: 'vehicle' | 'provider', id: number, fc: FormatContext, limit: number, offset: number) {
      const column = by === 'vehicle' ? 'r.vehicle_id' : 'r.provider_id';
      const [reviews, [count]] = await Promise.all([
        db.query<Omit<VehicleReviewRow, 'f_name' | 'l_name' | 'user_image'>>(
          `select r.id, r.trip_id, r.vehicle_id, r.provider_id, r.user_id, r.reviewer_name, r.rating, r.comment, r.created_at,
                  v.name as vehicle_name, ${translationsOf('vehicle', 'v.id')} as vehicle_tr
             from vehicle_reviews r join vehicles v on v.id = r.vehicle_id
            where ${column} = $1 and r.status order by r.id desc limit $2 offset $3`,
          [id, limit, (offset - 1) * limit],
        ),
        db.query<{ n: number }>(`select count(*)::int as n from vehicle_reviews r where ${column} = $1 and r.status`, [
          id,
        ]),
      ]);
      // The reviewers' names and pictures are the auth module's (one more read, for this page's people).
      const people = await selectPeople(db, [
        ...new Set(reviews.flatMap((r) => (r.user_id === null ? [] : [r.user_id]))),
      ]);
      const rows: VehicleReviewRow[] = reviews.map((r) => {
        const u = r.user_id === null ? undefined : people.get(r.user_id);
        return { ...r, f_name: u?.f_name ?? null, l_name: u?.l_name ?? null, user_image: u?.image ?? null };
      });
      return { total_size: count.n, limit, offset, reviews: rows.map((r) => formatVehicleReview(r, fc)) };
    },

    /** Name suggestions for the search box: vehicles, then categories and brands whose name matches. */
    async suggestions(sc: RentalScope, words: string[], locale: string) {
      const snap = await vehicles.get();
      const list = [...snap.vehicles.values()].filter((e) => matches(e, { words }, sc)).slice(0, 10);
      const pick = (tr: Record<string, string> | null, fallback: string) =>
        (locale !== 'en' && tr?.[`${locale}:name`]) || fallback;
      return {
        vehicles: list.map((e) => ({ id: e.row.id, name: pick(e.row.tr, e.row.name) })),
        categories: [...snap.categories.values()]
          .filter((c) => words.every((w) => `${c.name} ${c.tr?.['ar:name'] ?? ''}`.toLowerCase().includes(w)))
          .map((c) => ({ id: c.id, name: pick(c.tr, c.name) })),
        brands: [...snap.brands.values()]
          .filter((b) => words.every((w) => `${b.name} ${b.tr?.['ar:name'] ?? ''}`.toLowerCase().includes(w)))
          .map((b) => ({ id: b.id, name: pick(b.tr, b.name) })),
      };
    },
  };
}

export type RentalCatalog = ReturnType<typeof createRentalCatalog>;

/**
 * The rental catalog held in memory: vehicles, categories, brands and plate
 * counts are small and change rarely (reloaded after 30 s or when a review or
 * wishlist change calls invalidate()). What changes by the minute — which
 * plates are booked when — is always read from the database.
 */
import type { Database, Queryable } from '@souq/db';
import { ratingSummary, toMinor, type RatingSummary, type RentalVehiclePricing } from '@souq/domain';
import { normalizeSearchText, translationsOf, type Translations } from '../catalog/index.ts';

export interface VehicleRow {
  id: number;
  provider_id: number;
  zone_id: number;
  category_id: number;
  brand_id: number;
  name: string;
  description: string;
  thumbnail: string | null;
  images: string[];
  model: string;
  hourly_price: string;
  distance_price: string;
  discount_type: 'percent' | 'amount';
  discount_price: string;
  trip_hourly: boolean;
  trip_distance: boolean;
  seating_capacity: number;
  fuel_type: string;
  transmission_type: string;
  air_condition: boolean;
  engine_capacity: string | null;
  engine_power: string | null;
  rating: number[];
  total_trip: number;
  wishlist_count: number;
  status: boolean;
  new_tag: boolean;
  created_at: Date;
  updated_at: Date;
  identities: number;
  tr: Translations;
}

export interface NamedRow {
  id: number;
  name: string;
  image: string | null;
  position?: number;
  tr: Translations;
}

export interface VehicleEntry {
  row: VehicleRow;
  ratings: RatingSummary;
  /** Names in both languages, lower case, for search. */
  searchText: string;
  /** The prices as numbers, for filters and sorting. */
  hourlyPrice: number;
  distancePrice: number;
}

export type VehicleSort = 'default' | 'price_low_high' | 'price_high_low' | 'top_rated' | 'popular' | 'newest' | 'name';

export interface RentalSnapshot {
  vehicles: Map<number, VehicleEntry>;
  categories: Map<number, NamedRow>;
  brands: Map<number, NamedRow>;
  /**
   * Every vehicle in a list's order (prices by the hour, or by the km when `byDistance`). Sorted
   * once per snapshot and kept: a search filters this order instead of sorting per request.
   */
  ordered(sort: VehicleSort, byDistance: boolean): readonly VehicleEntry[];
}

const TTL_MS = 30_000;

async function load(db: Queryable): Promise<RentalSnapshot> {
  const [vehicles, categories, brands] = await Promise.all([
    db.query<VehicleRow>(
      `select v.*, (select count(*)::int from vehicle_identities i where i.vehicle_id = v.id and i.status) as identities,
              ${translationsOf('vehicle', 'v.id')} as tr
         from vehicles v where v.status order by v.id`,
    ),
    db.query<NamedRow>(
      `select c.id, c.name, c.image, c.position, ${translationsOf('vehicle_category', 'c.id')} as tr
         from vehicle_categories c where c.status order by c.position, c.id`,
    ),
    db.query<NamedRow>(
      `select b.id, b.name, b.image, ${translationsOf('vehicle_brand', 'b.id')} as tr
         from vehicle_brands b where b.status order by b.name`,
    ),
  ]);
  const categoryMap = new Map(categories.map((c) => [c.id, c]));
  const brandMap = new Map(brands.map((b) => [b.id, b]));
  const entries = new Map<number, VehicleEntry>();
  for (const row of vehicles) {
    const words = [
      row.name,
      row.tr?.['ar:name'],
      categoryMap.get(row.category_id)?.name,
      categoryMap.get(row.category_id)?.tr?.['ar:name'],
      brandMap.get(row.brand_id)?.name,
      brandMap.get(row.brand_id)?.tr?.['ar:name'],
    ];
    entries.set(row.id, {
      row,
      ratings: ratingSummary(row.rating),
      searchText: normalizeSearchText(words.filter(Boolean).join(' ')),
      hourlyPrice: Number(row.hourly_price),
      distancePrice: Number(row.distance_price),
    });
  }
  const orders = new Map<string, readonly VehicleEntry[]>();
  return {
    vehicles: entries,
    categories: categoryMap,
    brands: brandMap,
    ordered(sort, byDistance) {
      const key = `${sort}:${byDistance}`;
      let list = orders.get(key);
      if (!list) {
        list = [...entries.values()].sort(vehicleOrder(sort, byDistance));
        orders.set(key, list);
      }
      return list;
    },
  };
}

/** How a list sort compares two vehicles; ties go to the lower id (newest: the higher), so pages are stable. */
function vehicleOrder(sort: VehicleSort, byDistance: boolean): (a: VehicleEntry, b: VehicleEntry) => number {
  const price = (e: VehicleEntry) => (byDistance ? e.distancePrice : e.hourlyPrice);
  switch (sort) {
    case 'price_low_high':
      return (a, b) => price(a) - price(b) || a.row.id - b.row.id;
    case 'price_high_low':
      return (a, b) => price(b) - price(a) || a.row.id - b.row.id;
    case 'top_rated':
      return (a, b) =>
        b.ratings.avg_rating - a.ratings.avg_rating ||
        b.ratings.rating_count - a.ratings.rating_count ||
        a.row.id - b.row.id;
    case 'popular':
      return (a, b) => b.row.total_trip - a.row.total_trip || a.row.id - b.row.id;
    case 'newest':
      return (a, b) => b.row.created_at.getTime() - a.row.created_at.getTime() || b.row.id - a.row.id;
    case 'name':
      return (a, b) => a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id;
    default:
      return (a, b) => a.row.id - b.row.id;
  }
}

export function createVehicleStore(db: Database, clock: () => number = Date.now) {
  let cached: { at: number; value: Promise<RentalSnapshot> } | null = null;
  return {
    get(): Promise<RentalSnapshot> {
      if (!cached || clock() - cached.at > TTL_MS) {
        const value = load(db);
        cached = { at: clock(), value };
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = null;
    },
  };
}

export type VehicleStore = ReturnType<typeof createVehicleStore>;

/** The vehicle's prices in the domain's form (minor units). */
export function vehiclePricing(row: VehicleRow, decimals: number): RentalVehiclePricing {
  return {
    hourlyPrice: toMinor(row.hourly_price, decimals),
    distancePrice: toMinor(row.distance_price, decimals),
    discountType: row.discount_type,
    discount: row.discount_type === 'percent' ? Number(row.discount_price) : toMinor(row.discount_price, decimals),
    tripHourly: row.trip_hourly,
    tripDistance: row.trip_distance,
  };
}

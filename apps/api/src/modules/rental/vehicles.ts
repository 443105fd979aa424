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
}

export interface RentalSnapshot {
  vehicles: Map<number, VehicleEntry>;
  categories: Map<number, NamedRow>;
  brands: Map<number, NamedRow>;
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
    });
  }
  return { vehicles: entries, categories: categoryMap, brands: brandMap };
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

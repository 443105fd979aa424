/**
 * Rental answers in the 6amMart Rental module's wire shapes: vehicles with
 * their provider, category and brand; providers as stores plus their pickup
 * zones; reviews, categories and brands. Names come in the caller's language.
 */
import { formatStore, localized, type FormatContext, type StoreEntry } from '../catalog/index.ts';
import type { NamedRow, RentalSnapshot, VehicleEntry } from './vehicles.ts';

const flag = (value: boolean) => (value ? 1 : 0);

export function formatVehicleCategory(c: NamedRow, fc: Pick<FormatContext, 'locale' | 'urls'>) {
  return {
    id: c.id,
    name: localized(c.tr, fc.locale, 'name', c.name),
    image: c.image,
    image_full_url: fc.urls.storage('vehicle_category', c.image),
    position: c.position ?? 0,
    status: 1,
  };
}

export function formatVehicleBrand(b: NamedRow, fc: Pick<FormatContext, 'locale' | 'urls'>) {
  return {
    id: b.id,
    name: localized(b.tr, fc.locale, 'name', b.name),
    image: b.image,
    image_full_url: fc.urls.storage('vehicle_brand', b.image),
    status: 1,
  };
}

/** A provider: the store's shape, with its pickup zones (6amMart's pickup_zone_id is a JSON string). */
export function formatProvider(store: StoreEntry, fc: FormatContext) {
  const zones = pickupZonesOf(store);
  return {
    ...formatStore(store, fc),
    pickup_zone_id: JSON.stringify(zones.map(String)),
    pickup_zone_ids: zones,
  };
}

export function pickupZonesOf(store: StoreEntry): number[] {
  const ids = (store.row as { pickup_zone_ids?: number[] }).pickup_zone_ids;
  return ids && ids.length ? ids : [store.row.zone_id];
}

export function formatVehicle(
  entry: VehicleEntry,
  snap: RentalSnapshot,
  provider: StoreEntry | undefined,
  fc: FormatContext,
) {
  const v = entry.row;
  const category = snap.categories.get(v.category_id);
  const brand = snap.brands.get(v.brand_id);
  return {
    id: v.id,
    name: localized(v.tr, fc.locale, 'name', v.name),
    description: localized(v.tr, fc.locale, 'description', v.description),
    thumbnail: v.thumbnail,
    thumbnail_full_url: fc.urls.storage('vehicle', v.thumbnail),
    images: v.images,
    images_full_url: v.images.map((file) => fc.urls.storage('vehicle', file)),
    provider_id: v.provider_id,
    zone_id: v.zone_id,
    category_id: v.category_id,
    brand_id: v.brand_id,
    model: v.model,
    type: category?.name ?? null,
    engine_capacity: v.engine_capacity,
    engine_power: v.engine_power,
    seating_capacity: v.seating_capacity,
    air_condition: flag(v.air_condition),
    fuel_type: v.fuel_type,
    transmission_type: v.transmission_type,
    multiple_vehicles: flag(v.identities > 1),
    total_vehicles: v.identities,
    trip_hourly: flag(v.trip_hourly),
    trip_distance: flag(v.trip_distance),
    hourly_price: Number(v.hourly_price),
    distance_price: Number(v.distance_price),
    discount_type: v.discount_type,
    discount_price: Number(v.discount_price),
    avg_rating: entry.ratings.avg_rating,
    rating_count: entry.ratings.rating_count,
    ratings: entry.ratings.ratings,
    total_trip: v.total_trip,
    wishlist_count: v.wishlist_count,
    status: flag(v.status),
    new_tag: flag(v.new_tag),
    created_at: v.created_at,
    updated_at: v.updated_at,
    category: category ? formatVehicleCategory(category, fc) : null,
    brand: brand ? formatVehicleBrand(brand, fc) : null,
    provider: provider ? providerOnce(provider, fc) : null,
  };
}

/** What a trip keeps of each vehicle when it is booked (trip_details.vehicle_details). */
export interface BookedVehicleSnapshot {
  id: number;
  name: string;
  name_ar: string | null;
  thumbnail: string | null;
  hourly_price: number;
  distance_price: number;
  discount_type: string;
  discount_price: number;
}

/**
 * A trip's vehicle that is no longer listed (switched off, or of a provider now outside the
 * caller's zones): what the trip kept at booking, named in the caller's language and with its
 * picture's address, so the trip pages still show which car it was.
 */
export function formatBookedVehicle(kept: BookedVehicleSnapshot, fc: FormatContext) {
  return {
    ...kept,
    name: (fc.locale === 'ar' && kept.name_ar) || kept.name,
    thumbnail_full_url: fc.urls.storage('vehicle', kept.thumbnail),
  };
}

/**
 * A list of vehicles names few providers: each is shaped once per answer (a format context is
 * made per request) instead of once per vehicle.
 */
const providersByAnswer = new WeakMap<FormatContext, Map<number, ReturnType<typeof formatProvider>>>();
function providerOnce(store: StoreEntry, fc: FormatContext) {
  let shaped = providersByAnswer.get(fc);
  if (!shaped) providersByAnswer.set(fc, (shaped = new Map()));
  let json = shaped.get(store.row.id);
  if (!json) shaped.set(store.row.id, (json = formatProvider(store, fc)));
  return json;
}

export type VehicleJson = ReturnType<typeof formatVehicle>;
export type ProviderJson = ReturnType<typeof formatProvider>;
/** A page of vehicles (search, top rated, popular, a provider's). */
export interface VehiclePageJson {
  total_size: number;
  limit: number;
  offset: number;
  vehicles: VehicleJson[];
}
/** rental/user/wish-list: saved vehicles and providers, newest first. */
export interface RentalWishlistJson {
  vehicles: VehicleJson[];
  providers: ProviderJson[];
}
/** rental/provider/get-provider-details: the provider with its hours, vehicle count and vehicle categories. */
export type ProviderDetailsJson = Omit<ProviderJson, 'schedules'> & {
  schedules: { day: number; opening_time: string; closing_time: string }[];
  total_vehicles: number;
  vehicle_categories: ReturnType<typeof formatVehicleCategory>[];
};

export interface VehicleReviewRow {
  id: number;
  trip_id: number | null;
  vehicle_id: number;
  provider_id: number;
  user_id: number | null;
  reviewer_name: string | null;
  f_name: string | null;
  l_name: string | null;
  user_image: string | null;
  rating: number;
  comment: string;
  created_at: Date;
  vehicle_name: string;
  vehicle_tr: Record<string, string> | null;
}

export function formatVehicleReview(r: VehicleReviewRow, fc: Pick<FormatContext, 'locale' | 'urls'>) {
  const name = [r.f_name, r.l_name].filter(Boolean).join(' ') || r.reviewer_name || null;
  return {
    id: r.id,
    trip_id: r.trip_id,
    vehicle_id: r.vehicle_id,
    provider_id: r.provider_id,
    user_id: r.user_id,
    rating: r.rating,
    comment: r.comment,
    status: 1,
    created_at: r.created_at,
    updated_at: r.created_at,
    vehicle_name: localized(r.vehicle_tr, fc.locale, 'name', r.vehicle_name),
    customer_name: name,
    customer: r.user_id
      ? {
          id: r.user_id,
          f_name: r.f_name ?? r.reviewer_name,
          l_name: r.l_name,
          image: r.user_image,
          image_full_url: fc.urls.storage('profile', r.user_image),
        }
      : null,
  };
}

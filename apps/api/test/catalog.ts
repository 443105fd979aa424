/**
 * Ids and headers of the seeded demo catalog for API tests, looked up by
 * name so tests read as "a store in Al Malaz" rather than "store 10".
 */
import type { ApiHarness } from './helper.ts';

export interface DemoIds {
  zones: Record<'central' | 'olaya' | 'malaz' | 'nakheel' | 'diriyah' | 'airport', number>;
  modules: Record<'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel', number>;
  store(slug: string): number;
  item(slug: string): number;
}

export async function demoIds(api: ApiHarness): Promise<DemoIds> {
  const db = api.database.db;
  const zones = new Map(
    (await db.query<{ name: string; id: number }>('select name, id from zones')).map((z) => [z.name, z.id]),
  );
  const modules = new Map(
    (await db.query<{ module_type: string; id: number }>('select module_type, id from modules')).map((m) => [
      m.module_type,
      m.id,
    ]),
  );
  const stores = new Map(
    (await db.query<{ slug: string; id: number }>('select slug, id from stores')).map((s) => [s.slug, s.id]),
  );
  const items = new Map(
    (await db.query<{ slug: string; id: number }>('select slug, id from items')).map((i) => [i.slug, i.id]),
  );
  const get = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`No seeded ${key}`);
    return id;
  };
  return {
    zones: {
      central: get(zones, 'Riyadh Central'),
      olaya: get(zones, 'Al Olaya'),
      malaz: get(zones, 'Al Malaz'),
      nakheel: get(zones, 'Al Nakheel'),
      diriyah: get(zones, 'Diriyah'),
      airport: get(zones, 'Airport District'),
    },
    modules: {
      food: get(modules, 'food'),
      grocery: get(modules, 'grocery'),
      pharmacy: get(modules, 'pharmacy'),
      ecommerce: get(modules, 'ecommerce'),
      parcel: get(modules, 'parcel'),
    },
    store: (slug) => get(stores, slug),
    item: (slug) => get(items, slug),
  };
}

/** The headers a 6amMart client sends for a location and module. */
export function catalogHeaders(
  zoneIds: number[],
  moduleId?: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { zoneid: JSON.stringify(zoneIds), ...(moduleId ? { moduleid: String(moduleId) } : {}), ...extra };
}

/** Fields every formatted item carries (reference "Product JSON", spec §3 Item). */
export const ITEM_FIELDS = [
  'id',
  'name',
  'slug',
  'description',
  'image',
  'image_full_url',
  'images',
  'images_full_url',
  'store_id',
  'store_name',
  'module_id',
  'module_type',
  'zone_id',
  'category_id',
  'category_ids',
  'unit_type',
  'price',
  'tax',
  'discount',
  'discount_type',
  'store_discount',
  'restaurant_discount',
  'stock',
  'maximum_cart_quantity',
  'avg_rating',
  'rating_count',
  'wishlist_count',
  'whislists_count',
  'generic_name',
  'nutritions_name',
  'allergies_name',
  'tags',
  'choice_options',
  'variations',
  'food_variations',
  'add_ons',
  'organic',
  'recommended',
  'veg',
  'is_halal',
  'halal_tag_status',
  'is_prescription_required',
  'available_time_starts',
  'available_time_ends',
  'available_date_starts',
  'available_date_ends',
  'schedule_order',
  'flash_sale',
  'min_delivery_time',
  'max_delivery_time',
  'delivery_time',
  'free_delivery',
] as const;

/** Fields every formatted store carries (reference "Store JSON", spec §3 Store). */
export const STORE_FIELDS = [
  'id',
  'name',
  'slug',
  'logo_full_url',
  'cover_photo_full_url',
  'address',
  'latitude',
  'longitude',
  'zone_id',
  'module_id',
  'tax',
  'minimum_order',
  'delivery_time',
  'schedule_order',
  'free_delivery',
  'self_delivery_system',
  'minimum_shipping_charge',
  'per_km_shipping_charge',
  'maximum_shipping_charge',
  'announcement',
  'announcement_message',
  'avg_rating',
  'rating_count',
  'positive_rating',
  'ratings',
  'total_items',
  'category_ids',
  'schedules',
  'discount',
  'open',
  'distance',
  'current_opening_time',
  'active',
  'delivery',
  'take_away',
  // The rest of the keys clients read (client-contract §5 "store object"); `comission` (sic) tells stores from items.
  'comission',
  'logo',
  'cover_photo',
  'price_range',
  'prescription_order',
  'meta_title',
  'meta_description',
  'meta_image',
] as const;

/**
 * Opens stores round the clock, every day (all of them when no slugs are
 * given), as e2e/prepare-database.ts does for the journeys: the cart refuses
 * a closed store's items (issue 16, item 1), so tests that add to carts would
 * otherwise pass or fail by the hour they run at. Tests of closed stores set
 * their own hours.
 */
export async function openStoresRoundTheClock(api: ApiHarness, slugs?: string[]): Promise<void> {
  const db = api.database.db;
  const stores = await db.query<{ id: number }>(
    slugs ? 'select id from stores where slug = any($1::text[])' : 'select id from stores',
    slugs ? [slugs] : [],
  );
  const ids = stores.map((s) => s.id);
  await db.query('delete from store_schedules where store_id = any($1::int[])', [ids]);
  await db.query(
    `insert into store_schedules (store_id, day, opening_time, closing_time)
     select s, d, '00:00:00', '00:00:00' from unnest($1::int[]) s, generate_series(0, 6) d`,
    [ids],
  );
  api.app.souq.catalog.invalidate();
}

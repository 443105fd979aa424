/**
 * SQL of the catalog. Small, slowly changing tables (stores, hours,
 * categories, vocabularies) are read whole into the snapshot; items are read
 * by id or listed by filters with the indexes of migration 0003.
 */
import type { Queryable } from '@souq/db';

import { translationsOf, type Translations } from '../../lib/translations.ts';
import type { VisibleReviewRow } from '../reviews/index.ts';

// Other modules have long imported these from the catalog's entry.
export { translationsOf, type Translations };

export type { ModuleEntryRow as ModuleRow } from '../modules/index.ts';

export interface StoreRow {
  id: number;
  module_id: number;
  zone_id: number;
  name: string;
  slug: string;
  phone: string;
  email: string | null;
  logo: string | null;
  cover_photo: string | null;
  address: string;
  latitude: number;
  longitude: number;
  minimum_order: string;
  tax: string;
  delivery_time: string;
  delivery: boolean;
  take_away: boolean;
  schedule_order: boolean;
  order_place_to_schedule_interval: number;
  status: boolean;
  active: boolean;
  featured: boolean;
  veg: boolean;
  non_veg: boolean;
  cutlery: boolean;
  prescription_order: boolean;
  free_delivery: boolean;
  self_delivery_system: boolean;
  minimum_shipping_charge: string;
  per_km_shipping_charge: string;
  maximum_shipping_charge: string | null;
  announcement: boolean;
  announcement_message: string | null;
  is_recommended: boolean;
  halal_tag_status: boolean;
  extra_packaging_status: boolean;
  extra_packaging_amount: string;
  comission: string;
  rating: number[];
  order_count: number;
  total_order: number;
  wishlist_count: number;
  meta_title: string | null;
  meta_description: string | null;
  meta_image: string | null;
  created_at: Date;
  updated_at: Date;
  zone_active: boolean;
  /** The store's module delivers in the store's zone (module_zone). */
  zone_served: boolean;
  tr: Translations;
}

export interface ScheduleRow {
  id: number;
  store_id: number;
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface StoreDiscountRow {
  store_id: number;
  discount: string;
  discount_type: string;
  min_purchase: string;
  max_discount: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}

export interface StoreStatsRow {
  store_id: number;
  total_items: number;
  category_ids: number[];
  min_price: string | null;
  max_price: string | null;
}

export interface CategoryRow {
  id: number;
  module_id: number;
  parent_id: number | null;
  position: number;
  name: string;
  slug: string;
  image: string | null;
  status: boolean;
  priority: number;
  featured: boolean;
  created_at: Date;
  updated_at: Date;
  products_count: number;
  order_count: number;
  tr: Translations;
}

export interface NamedRow {
  id: number;
  name: string;
  tr: Translations;
}

export interface BrandRow extends NamedRow {
  module_id: number;
  slug: string;
  image: string | null;
  status: boolean;
  items_count: number;
  created_at: Date;
  updated_at: Date;
}

export interface ConditionRow extends NamedRow {
  module_id: number;
  slug: string;
  status: boolean;
  items_count: number;
  created_at: Date;
  updated_at: Date;
}

export interface AddOnRow extends NamedRow {
  store_id: number;
  price: string;
  status: boolean;
}

export interface FlashSaleRow {
  id: number;
  module_id: number;
  title: string;
  is_publish: boolean;
  admin_discount_percentage: string;
  vendor_discount_percentage: string;
  start_date: Date;
  end_date: Date;
  created_at: Date;
  updated_at: Date;
  tr: Translations;
}

export interface FlashSaleItemRow {
  id: number;
  flash_sale_id: number;
  item_id: number;
  stock: number;
  sold: number;
  available_stock: number;
  discount: string;
  discount_type: string;
  discount_amount: string;
  price: string;
  status: boolean;
}

export interface CampaignRow {
  id: number;
  module_id: number;
  title: string;
  description: string;
  image: string | null;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  status: boolean;
  created_at: Date;
  updated_at: Date;
  store_ids: number[];
  tr: Translations;
}

export interface BannerRow {
  id: number;
  module_id: number;
  zone_id: number | null;
  title: string;
  type: 'default' | 'store_wise' | 'item_wise';
  data: number | null;
  image: string;
  link: string | null;
  featured: boolean;
  created_by: 'admin' | 'store';
  created_at: Date;
  updated_at: Date;
  tr: Translations;
}

/** Active stores; zone_active and zone_served are filled in by the snapshot (zones and modules answer them). */
export const selectStores = (db: Queryable) =>
  db.query<Omit<StoreRow, 'zone_active' | 'zone_served'>>(
    `select s.*, ${translationsOf('store', 's.id')} as tr from stores s where s.status order by s.id`,
  );

/** Active stores and orderable items per module (GET /module's counts). */
export async function countsByModule(db: Queryable): Promise<Map<number, { stores: number; items: number }>> {
  const rows = await db.query<{ module_id: number; stores: number; items: number }>(
    `select module_id, sum(stores)::int as stores, sum(items)::int as items from (
       select module_id, count(*) as stores, 0 as items from stores where status group by module_id
       union all
       select module_id, 0, count(*) from items where status and available_date_starts is null group by module_id
     ) c group by module_id`,
  );
  return new Map(rows.map((r) => [r.module_id, { stores: r.stores, items: r.items }]));
}

export const selectSchedules = (db: Queryable) =>
  db.query<ScheduleRow>(
    'select id, store_id, day, opening_time::text, closing_time::text from store_schedules order by store_id, day, opening_time',
  );

export const selectStoreDiscounts = (db: Queryable) =>
  db.query<StoreDiscountRow>(
    'select store_id, discount, discount_type, min_purchase, max_discount, start_date, end_date, start_time::text, end_time::text from store_discounts',
  );

/** Per store: listed items, the categories they are in, their price span (two aggregates, not a subquery per store). */
export const selectStoreStats = (db: Queryable) =>
  db.query<StoreStatsRow>(
    `select s.store_id, s.total_items, s.min_price, s.max_price, coalesce(c.category_ids, '{}') as category_ids
       from (select store_id, count(*)::int as total_items, min(price) as min_price, max(price) as max_price
               from items where status and available_date_starts is null group by store_id) s
       left join (select store_id, array_agg(distinct cid order by cid) as category_ids
                    from items cross join unnest(category_ids) cid
                   where status and available_date_starts is null group by store_id) c using (store_id)`,
  );

/** Confirmed stores of campaigns that have not ended. */
export const selectCampaignCounts = (db: Queryable, today: string) =>
  db.query<{ store_id: number; total: number }>(
    `select cs.store_id, count(*)::int as total from campaign_store cs join campaigns c on c.id = cs.campaign_id
      where c.status and cs.campaign_status = 'confirmed' and c.end_date >= $1::date group by cs.store_id`,
    [today],
  );

export const selectCategories = (db: Queryable) =>
  db.query<CategoryRow>(
    `select c.*, coalesce(n.products_count, 0)::int as products_count, coalesce(n.order_count, 0)::int as order_count, ${translationsOf('category', 'c.id')} as tr
       from categories c
       left join (select cid, count(*) as products_count, sum(i.order_count) as order_count
                    from items i cross join unnest(i.category_ids) cid
                   where i.status and i.available_date_starts is null group by cid) n on n.cid = c.id
      where c.status
      order by c.priority desc, c.id`,
  );

export const selectUnits = (db: Queryable) =>
  db.query<NamedRow>(`select u.id, u.unit as name, ${translationsOf('unit', 'u.id')} as tr from units u`);
export const selectAttributes = (db: Queryable) =>
  db.query<NamedRow>(`select a.id, a.name, ${translationsOf('attribute', 'a.id')} as tr from attributes a`);
export const selectTags = (db: Queryable) =>
  db.query<NamedRow>(`select g.id, g.tag as name, ${translationsOf('tag', 'g.id')} as tr from tags g`);
export const selectAddOns = (db: Queryable) =>
  db.query<AddOnRow>(
    `select a.id, a.store_id, a.name, a.price, a.status, ${translationsOf('add_on', 'a.id')} as tr from add_ons a order by a.id`,
  );

export const selectBrands = (db: Queryable) =>
  db.query<BrandRow>(
    `select b.*, (select count(*) from items i where i.brand_id = b.id and i.status and i.available_date_starts is null)::int as items_count,
            ${translationsOf('brand', 'b.id')} as tr
       from brands b where b.status order by b.name`,
  );

export const selectConditions = (db: Queryable) =>
  db.query<ConditionRow>(
    `select c.*, (select count(*) from items i where i.common_condition_id = c.id and i.status and i.available_date_starts is null)::int as items_count,
            ${translationsOf('common_condition', 'c.id')} as tr
       from common_conditions c where c.status order by c.name`,
  );

/** Published flash sales running at `now`, with their items. */
export async function selectRunningFlashSales(db: Queryable, now: Date) {
  const sales = await db.query<FlashSaleRow>(
    `select f.*, ${translationsOf('flash_sale', 'f.id')} as tr from flash_sales f
      where f.is_publish and f.start_date <= $1 and f.end_date > $1 order by f.start_date, f.id`,
    [now],
  );
  const items = sales.length
    ? await db.query<FlashSaleItemRow>(
        'select * from flash_sale_items where flash_sale_id = any($1::int[]) and status order by id',
        [sales.map((s) => s.id)],
      )
    : [];
  return { sales, items };
}

export const selectCampaigns = (db: Queryable) =>
  db.query<CampaignRow>(
    `select c.id, c.module_id, c.title, c.description, c.image, c.start_date, c.end_date, c.start_time::text, c.end_time::text, c.status,
            c.created_at, c.updated_at,
            coalesce((select array_agg(cs.store_id order by cs.store_id) from campaign_store cs
                       where cs.campaign_id = c.id and cs.campaign_status = 'confirmed'), '{}') as store_ids,
            ${translationsOf('campaign', 'c.id')} as tr
       from campaigns c where c.status order by c.start_date desc, c.id`,
  );

export const selectBanners = (db: Queryable) =>
  db.query<BannerRow>(
    `select b.*, ${translationsOf('banner', 'b.id')} as tr from banners b where b.status order by b.featured desc, b.id desc`,
  );

export interface ItemRow {
  id: number;
  module_id: number;
  store_id: number;
  category_id: number | null;
  category_ids: number[];
  name: string;
  slug: string;
  description: string;
  image: string | null;
  images: string[];
  unit_id: number | null;
  price: string;
  tax: string;
  tax_type: string;
  discount: string;
  discount_type: string;
  attributes: number[];
  choice_options: { name: string; title: string; attribute_id?: number; options: string[] }[];
  variations: { type: string; price: number | string; stock?: number }[];
  food_variations: unknown[];
  add_on_ids: number[];
  available_time_starts: string;
  available_time_ends: string;
  available_date_starts: string | null;
  available_date_ends: string | null;
  stock: number;
  maximum_cart_quantity: number | null;
  veg: boolean;
  status: boolean;
  recommended: boolean;
  organic: boolean;
  is_halal: boolean;
  is_prescription_required: boolean;
  is_basic: boolean;
  common_condition_id: number | null;
  brand_id: number | null;
  generic_name: string[];
  nutritions: string[];
  allergies: string[];
  avg_rating: string;
  rating_count: number;
  /** Review counts by star, [1★ … 5★]. */
  rating: number[];
  order_count: number;
  wishlist_count: number;
  created_at: Date;
  updated_at: Date;
  tag_ids: number[];
  tr: Translations;
}

/** Items by id, whatever their status (callers such as carts decide what to show). */
export const selectItemsByIds = (db: Queryable, ids: number[]) =>
  db.query<ItemRow>(
    `select i.id, i.module_id, i.store_id, i.category_id, i.category_ids, i.name, i.slug, i.description, i.image, i.images, i.unit_id,
            i.price, i.tax, i.tax_type, i.discount, i.discount_type, i.attributes, i.choice_options, i.variations, i.food_variations, i.add_on_ids,
            i.available_time_starts::text, i.available_time_ends::text, i.available_date_starts, i.available_date_ends, i.stock,
            i.maximum_cart_quantity, i.veg, i.status, i.recommended, i.organic, i.is_halal, i.is_prescription_required, i.is_basic,
            i.common_condition_id, i.brand_id, i.generic_name, i.nutritions, i.allergies, i.avg_rating, i.rating_count, i.rating, i.order_count,
            i.wishlist_count, i.created_at, i.updated_at,
            coalesce((select array_agg(it.tag_id order by it.tag_id) from item_tag it where it.item_id = i.id), '{}') as tag_ids,
            ${translationsOf('item', 'i.id')} as tr
       from items i where i.id = any($1::int[])`,
    [ids],
  );

export const selectItemIdBySlug = (db: Queryable, slug: string) =>
  db.query<{ id: number }>('select id from items where slug = $1', [slug]);

/** A visible review (the reviews module's row) with its reviewer's and item's names and pictures. */
export interface ReviewRow extends VisibleReviewRow {
  f_name: string | null;
  l_name: string | null;
  user_image: string | null;
  item_name: string;
  item_image: string | null;
  item_tr: Translations;
}

/** Names, pictures and translations of items by id (a review list's items). */
export async function selectItemLabels(
  db: Queryable,
  ids: number[],
): Promise<Map<number, { name: string; image: string | null; tr: Translations }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; name: string; image: string | null; tr: Translations }>(
    `select i.id, i.name, i.image, ${translationsOf('item', 'i.id')} as tr from items i where i.id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which of these category ids name an active category (a customer's interests). */
export const activeCategoryIds = (db: Queryable, ids: number[]) =>
  db.query<{ id: number }>('select id from categories where id = any($1::int[]) and status', [ids]);

/**
 * Items and stores in the wire shape of 6amMart's product_data_formatting
 * and store_data_formatting (reference "Product JSON" / "Store JSON", spec §3),
 * in the caller's language. Carts, wishlists and orders reuse these so an
 * item looks the same everywhere.
 *
 * An item is formatted in two steps: formatItemBase (everything that only
 * changes when the item or its store is edited — cached) and liveItemFields
 * (what depends on the clock: a running flash sale's price and stock, a
 * running store discount), laid over it.
 */
import {
  currentOpeningTime,
  storeDistanceMeters,
  isOpenAt,
  isStoreDiscountRunning,
  type LatLng,
  type LocalMoment,
} from '@souq/domain';
import type { AppUrls } from '../../lib/urls.ts';
import { localized, type CatalogSnapshot, type StoreEntry } from './snapshot.ts';
import type {
  BannerRow,
  CampaignRow,
  CategoryRow,
  FlashSaleItemRow,
  FlashSaleRow,
  ItemRow,
  ReviewRow,
} from './queries.ts';

export interface FormatContext {
  locale: string;
  urls: AppUrls;
  snapshot: CatalogSnapshot;
  /** Now, on the business clock. */
  moment: LocalMoment;
  /** The shopper's location (latitude/longitude headers), for distances. */
  location: LatLng | null;
}

const flag = (value: boolean) => (value ? 1 : 0);
const num = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/** A formatted value and its JSON text without the closing brace, so fields can be appended. */
export interface Serialized<T> {
  value: T;
  text: string;
}

const openJson = (value: object) => JSON.stringify(value).slice(0, -1);

/** Appends fields to an open JSON object text and closes it. */
export function closeJson(open: string, fields: Record<string, unknown>): string {
  let text = open;
  for (const [key, value] of Object.entries(fields)) text += `,"${key}":${JSON.stringify(value) ?? 'null'}`;
  return `${text}}`;
}

/** {"total_size":…,"limit":…,"offset":…,"<list>":[…]} from elements already serialized. */
export function pageJsonText(
  list: string,
  page: { total_size: number; limit: number; offset: number },
  elements: string[],
  extra: Record<string, unknown> = {},
): string {
  return closeJson(
    `{"total_size":${page.total_size},"limit":${page.limit},"offset":${page.offset},"${list}":[${elements.join(',')}]`,
    extra,
  );
}

/** "30-40 min" → [30, 40]. */
export function deliveryMinutes(text: string): [number, number] {
  const [min = 0, max = min] = (text.match(/\d+/g) ?? []).map(Number);
  return [min, max];
}

/** A drawn demo picture's URL asks for the reader's language (storage/routes.ts; issue 16, item 5). */
function withLanguage(url: string | null, file: string | null, locale: string): string | null {
  return url && locale === 'ar' && file?.endsWith('.svg') ? `${url}?lang=ar` : url;
}

export function isStoreOpen(store: StoreEntry, moment: LocalMoment): boolean {
  return store.row.active && isOpenAt(store.schedules, moment);
}

/** The store discount running now, in the 6amMart shape, or null. */
export function runningStoreDiscount(store: StoreEntry, moment: LocalMoment) {
  const d = store.discount;
  if (!d || !isStoreDiscountRunning(d, moment)) return null;
  return {
    store_id: d.store_id,
    start_date: d.start_date,
    end_date: d.end_date,
    start_time: d.start_time,
    end_time: d.end_time,
    min_purchase: Number(d.min_purchase),
    max_discount: Number(d.max_discount),
    discount: Number(d.discount),
    discount_type: d.discount_type,
  };
}

/** The store fields that change only when the store is edited (cached per language). */
function formatStoreStatic(store: StoreEntry, locale: string, urls: AppUrls) {
  const s = store.row;
  return {
    id: s.id,
    name: localized(s.tr, locale, 'name', s.name),
    slug: s.slug,
    phone: s.phone,
    email: s.email,
    logo: s.logo,
    logo_full_url: urls.storage('store', s.logo),
    cover_photo: s.cover_photo,
    cover_photo_full_url: urls.storage('store/cover', s.cover_photo),
    latitude: String(s.latitude),
    longitude: String(s.longitude),
    address: localized(s.tr, locale, 'address', s.address),
    zone_id: s.zone_id,
    module_id: s.module_id,
    module_type: store.module.module_type,
    minimum_order: Number(s.minimum_order),
    tax: Number(s.tax),
    delivery_time: s.delivery_time,
    min_delivery_time: deliveryMinutes(s.delivery_time)[0],
    max_delivery_time: deliveryMinutes(s.delivery_time)[1],
    delivery: s.delivery,
    take_away: s.take_away,
    schedule_order: s.schedule_order,
    order_place_to_schedule_interval: s.order_place_to_schedule_interval,
    status: flag(s.status),
    active: s.active,
    featured: flag(s.featured),
    veg: flag(s.veg),
    non_veg: flag(s.non_veg),
    cutlery: s.cutlery,
    prescription_order: s.prescription_order,
    free_delivery: s.free_delivery,
    self_delivery_system: flag(s.self_delivery_system),
    minimum_shipping_charge: Number(s.minimum_shipping_charge),
    per_km_shipping_charge: Number(s.per_km_shipping_charge),
    maximum_shipping_charge: num(s.maximum_shipping_charge),
    announcement: flag(s.announcement),
    announcement_message: s.announcement
      ? localized(s.tr, locale, 'announcement_message', s.announcement_message)
      : null,
    item_section: true,
    reviews_section: true,
    pos_system: false,
    off_day: ' ',
    store_business_model: 'commission',
    comission: Number(s.comission),
    is_recommended: s.is_recommended,
    halal_tag_status: s.halal_tag_status,
    extra_packaging_status: s.extra_packaging_status,
    extra_packaging_amount: s.extra_packaging_status ? Number(s.extra_packaging_amount) : 0,
    ratings: store.ratings.ratings,
    avg_rating: store.ratings.avg_rating,
    rating_count: store.ratings.rating_count,
    positive_rating: store.ratings.positive_rating,
    order_count: s.order_count,
    total_order: s.total_order,
    total_items: store.totalItems,
    total_campaigns: store.totalCampaigns,
    category_ids: store.categoryIds,
    price_range: { start_price: store.minPrice ?? 0, end_price: store.maxPrice ?? 0 },
    schedules: store.schedules,
    wishlist_count: s.wishlist_count,
    meta_title: s.meta_title,
    meta_description: s.meta_description,
    meta_image: s.meta_image,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

/** The store fields that depend on the moment and the shopper's location. */
function storeLiveFields(store: StoreEntry, fc: Pick<FormatContext, 'moment' | 'location'>) {
  const s = store.row;
  const discount = runningStoreDiscount(store, fc.moment);
  return {
    current_opening_time: currentOpeningTime(store.schedules, fc.moment),
    open: flag(isStoreOpen(store, fc.moment)),
    distance: storeDistanceMeters(fc.location, { lat: s.latitude, lng: s.longitude }),
    discount,
    discount_status: flag(Boolean(discount)),
  };
}

function storeStatic(
  store: StoreEntry,
  fc: Pick<FormatContext, 'locale' | 'urls'>,
): Serialized<ReturnType<typeof formatStoreStatic>> {
  let cached = store.serialized.get(fc.locale) as Serialized<ReturnType<typeof formatStoreStatic>> | undefined;
  if (!cached) {
    const value = formatStoreStatic(store, fc.locale, fc.urls);
    cached = { value, text: openJson(value) };
    store.serialized.set(fc.locale, cached);
  }
  return cached;
}

/** Every store object of every answer (lists, details, wishlist, orders, coupons, providers): one shape. */
export function formatStore(store: StoreEntry, fc: FormatContext) {
  return { ...storeStatic(store, fc).value, ...storeLiveFields(store, fc) };
}

export type StoreJson = ReturnType<typeof formatStore>;

/** formatStore as JSON text: the cached static text with the live fields appended. */
export function storeJsonText(store: StoreEntry, fc: FormatContext): string {
  return closeJson(storeStatic(store, fc).text, storeLiveFields(store, fc));
}

/** What store details add: its categories. */
function storeDetailsFields(store: StoreEntry, fc: FormatContext) {
  const categories = store.categoryIds
    .map((id) => fc.snapshot.categories.get(id))
    .filter((c) => c && c.position === 0) as CategoryRow[];
  return { category_details: categories.map((c) => formatCategory(c, fc)) };
}

export function formatStoreDetails(store: StoreEntry, fc: FormatContext) {
  return { ...formatStore(store, fc), ...storeDetailsFields(store, fc) };
}

export function storeDetailsJsonText(store: StoreEntry, fc: FormatContext): string {
  return closeJson(storeStatic(store, fc).text, { ...storeLiveFields(store, fc), ...storeDetailsFields(store, fc) });
}

export type ItemBase = ReturnType<typeof formatItemBase>;

/** The item's JSON without the clock-dependent fields (see liveItemFields). */
export function formatItemBase(
  item: ItemRow,
  store: StoreEntry | undefined,
  fc: Omit<FormatContext, 'moment' | 'location'>,
) {
  const { locale, urls, snapshot } = fc;
  const tr = item.tr;
  const list = (key: string, english: string[]): string[] => {
    const translated = locale !== 'en' ? tr?.[`${locale}:${key}`] : undefined;
    return translated ? (JSON.parse(translated) as string[]) : english;
  };
  // A drawn demo picture writes the item's name in the reader's language (storage/routes.ts; issue 16, item 5).
  const picture = (file: string | null) => withLanguage(urls.storage('product', file), file, locale);
  const unit = item.unit_id ? snapshot.units.get(item.unit_id) : undefined;
  const module = snapshot.modules.get(item.module_id);
  const brand = item.brand_id ? snapshot.brands.find((b) => b.id === item.brand_id) : undefined;
  const [minDelivery, maxDelivery] = deliveryMinutes(store?.row.delivery_time ?? '');
  const optionLabels = (
    locale !== 'en' && tr?.[`${locale}:choice_options`] ? JSON.parse(tr[`${locale}:choice_options`]) : []
  ) as unknown[];
  const foodVariations =
    locale !== 'en' && tr?.[`${locale}:food_variations`]
      ? JSON.parse(tr[`${locale}:food_variations`])
      : item.food_variations;
  return {
    id: item.id,
    name: localized(tr, locale, 'name', item.name),
    slug: item.slug,
    description: localized(tr, locale, 'description', item.description),
    image: item.image,
    image_full_url: picture(item.image),
    images: item.images,
    images_full_url: item.images.map(picture),
    store_id: item.store_id,
    store_name: store ? localized(store.row.tr, locale, 'name', store.row.name) : null,
    module_id: item.module_id,
    module_type: module?.module_type ?? null,
    module: module
      ? {
          id: module.id,
          module_name: localized(module.tr, locale, 'module_name', module.module_name),
          module_type: module.module_type,
        }
      : null,
    zone_id: store?.row.zone_id ?? null,
    category_id: item.category_id,
    category_ids: item.category_ids.map((id) => {
      const category = snapshot.categories.get(id);
      return {
        id: String(id),
        position: category?.position ?? 0,
        name: category ? localized(category.tr, locale, 'name', category.name) : 'NA',
      };
    }),
    unit_id: item.unit_id,
    unit_type: unit ? localized(unit.tr, locale, 'unit', unit.name) : null,
    unit: unit ? { id: unit.id, unit: localized(unit.tr, locale, 'unit', unit.name) } : null,
    price: Number(item.price),
    // 6amMart answers the store's tax percent here; checkout taxes by store.
    tax: store ? Number(store.row.tax) : Number(item.tax),
    tax_type: item.tax_type,
    attributes: item.attributes,
    choice_options: item.choice_options.map((c, index) => {
      const attribute = c.attribute_id ? snapshot.attributes.get(c.attribute_id) : undefined;
      const labels = optionLabels[index];
      return {
        name: c.name,
        title: attribute ? localized(attribute.tr, locale, 'name', attribute.name) : c.title,
        // The options stay the values variations are keyed by (the cart sends them back);
        // option_labels are what a shopper reads, in their language (issue 16, item 3).
        options: c.options,
        option_labels: Array.isArray(labels) && labels.length === c.options.length ? labels.map(String) : c.options,
      };
    }),
    variations: item.variations.map((v) => ({ type: v.type, price: Number(v.price), stock: Number(v.stock ?? 0) })),
    food_variations: foodVariations,
    add_ons: item.add_on_ids
      .map((id) => snapshot.addOns.get(id))
      .filter((a) => a && a.status)
      .map((a) => ({
        id: a!.id,
        name: localized(a!.tr, locale, 'name', a!.name),
        price: Number(a!.price),
        store_id: a!.store_id,
        status: 1,
      })),
    available_time_starts: item.available_time_starts,
    available_time_ends: item.available_time_ends,
    available_date_starts: item.available_date_starts,
    available_date_ends: item.available_date_ends,
    maximum_cart_quantity: item.maximum_cart_quantity,
    veg: flag(item.veg),
    status: flag(item.status),
    is_approved: 1,
    recommended: flag(item.recommended),
    organic: flag(item.organic),
    is_halal: flag(item.is_halal),
    halal_tag_status: flag(Boolean(store?.row.halal_tag_status)),
    is_prescription_required: flag(item.is_prescription_required),
    is_basic: flag(item.is_basic),
    common_condition_id: item.common_condition_id ?? 0,
    brand_id: item.brand_id ?? 0,
    brand: brand ? { id: brand.id, name: localized(brand.tr, locale, 'name', brand.name) } : null,
    generic_name: list('generic_name', item.generic_name),
    nutritions_name: list('nutritions', item.nutritions),
    allergies_name: list('allergies', item.allergies),
    tags: item.tag_ids.map((id) => {
      const tag = snapshot.tags.get(id);
      const name = tag ? localized(tag.tr, locale, 'tag', tag.name) : '';
      return { id, tag: name, name };
    }),
    avg_rating: Number(item.avg_rating),
    rating_count: item.rating_count,
    // Counts by star as 6amMart's rating accessor lists them: [5★, 4★, 3★, 2★, 1★].
    ratings: [...(item.rating ?? [])].reverse(),
    order_count: item.order_count,
    wishlist_count: item.wishlist_count,
    whislists_count: item.wishlist_count,
    schedule_order: store?.row.schedule_order ?? false,
    // The store's minimum order, so a cart shows what is missing before checkout (issue 16, item 2).
    store_minimum_order: Number(store?.row.minimum_order ?? 0),
    delivery_time: store?.row.delivery_time ?? null,
    min_delivery_time: minDelivery,
    max_delivery_time: maxDelivery,
    free_delivery: store?.row.free_delivery ?? false,
    is_campaign: flag(Boolean(store && store.totalCampaigns > 0)),
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

export type LiveItem = Pick<ItemRow, 'id' | 'store_id' | 'stock' | 'discount' | 'discount_type'>;

/**
 * Rule (6amMart's formatter): while a flash sale with stock left runs for
 * the item, its stock, discount and discount type replace the item's and
 * the store discount is 0; otherwise store_discount is the running store
 * discount's percent.
 */
export function liveItemFields(item: LiveItem, fc: Pick<FormatContext, 'snapshot' | 'moment'>) {
  const flash = fc.snapshot.flashItems.get(item.id);
  if (flash) {
    return {
      stock: flash.available_stock,
      discount: Number(flash.discount),
      discount_type: flash.discount_type,
      store_discount: 0,
      restaurant_discount: 0,
      flash_sale: 1,
    };
  }
  const store = fc.snapshot.stores.get(item.store_id);
  const percent = (store && runningStoreDiscount(store, fc.moment)?.discount) || 0;
  return {
    stock: item.stock,
    discount: Number(item.discount),
    discount_type: item.discount_type,
    store_discount: percent,
    restaurant_discount: percent,
    flash_sale: 0,
  };
}

/** The whole item: its base with the live fields laid over it. */
export type ItemJson = Omit<ItemBase, keyof ReturnType<typeof liveItemFields>> & ReturnType<typeof liveItemFields>;

export function formatCategory(c: CategoryRow, fc: Pick<FormatContext, 'locale' | 'urls'>) {
  return {
    id: c.id,
    name: localized(c.tr, fc.locale, 'name', c.name),
    slug: c.slug,
    image: c.image,
    image_full_url: withLanguage(fc.urls.storage('category', c.image), c.image, fc.locale),
    parent_id: c.parent_id ?? 0,
    position: c.position,
    status: flag(c.status),
    priority: c.priority,
    featured: flag(c.featured),
    module_id: c.module_id,
    products_count: c.products_count,
    order_count: c.order_count,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

/**
 * The top-level categories the items belong to (each item's category and
 * its parents up to the root), in the order the items first name them: what
 * item lists answer as `categories` for clients that build tabs from it.
 */
export function rootCategoriesOf(
  items: { category_id: number | null }[],
  fc: Pick<FormatContext, 'locale' | 'urls' | 'snapshot'>,
) {
  const roots = new Map<number, CategoryRow>();
  for (const item of items) {
    let category = item.category_id ? fc.snapshot.categories.get(item.category_id) : undefined;
    // A bounded walk: a category tree is a few levels deep, and a cycle in bad data must not hang a list.
    for (let depth = 0; category?.parent_id && depth < 8; depth++) {
      category = fc.snapshot.categories.get(category.parent_id);
    }
    if (category && !roots.has(category.id)) roots.set(category.id, category);
  }
  return [...roots.values()].map((c) => formatCategory(c, fc));
}

export function formatReview(r: ReviewRow, fc: Pick<FormatContext, 'locale' | 'urls'>) {
  const customerName = [r.f_name, r.l_name].filter(Boolean).join(' ') || null;
  return {
    id: r.id,
    item_id: r.item_id,
    store_id: r.store_id,
    module_id: r.module_id,
    user_id: r.user_id,
    order_id: r.order_id,
    rating: r.rating,
    comment: r.comment,
    attachment: r.attachment,
    attachment_full_url: r.attachment.map((file) => fc.urls.storage('review', file)),
    reply: r.reply,
    replied_at: r.replied_at,
    status: flag(r.status),
    created_at: r.created_at,
    updated_at: r.updated_at,
    item_name: localized(r.item_tr, fc.locale, 'name', r.item_name),
    item_image: r.item_image,
    item_image_full_url: fc.urls.storage('product', r.item_image),
    customer_name: customerName,
    customer: r.user_id
      ? {
          id: r.user_id,
          f_name: r.f_name,
          l_name: r.l_name,
          image: r.user_image,
          image_full_url: fc.urls.storage('profile', r.user_image),
        }
      : null,
  };
}

export function formatCampaign(c: CampaignRow, fc: Pick<FormatContext, 'locale' | 'urls'>) {
  return {
    id: c.id,
    title: localized(c.tr, fc.locale, 'title', c.title),
    description: localized(c.tr, fc.locale, 'description', c.description),
    image: c.image,
    image_full_url: fc.urls.storage('campaign', c.image),
    module_id: c.module_id,
    start_date: c.start_date,
    end_date: c.end_date,
    start_time: c.start_time,
    end_time: c.end_time,
    available_date_starts: c.start_date,
    available_date_ends: c.end_date,
    available_time_starts: c.start_time,
    available_time_ends: c.end_time,
    status: flag(c.status),
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

export function formatBanner(b: BannerRow, fc: Pick<FormatContext, 'locale' | 'urls'>) {
  return {
    id: b.id,
    title: localized(b.tr, fc.locale, 'title', b.title),
    type: b.type,
    image: b.image,
    image_full_url: fc.urls.storage('banner', b.image),
    link: b.link,
    default_link: b.link,
    data: b.data,
    zone_id: b.zone_id,
    module_id: b.module_id,
    featured: flag(b.featured),
    created_by: b.created_by,
    status: 1,
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}

export function formatFlashSale(f: FlashSaleRow, fc: Pick<FormatContext, 'locale'>) {
  return {
    id: f.id,
    title: localized(f.tr, fc.locale, 'title', f.title),
    module_id: f.module_id,
    is_publish: flag(f.is_publish),
    admin_discount_percentage: Number(f.admin_discount_percentage),
    vendor_discount_percentage: Number(f.vendor_discount_percentage),
    start_date: f.start_date,
    end_date: f.end_date,
    created_at: f.created_at,
    updated_at: f.updated_at,
  };
}

export function formatFlashSaleItem(entry: FlashSaleItemRow, item: ItemJson) {
  return {
    id: entry.id,
    flash_sale_id: entry.flash_sale_id,
    item_id: entry.item_id,
    stock: entry.stock,
    sold: entry.sold,
    available_stock: entry.available_stock,
    discount: Number(entry.discount),
    discount_type: entry.discount_type,
    discount_amount: Number(entry.discount_amount),
    price: Number(entry.price),
    status: flag(entry.status),
    item,
  };
}

/**
 * Wire JSON → the shapes pages send to the browser (types.ts). Prices are
 * resolved here with the domain rules: the price or range of the options,
 * then the unit discount that applies (flash sale > store discount > item).
 */
import {
  discountBadge,
  foodVariationsFromWire,
  itemUnitDiscount,
  lineDiscountAmount,
  moduleTracksStock,
  priceRange,
  productVariationsFromWire,
  toMinor,
  type LineDiscount,
  type Minor,
} from '@souq/domain';
import type { CategoryTile, ItemCard, ItemDetail, Paged, PriceSpan, StoreCard } from './types.ts';
import type { WireCategory, WireItem, WireStore, WireStoreDetails } from '@souq/api/answers';

const after = (unitPrice: Minor, discount: LineDiscount | null) =>
  unitPrice - lineDiscountAmount({ unitPrice, quantity: 1, addOnTotal: 0, discount });

function priceSpan(item: WireItem, decimals: number, discount: LineDiscount | null): PriceSpan {
  const range = priceRange({
    basePrice: toMinor(item.price, decimals),
    variations: productVariationsFromWire(item.variations, decimals),
    foodVariations: foodVariationsFromWire(item.food_variations, decimals),
  });
  return {
    min: after(range.min, discount),
    max: after(range.max, discount),
    originalMin: range.min,
    originalMax: range.max,
  };
}

const isHalal = (item: WireItem) => Boolean(item.is_halal && item.halal_tag_status);

function soldOut(item: WireItem): boolean {
  if (!moduleTracksStock(item.module_type)) return false;
  return item.variations.length ? item.variations.every((v) => Number(v.stock) <= 0) : item.stock <= 0;
}

export function toItemCard(item: WireItem, decimals: number): ItemCard {
  const discount = itemUnitDiscount(item, decimals);
  return {
    id: item.id,
    slug: item.slug,
    name: item.name,
    description: item.description ?? '',
    image: item.image_full_url,
    storeId: item.store_id,
    storeName: item.store_name ?? '',
    moduleId: item.module_id,
    moduleType: item.module_type,
    price: priceSpan(item, decimals, discount),
    badge: discountBadge(discount),
    rating: item.avg_rating,
    ratingCount: item.rating_count,
    veg: Boolean(item.veg),
    organic: Boolean(item.organic),
    halal: isHalal(item),
    recommended: Boolean(item.recommended),
    unitType: item.unit_type,
    campaign: Boolean(item.available_date_starts),
    soldOut: soldOut(item),
  };
}

/** An item as items/details answers it (with store_details), or as a list answers it. */
export function toItemDetail(item: WireItem & { store_details?: WireStoreDetails }, decimals: number): ItemDetail {
  const discount = itemUnitDiscount(item, decimals);
  const images = [item.image_full_url, ...item.images_full_url].filter(
    (src, i, all): src is string => Boolean(src) && all.indexOf(src) === i,
  );
  return {
    id: item.id,
    slug: item.slug,
    name: item.name,
    description: item.description ?? '',
    images,
    storeId: item.store_id,
    storeSlug: item.store_details?.slug ?? null,
    storeName: item.store_name ?? '',
    storeZoneId: item.zone_id,
    moduleId: item.module_id,
    moduleType: item.module_type,
    unitType: item.unit_type,
    basePrice: toMinor(item.price, decimals),
    price: priceSpan(item, decimals, discount),
    discount,
    badge: discountBadge(discount),
    rating: item.avg_rating,
    ratingCount: item.rating_count,
    ratings: item.ratings ?? [0, 0, 0, 0, 0],
    genericName: item.generic_name ?? [],
    nutrition: item.nutritions_name ?? [],
    allergens: item.allergies_name ?? [],
    categories: item.category_ids
      .map((c) => ({ id: Number(c.id), name: c.name }))
      .filter((c) => c.name && c.name !== 'NA'),
    tags: item.tags.map((t) => t.name).filter(Boolean),
    brand: item.brand?.name ?? null,
    choiceOptions: item.choice_options.map((c) => ({
      name: c.name,
      title: c.title,
      options: c.options,
      labels: c.option_labels?.length === c.options.length ? c.option_labels : c.options,
    })),
    variations: productVariationsFromWire(item.variations, decimals),
    foodVariations: foodVariationsFromWire(item.food_variations, decimals),
    addOns: item.add_ons.map((a) => ({ id: a.id, name: a.name, price: toMinor(a.price, decimals) })),
    stock: item.stock,
    tracksStock: moduleTracksStock(item.module_type),
    maxCartQuantity: item.maximum_cart_quantity || null,
    veg: Boolean(item.veg),
    organic: Boolean(item.organic),
    halal: isHalal(item),
    recommended: Boolean(item.recommended),
    prescriptionRequired: Boolean(item.is_prescription_required),
    availableTimeStarts: item.available_time_starts,
    availableTimeEnds: item.available_time_ends,
    availableDateStarts: item.available_date_starts,
    availableDateEnds: item.available_date_ends,
    scheduleOrder: item.schedule_order,
    store: item.store_details
      ? {
          active: item.store_details.active !== false,
          scheduleOrder: Boolean(item.store_details.schedule_order),
          schedules: item.store_details.schedules ?? [],
        }
      : null,
    model: item.available_date_starts ? 'ItemCampaign' : 'Item',
  };
}

export function toStoreCard(store: WireStore, decimals: number): StoreCard {
  const d = store.discount;
  return {
    id: store.id,
    slug: store.slug,
    name: store.name,
    logo: store.logo_full_url,
    cover: store.cover_photo_full_url,
    address: store.address ?? '',
    rating: store.avg_rating,
    ratingCount: store.rating_count,
    deliveryMinutes: [store.min_delivery_time, store.max_delivery_time],
    distance: store.distance,
    open: Boolean(store.open),
    freeDelivery: store.free_delivery,
    badge: d
      ? discountBadge(
          d.discount_type === 'percent'
            ? { source: 'store', type: 'percent', value: Number(d.discount) }
            : { source: 'store', type: 'amount', value: toMinor(d.discount, decimals) },
        )
      : null,
    moduleId: store.module_id,
    moduleType: store.module_type,
    zoneId: store.zone_id,
  };
}

export function toCategoryTile(category: WireCategory): CategoryTile {
  return {
    id: category.id,
    name: category.name,
    image: category.image_full_url,
    parentId: category.parent_id,
    count: category.products_count,
  };
}

/** A page of an API list ({total_size, limit, offset, …}) as Paged. */
export function paged<W, T>(
  page: { total_size: number; limit: number; offset: number },
  list: W[],
  map: (w: W) => T,
): Paged<T> {
  return { list: list.map(map), total: page.total_size, page: page.offset, pageSize: page.limit };
}

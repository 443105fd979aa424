/**
 * What catalog pages send to the browser: small, already-priced shapes built
 * by the loaders (`cards.server.ts`, `item.server.ts`), so the hydration data
 * stays light and money is computed once, in minor units, on the server.
 */
import type { ScheduleRow, DiscountBadge, FoodVariation, LineDiscount, Minor, ProductVariation } from '@souq/domain';

export interface PriceSpan {
  /** After the discount. */
  min: Minor;
  max: Minor;
  /** Before it; equal to min/max without a discount. */
  originalMin: Minor;
  originalMax: Minor;
}

export interface ItemCard {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  storeId: number;
  storeName: string;
  moduleId: number;
  moduleType: string | null;
  price: PriceSpan;
  badge: DiscountBadge | null;
  rating: number;
  ratingCount: number;
  veg: boolean;
  organic: boolean;
  halal: boolean;
  recommended: boolean;
  unitType: string | null;
  /** A campaign item (ordered with Order Now). */
  campaign: boolean;
  /** Keeps stock and has none left (in no variation either). */
  soldOut: boolean;
}

export interface StoreCard {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  cover: string | null;
  address: string;
  rating: number;
  ratingCount: number;
  deliveryMinutes: [number, number];
  distance: number | null;
  open: boolean;
  freeDelivery: boolean;
  /** A running store discount (always a percent) or an amount. */
  badge: DiscountBadge | null;
  moduleId: number;
  moduleType: string;
  zoneId: number;
}

export interface CategoryTile {
  id: number;
  name: string;
  image: string | null;
  parentId: number;
  count: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Everything the item view shows and needs to build a cart line. */
export interface ItemDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  images: string[];
  storeId: number;
  storeSlug: string | null;
  storeName: string;
  storeZoneId: number | null;
  moduleId: number;
  moduleType: string | null;
  unitType: string | null;
  /** Base unit price, minor units. */
  basePrice: Minor;
  price: PriceSpan;
  discount: LineDiscount | null;
  badge: DiscountBadge | null;
  rating: number;
  ratingCount: number;
  /** Counts by star, [5★ … 1★]. */
  ratings: number[];
  genericName: string[];
  nutrition: string[];
  allergens: string[];
  categories: { id: number; name: string }[];
  tags: string[];
  brand: string | null;
  /** labels: what the shopper reads for each option, in the page's language. */
  choiceOptions: { name: string; title: string; options: string[]; labels?: string[] }[];
  variations: ProductVariation[];
  foodVariations: FoodVariation[];
  addOns: { id: number; name: string; price: Minor }[];
  stock: number;
  tracksStock: boolean;
  maxCartQuantity: number | null;
  veg: boolean;
  organic: boolean;
  halal: boolean;
  recommended: boolean;
  prescriptionRequired: boolean;
  /** Daily window (local wall clock) and, for campaign items, dates. */
  availableTimeStarts: string | null;
  availableTimeEnds: string | null;
  availableDateStarts: string | null;
  availableDateEnds: string | null;
  scheduleOrder: boolean;
  /** The store's hours as the item view needs them to preview storeOrdering (issue 16, item 1); null when not sent. */
  store?: { active: boolean; scheduleOrder: boolean; schedules: ScheduleRow[] } | null;
  /** 6amMart's cart model: campaign items are 'ItemCampaign'. */
  model: 'Item' | 'ItemCampaign';
}

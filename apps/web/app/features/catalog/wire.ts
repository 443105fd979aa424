/**
 * The parts of the API's catalog JSON (6amMart "Product JSON" / "Store JSON")
 * the storefront reads. Loaders turn them into the smaller shapes of
 * `types.ts` before anything reaches the browser.
 */
import type { WireFoodVariation } from '@souq/domain';

export interface WireItem {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  image_full_url: string | null;
  images_full_url: string[];
  store_id: number;
  store_name: string | null;
  module_id: number;
  module_type: string | null;
  zone_id: number | null;
  category_ids: { id: string; position: number; name: string }[];
  unit_type: string | null;
  price: number;
  discount: number;
  discount_type: string;
  store_discount: number;
  flash_sale: number;
  stock: number;
  maximum_cart_quantity: number | null;
  avg_rating: number;
  rating_count: number;
  /** Counts by star, [5★ … 1★]. */
  ratings?: number[];
  /** option_labels: the options in the page's language (same order); options stay the variation keys. */
  choice_options: { name: string; title: string; options: string[]; option_labels?: string[] }[];
  variations: { type: string; price: number; stock: number }[];
  food_variations: WireFoodVariation[];
  add_ons: { id: number; name: string; price: number }[];
  available_time_starts: string | null;
  available_time_ends: string | null;
  available_date_starts: string | null;
  available_date_ends: string | null;
  schedule_order: boolean;
  veg: number;
  organic: number;
  recommended: number;
  is_halal: number;
  halal_tag_status: number;
  is_prescription_required: number;
  generic_name: string[];
  nutritions_name: string[];
  allergies_name: string[];
  tags: { id: number; name: string }[];
  brand: { id: number; name: string } | null;
  store_details?: WireStore;
}

export interface WireSchedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface WireStore {
  id: number;
  name: string;
  slug: string;
  logo_full_url: string | null;
  cover_photo_full_url: string | null;
  latitude: string;
  longitude: string;
  address: string | null;
  zone_id: number;
  module_id: number;
  module_type: string;
  minimum_order: number;
  min_delivery_time: number;
  max_delivery_time: number;
  delivery: boolean;
  take_away: boolean;
  schedule_order: boolean;
  free_delivery: boolean;
  announcement: number;
  announcement_message: string | null;
  avg_rating: number;
  rating_count: number;
  /** Counts by star, [5★ … 1★]. */
  ratings?: number[];
  schedules: WireSchedule[];
  open: number;
  /** False while the store is switched off ("temporarily closed"). */
  active?: boolean;
  distance: number | null;
  discount: {
    discount: number;
    discount_type: string;
    min_purchase: number;
    max_discount: number;
    end_date: string;
    end_time: string;
  } | null;
  category_details?: WireCategory[];
  meta_title?: string | null;
  meta_description?: string | null;
}

export interface WireCategory {
  id: number;
  name: string;
  slug: string;
  image_full_url: string | null;
  parent_id: number;
  position: number;
  module_id: number;
  products_count: number;
  childes?: WireCategory[];
}

export type ItemPage = { total_size: number; limit: number; offset: number; products: WireItem[] };
export type StorePage = { total_size: number; limit: number; offset: number; stores: WireStore[] };

export interface WireBanner {
  id: number;
  title: string;
  type: 'default' | 'store_wise' | 'item_wise';
  image_full_url: string | null;
  link: string | null;
  store: WireStore | null;
  item: WireItem | null;
}

export interface WireCampaign {
  id: number;
  title: string;
  description: string | null;
  image_full_url: string | null;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  module_id?: number | null;
  stores?: WireStore[];
  /** Campaign details (ours): the campaign items its stores run today. */
  items?: WireItem[];
}

export interface WireFlashSale {
  id?: number;
  title?: string;
  start_date?: string;
  end_date?: string;
  active_products?: { id: number; stock: number; sold: number; available_stock: number; item: WireItem }[];
}

export interface WireNamed {
  id: number;
  name: string;
  image_full_url?: string | null;
  items_count?: number;
}

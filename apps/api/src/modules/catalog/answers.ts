/**
 * The catalog's answers (decision 29): each type is the return type of the
 * formatter that builds it, so it cannot say anything the API does not send.
 * Routes of the items, stores, categories and promotions modules annotate
 * their handlers with these; the storefront reads them as JSON through
 * `@souq/api/answers`.
 */
import type {
  formatBanner,
  formatCampaign,
  formatCategory,
  formatFlashSale,
  formatFlashSaleItem,
  formatReview,
  formatStoreDetails,
  ItemJson,
  StoreJson,
} from './format.ts';

export type StoreDetailsJson = ReturnType<typeof formatStoreDetails>;
/** items/details: the item with its store's details. */
export type ItemDetailsJson = ItemJson & { store_details: StoreDetailsJson };
export type ScheduleJson = StoreJson['schedules'][number];
export type CategoryJson = ReturnType<typeof formatCategory>;
/** /categories and categories/{searchKey}: top categories with their sub-categories. */
export type CategoryTreeJson = CategoryJson & { childes: CategoryJson[] };
export type ReviewJson = ReturnType<typeof formatReview>;
/** items/reviews: a page of an item's reviews (stores/reviews answers the bare list). */
export type ReviewPageJson = PageJson & { reviews: ReviewJson[] };

/** 6amMart's page of a list: 1-based offset. */
export interface PageJson {
  total_size: number;
  limit: number;
  offset: number;
}
/** A page of items; some lists add the listed items' top categories (decision 17). */
export type ItemPageJson = PageJson & { products: ItemJson[]; categories?: CategoryJson[] };
export type StorePageJson = PageJson & { stores: StoreJson[] };

/** A banner with the store or item it leads to (null when it leads to neither). */
export type BannerJson = ReturnType<typeof formatBanner> & { store: StoreJson | null; item: ItemJson | null };
export type CampaignJson = ReturnType<typeof formatCampaign>;
/** campaigns/basic-campaign-details: the campaign, its stores in the zones and (ours) its items. */
export type CampaignDetailsJson = CampaignJson & { stores: StoreJson[]; items: ItemJson[] };
export interface BannersJson {
  campaigns: CampaignJson[];
  banners: BannerJson[];
}
export type FlashSaleItemJson = ReturnType<typeof formatFlashSaleItem>;
export type FlashSaleJson = ReturnType<typeof formatFlashSale> & { active_products: FlashSaleItemJson[] };
/** flash-sales: the running sale, or `{}` when none runs. */
export type FlashSaleOrNoneJson = FlashSaleJson | { [K in keyof FlashSaleJson]?: undefined };
/** flash-sales/items: a page of the sale's entries, with the sale. */
export type FlashSaleItemsJson = PageJson & {
  flash_sale: ReturnType<typeof formatFlashSale>;
  products: FlashSaleItemJson[];
};

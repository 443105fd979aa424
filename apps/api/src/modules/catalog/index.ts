/** The public entry of the catalog module: what other modules and the app may use. */
export {
  deliveryMinutes,
  formatBanner,
  formatCampaign,
  formatCategory,
  formatFlashSale,
  formatFlashSaleItem,
  formatReview,
  formatStore,
  formatStoreDetails,
  rootCategoriesOf,
  runningStoreDiscount,
  storeDetailsJsonText,
  type FormatContext,
  type ItemJson,
  type StoreJson,
} from './format.ts';
export type {
  BannerJson,
  BannersJson,
  CampaignJson,
  CampaignDetailsJson,
  CategoryJson,
  CategoryTreeJson,
  FlashSaleJson,
  FlashSaleOrNoneJson,
  FlashSaleItemJson,
  FlashSaleItemsJson,
  ItemDetailsJson,
  ItemPageJson,
  PageJson,
  ReviewJson,
  ReviewPageJson,
  ScheduleJson,
  StoreDetailsJson,
  StorePageJson,
} from './answers.ts';
export { type ItemFilter, type ItemSort } from './item-query.ts';
export {
  countsByModule,
  activeCategoryIds,
  translationsOf,
  type Translations,
  selectItemIdBySlug,
  selectItemLabels,
  type ReviewRow,
  type BannerRow,
  type CampaignRow,
  type BrandRow,
  type CategoryRow,
  type ConditionRow,
  type ModuleRow,
} from './queries.ts';
export {
  blank,
  flag,
  id,
  idList,
  idParam,
  itemType,
  optional,
  optionalId,
  page,
  price,
  searchName,
} from './schemas.ts';
export { normalizeSearchText, searchWords } from './search-text.ts';
export { createCatalogService, DEFAULT_TIMEZONE, type CatalogScope, type CatalogService } from './service.ts';
export { localized, visibleStoreIds, type StoreEntry } from './snapshot.ts';
export { matchingStores, sortStores, storePageText, type StoreFilter, type StoreSort } from './store-list.ts';
export { addStoreOrders, changeWishlistCount, countItemRating, countStoreRating, selectItemStore } from './counters.ts';
export {
  returnFlashUnits,
  returnStock,
  selectCartLimits,
  takeFlashUnits,
  takeStock,
  type StockClaim,
  type StockProblem,
} from './stock.ts';
export {
  isListedStore,
  selectStoreContacts,
  selectStorePoints,
  storeIdsNamed,
  type StoreContact,
  type StorePoint,
} from './store-points.ts';
export { insertStore, type NewStore } from './new-store.ts';

/** Business constants and limits of spec §9, named once for web and API. */
export const LIMITS = {
  maxImagesPerUpload: 3,
  profilePhotoMaxBytes: 2 * 1024 * 1024,
  minQuantity: 1,
  drawerListSize: 10,
  latestStoresSize: 12,
  storeListPageSize: 12,
  popularItemsPageSize: 10,
  defaultDataLimit: 10,
  otpLength: 6,
  otpResendSeconds: 60,
  passwordMinLength: 6,
  /** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
  passwordMaxLength: 128,
  phoneMinDigits: 10,
  emailMaxLength: 255,
  readMoreChars: 70,
  carouselSlides: 5,
  moduleSkeletonTiles: 5,
} as const;

export const TIMINGS = {
  geolocationTimeoutMs: 5000,
  logoutDelayMs: 500,
  clearCartToastMs: 5000,
  debounceMs: 500,
  categoriesCacheSeconds: 300,
  featuredCategoriesCacheSeconds: 60,
  featuredCategoriesStaleSeconds: 30,
  itemDetailsCacheSeconds: 30,
} as const;

export const MAP = {
  defaultZoom: 17,
  zoneZoom: 9,
  minZoom: 1,
  maxZoom: 21,
  routeMapStartZoom: 10,
  heightPx: 348,
} as const;

/** Item pictures (spec §9): the image of the item view is 200 px high; zooming shows it in a 1200×1800 box. */
export const ITEM_IMAGE = {
  heightPx: 200,
  zoomWidthPx: 1200,
  zoomHeightPx: 1800,
} as const;

/** The content pages (GET /api/v1/pages/{slug}; the storefront's URL is the slug). */
export const CONTENT_PAGE_SLUGS = [
  'terms-and-conditions',
  'privacy-policy',
  'refund-policy',
  'cancellation-policy',
  'shipping-policy',
  'about-us',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const MODULE_TYPES = ['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel', 'rental'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif'] as const;

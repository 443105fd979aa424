import { LIMITS } from '@souq/domain';

/** Grids of cards: two on phones, up to five 230 px columns on desktop (spec §2). */
export const ITEM_GRID = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 sm:gap-x-4 md:grid-cols-4 xl:grid-cols-5';
export const STORE_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Spec §9: store lists come in pages of 12; a store's items too (three rows of four next to its categories). */
export const STORE_PAGE_SIZE = LIMITS.storeListPageSize;
/** Full-width item grids (search, "View all"): four rows of five 230 px cards. */
export const ITEM_PAGE_SIZE = 20;

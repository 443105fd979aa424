/**
 * Store lists are filtered and sorted in memory from the snapshot: a city
 * has hundreds of stores, not millions, and `open` and `distance` depend on
 * the moment and the shopper anyway.
 */
import { haversineMeters } from '@souq/domain';
import type { FormatContext } from './format.ts';
import { isStoreOpen, pageJsonText, runningStoreDiscount, storeJsonText } from './format.ts';
import type { ItemType } from './item-query.ts';
import type { StoreEntry } from './snapshot.ts';

export type StoreSort = 'default' | 'latest' | 'popular' | 'top_rated';

export interface StoreFilter {
  delivery?: boolean;
  takeAway?: boolean;
  type?: ItemType;
  featured?: boolean;
  discounted?: boolean;
  recommended?: boolean;
  /** Normalized words that must all occur in the store's names. */
  words?: string[];
  /** Stores selling in any of these categories. */
  categoryIds?: number[];
}

const COMPARE: Record<Exclude<StoreSort, 'default'>, (a: StoreEntry, b: StoreEntry) => number> = {
  latest: (a, b) => b.row.created_at.getTime() - a.row.created_at.getTime(),
  popular: (a, b) => b.row.order_count - a.row.order_count,
  top_rated: (a, b) => b.ratings.avg_rating - a.ratings.avg_rating || b.ratings.rating_count - a.ratings.rating_count,
};

export function matchingStores(fc: FormatContext, storeIds: number[], filter: StoreFilter): StoreEntry[] {
  return storeIds
    .map((id) => fc.snapshot.stores.get(id)!)
    .filter((s) => {
      if (filter.delivery && !s.row.delivery) return false;
      if (filter.takeAway && !s.row.take_away) return false;
      if (filter.type === 'veg' && !s.row.veg) return false;
      if (filter.type === 'non_veg' && !s.row.non_veg) return false;
      if (filter.featured && !s.row.featured) return false;
      if (filter.recommended && !s.row.is_recommended) return false;
      if (filter.discounted && !runningStoreDiscount(s, fc.moment)) return false;
      if (filter.words && !filter.words.every((w) => s.searchText.includes(w))) return false;
      if (filter.categoryIds?.length && !filter.categoryIds.some((c) => s.categoryIds.includes(c))) return false;
      return true;
    });
}

/**
 * Rule: open stores first; then by the list's order (default: nearest
 * first when the shopper's location is known, else most ordered); ties by id.
 */
export function sortStores(fc: FormatContext, stores: StoreEntry[], sort: StoreSort): StoreEntry[] {
  const open = new Map(stores.map((s) => [s.row.id, isStoreOpen(s, fc.moment)]));
  const location = fc.location;
  const distance = (s: StoreEntry) =>
    location ? haversineMeters(location, { lat: s.row.latitude, lng: s.row.longitude }) : 0;
  const byOrder =
    sort !== 'default'
      ? COMPARE[sort]
      : location
        ? (a: StoreEntry, b: StoreEntry) => distance(a) - distance(b)
        : COMPARE.popular;
  return [...stores].sort(
    (a, b) => Number(open.get(b.row.id)) - Number(open.get(a.row.id)) || byOrder(a, b) || a.row.id - b.row.id,
  );
}

/** One page of stores as {total_size, limit, offset, stores} JSON text. */
export function storePageText(
  fc: FormatContext,
  stores: StoreEntry[],
  sort: StoreSort,
  page: { limit: number; offset: number },
): string {
  const start = (page.offset - 1) * page.limit;
  const slice = sortStores(fc, stores, sort).slice(start, start + page.limit);
  return pageJsonText(
    'stores',
    { total_size: stores.length, ...page },
    slice.map((s) => storeJsonText(s, fc)),
  );
}

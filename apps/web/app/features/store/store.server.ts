/**
 * The store page (spec §2): the store (GET /stores/details/{id or slug})
 * and one page of its items — newest first, or matching an in-store search —
 * filtered by category and veg/non-veg. The item calls are made in the
 * store's module and with its zone, so a shared store link works for anyone.
 *
 * What it reads is the same for every visitor of the zones, module and
 * language but the distance to the store: it is read without the visitor's
 * session or location and kept between pages until the catalog changes
 * (catalogCached, as /home's sections; issue 21), and the visitor's distance
 * is laid over it. An in-store search is read each time (its words would
 * make a key per search).
 */
import type { AppLoadContext } from 'react-router';
import { storeDistanceMeters, toMinor, type DiscountBadge } from '@souq/domain';
import { createApi, type Api } from '../../lib/api.server.ts';
import { catalogCached } from '../../lib/catalog-cache.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { paged, toItemCard, toStoreCard } from '../catalog/cards.server.ts';
import { orNotFound, type CatalogApi } from '../catalog/catalog.server.ts';
import { STORE_PAGE_SIZE } from '../catalog/grids.ts';
import type { ItemCard, Paged, StoreCard } from '../catalog/types.ts';
import type { VegType } from '../catalog/veg-filter.tsx';
import type { WireStoreDetails } from '@souq/api/answers';
import { loadStoreReviews } from '../reviews/reviews.server.ts';
import type { ReviewPage } from '../reviews/types.ts';
import type { OpeningHours } from './store-hours.tsx';

export interface StoreDetail extends StoreCard {
  lat: number;
  lng: number;
  minimumOrder: number;
  schedules: OpeningHours[];
  announcement: string | null;
  discount: { badge: DiscountBadge; minPurchase: number; maxDiscount: number; endDate: string } | null;
  delivery: boolean;
  takeAway: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Counts by star, [5★ … 1★]. */
  ratings: number[];
}

export interface StoreFilters {
  category: number | null;
  type: VegType;
  search: string;
  page: number;
}

export interface StorePageData {
  store: StoreDetail;
  categories: { id: number; name: string }[];
  items: Paged<ItemCard>;
  filters: StoreFilters;
  reviews: ReviewPage;
}

function toStoreDetail(store: WireStoreDetails, decimals: number): StoreDetail {
  const card = toStoreCard(store, decimals);
  const d = store.discount;
  return {
    ...card,
    lat: Number(store.latitude),
    lng: Number(store.longitude),
    minimumOrder: toMinor(store.minimum_order, decimals),
    schedules: store.schedules.map(({ day, opening_time, closing_time }) => ({ day, opening_time, closing_time })),
    announcement: store.announcement && store.announcement_message ? store.announcement_message : null,
    discount:
      d && card.badge
        ? {
            badge: card.badge,
            minPurchase: toMinor(d.min_purchase, decimals),
            maxDiscount: toMinor(d.max_discount, decimals),
            endDate: d.end_date,
          }
        : null,
    delivery: store.delivery,
    takeAway: store.take_away,
    metaTitle: store.meta_title ?? null,
    metaDescription: store.meta_description ?? null,
    ratings: store.ratings ?? [0, 0, 0, 0, 0],
  };
}

export async function loadStorePage(
  context: AppLoadContext,
  prefs: Prefs,
  { decimals }: CatalogApi,
  idOrSlug: string,
  filters: StoreFilters,
  reviewsPage = 1,
): Promise<StorePageData> {
  if (!/^[\w-]{1,200}$/.test(idOrSlug)) throw new Response('Not found', { status: 404 });
  const anyone: Prefs = { ...prefs, token: null, location: null };
  const read = () =>
    readStorePage(context, anyone, createApi(context, anyone), decimals, idOrSlug, filters, reviewsPage);
  const zones = [...(prefs.zoneIds ?? [])].sort((a, b) => a - b).join(',');
  const key = `store|${prefs.locale}|${zones}|${prefs.moduleId}|${decimals}|${idOrSlug}|${filters.category}|${filters.type}|${filters.page}|${reviewsPage}`;
  const data = await (filters.search ? read() : catalogCached(context, key, read));
  return { ...data, store: { ...data.store, distance: storeDistanceMeters(prefs.location, data.store) } };
}

/** The page as anyone sees it (`prefs` without a session or location): the distance is the visitor's. */
async function readStorePage(
  context: AppLoadContext,
  prefs: Prefs,
  api: Api,
  decimals: number,
  idOrSlug: string,
  filters: StoreFilters,
  reviewsPage: number,
): Promise<StorePageData> {
  const wire = await orNotFound(api.get(`/stores/details/${encodeURIComponent(idOrSlug)}`));
  const inStore = createApi(context, {
    ...prefs,
    moduleId: wire.module_id,
    zoneIds: [...new Set([wire.zone_id, ...(prefs.zoneIds ?? [])])],
  });
  const query = {
    store_id: wire.id,
    category_id: filters.category ?? 0,
    type: filters.type,
    limit: STORE_PAGE_SIZE,
    offset: filters.page,
  };
  const [items, reviews] = await Promise.all([
    filters.search
      ? inStore.get('/items/search', {
          ...query,
          category_id: filters.category ?? undefined,
          name: filters.search,
        })
      : inStore.get('/items/latest', query),
    loadStoreReviews(inStore, wire.id, wire.rating_count, reviewsPage),
  ]);
  return {
    store: toStoreDetail(wire, decimals),
    categories: (wire.category_details ?? []).map((c) => ({ id: c.id, name: c.name })),
    items: paged(items, items.products, (i) => toItemCard(i, decimals)),
    filters,
    reviews,
  };
}

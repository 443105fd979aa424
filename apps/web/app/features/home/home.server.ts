/**
 * What /home shows (decision 10): the sections of the chosen module, search
 * results, or one "View all" listing — chosen by the query. Every section is
 * one API list; a section the API refuses is left out.
 */
import { LIMITS, storeDistanceMeters, type LatLng } from '@souq/domain';
import type { AppLoadContext } from 'react-router';
import { ApiError, createApi, type Api } from '../../lib/api.server.ts';
import { catalogCached } from '../../lib/catalog-cache.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { paged, toCategoryTile, toItemCard, toStoreCard } from '../catalog/cards.server.ts';
import { optional, orNotFound, type CatalogApi } from '../catalog/catalog.server.ts';
import { ITEM_PAGE_SIZE, STORE_PAGE_SIZE } from '../catalog/grids.ts';
import { productHref, storeHref } from '../catalog/links.ts';
import type { CategoryTile, ItemCard, Paged, StoreCard } from '../catalog/types.ts';
import type { WireItemPage, WireBanner, WireCampaign } from '@souq/api/answers';

import { campaignHref } from './campaign-link.ts';

export interface Banner {
  id: number;
  /** Unique among the slides: banners and campaigns share the carousel. */
  key: string;
  title: string;
  image: string | null;
  /** Where it leads: a store, an item, an outside link, or nowhere. */
  href: string | null;
  external: boolean;
}

export interface Campaign {
  id: number;
  /** The campaign's module: its page opens there, whatever module the visitor is in. */
  moduleId: number | null;
  title: string;
  description: string;
  image: string | null;
  startDate: string;
  endDate: string;
}

export interface HomeSections {
  banners: Banner[];
  categories: CategoryTile[];
  flashSale: { id: number; title: string; endsAt: string; items: ItemCard[] } | null;
  campaigns: Campaign[];
  campaignItems: ItemCard[];
  popularItems: ItemCard[];
  popularStores: StoreCard[];
  latestStores: StoreCard[];
  /** A signed-in customer's stores they ordered from (customer/visit-again), most recent first. */
  visitAgain: StoreCard[];
  discountedItems: ItemCard[];
  newItems: ItemCard[];
  recommendedItems: ItemCard[];
  /** Pharmacy. */
  conditions: { id: number; name: string; count: number }[];
  /** The shop (ecommerce). */
  brands: { id: number; name: string; image: string | null; count: number }[];
}

const ROW = LIMITS.defaultDataLimit;

const campaignOf = (c: WireCampaign): Campaign => ({
  id: c.id,
  moduleId: c.module_id ?? null,
  title: c.title,
  description: c.description ?? '',
  image: c.image_full_url,
  startDate: c.start_date,
  endDate: c.end_date,
});

function bannerOf(b: WireBanner, decimals: number): Banner {
  if (b.type === 'store_wise' && b.store)
    return {
      id: b.id,
      key: `banner-${b.id}`,
      title: b.title,
      image: b.image_full_url,
      href: storeHref(toStoreCard(b.store, decimals)),
      external: false,
    };
  if (b.type === 'item_wise' && b.item)
    return {
      id: b.id,
      key: `banner-${b.id}`,
      title: b.title,
      image: b.image_full_url,
      href: productHref({ id: b.item.id, moduleId: b.item.module_id }),
      external: false,
    };
  const link = b.link && /^https?:\/\//.test(b.link) ? b.link : null;
  return {
    id: b.id,
    key: `banner-${b.id}`,
    title: b.title,
    image: b.image_full_url,
    href: link,
    external: Boolean(link),
  };
}

/** Running campaigns are slides of the carousel too (as the reference web shows them), leading to their page. */
const campaignSlide = (c: Campaign): Banner => ({
  id: c.id,
  key: `campaign-${c.id}`,
  title: c.title,
  image: c.image,
  href: campaignHref(c),
  external: false,
});

/** At most two campaign slides, after the banners, within the carousel's limit: a campaign always gets a slide. */
export function carouselSlides(banners: Banner[], campaigns: Banner[]): Banner[] {
  const shown = campaigns.slice(0, 2);
  return [...banners.slice(0, LIMITS.carouselSlides - shown.length), ...shown];
}

/**
 * The sections of spec §2 for the module: every list is asked for; what a module lacks comes back empty.
 * All but the signed-in customer's 'visit again' are the same for every visitor of the zones, module and
 * language — asked without the visitor's session or location and kept between pages until the catalog
 * changes (catalogCached) — and each visitor's distances to the stores are laid over them.
 */
export async function loadHomeSections(context: AppLoadContext, prefs: Prefs, decimals: number): Promise<HomeSections> {
  const zones = [...(prefs.zoneIds ?? [])].sort((a, b) => a - b).join(',');
  const key = `home|${prefs.locale}|${zones}|${prefs.moduleId}|${decimals}`;
  const anyone = createApi(context, { ...prefs, token: null, location: null });
  const [shared, visitAgain] = await Promise.all([
    catalogCached(
      context,
      key,
      () => loadSharedSections(anyone, decimals),
      (read) => read.complete,
    ),
    prefs.token ? optional(createApi(context, prefs).get('/customer/visit-again')) : null,
  ]);
  const { sections, stores } = shared;
  const located = (list: StoreCard[]) =>
    list.map((store) => ({ ...store, distance: storeDistanceMeters(prefs.location, stores[store.id]) }));
  return {
    ...sections,
    popularStores: located(sections.popularStores),
    latestStores: located(sections.latestStores),
    visitAgain: (visitAgain ?? []).map((s) => toStoreCard(s, decimals)),
  };
}

interface SharedSections {
  sections: Omit<HomeSections, 'visitAgain'>;
  /** Where the listed stores are, for each visitor's distances. */
  stores: Record<number, LatLng>;
  /** No list failed for a reason of the moment (a server error): what is read may be kept. */
  complete: boolean;
}

async function loadSharedSections(api: Api, decimals: number): Promise<SharedSections> {
  let complete = true;
  const section = <T>(read: Promise<T>): Promise<T | null> =>
    read.catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      // A refusal (a module without brands, say) is the answer; a failure is not kept.
      if (error.status >= 500) complete = false;
      return null;
    });
  const stores: Record<number, LatLng> = {};
  const items = (path: ItemListPath, query: Record<string, string | number> = {}) =>
    section(api.get(path, { limit: ROW, offset: 1, ...query })).then((p) =>
      (p?.products ?? []).map((i) => toItemCard(i, decimals)),
    );
  const storeList = (path: '/stores/popular' | '/stores/latest') =>
    section(api.get(path, { limit: LIMITS.latestStoresSize, offset: 1 })).then((p) =>
      (p?.stores ?? []).map((s) => {
        stores[s.id] = { lat: Number(s.latitude), lng: Number(s.longitude) };
        return toStoreCard(s, decimals);
      }),
    );

  const [
    banners,
    categories,
    flash,
    campaignItems,
    popularItems,
    popularStores,
    latestStores,
    discountedItems,
    newItems,
    recommendedItems,
    conditions,
    brands,
  ] = await Promise.all([
    section(api.get('/banners')),
    section(api.get('/categories')),
    section(api.get('/flash-sales')),
    section(api.get('/campaigns/item')),
    items('/items/popular'),
    storeList('/stores/popular'),
    storeList('/stores/latest'),
    items('/items/discounted'),
    items('/items/new-arrival'),
    items('/items/recommended'),
    section(api.get('/common-condition')),
    section(api.get('/brand')),
  ]);

  const sections = {
    banners: carouselSlides(
      (banners?.banners ?? []).map((b) => bannerOf(b, decimals)),
      (banners?.campaigns ?? []).map((c) => campaignSlide(campaignOf(c))),
    ),
    categories: (categories ?? []).map(toCategoryTile),
    flashSale:
      flash?.id && flash.end_date && flash.active_products?.length
        ? {
            id: flash.id,
            title: flash.title ?? '',
            endsAt: flash.end_date,
            items: flash.active_products.slice(0, ROW).map((p) => toItemCard(p.item, decimals)),
          }
        : null,
    campaigns: (banners?.campaigns ?? []).map(campaignOf),
    campaignItems: (campaignItems ?? []).map((i) => toItemCard(i, decimals)),
    popularItems,
    popularStores,
    latestStores,
    discountedItems,
    newItems,
    recommendedItems,
    conditions: (conditions ?? []).map((c) => ({ id: c.id, name: c.name, count: c.items_count ?? 0 })),
    brands: (brands ?? []).map((b) => ({
      id: b.id,
      name: b.name,
      image: b.image_full_url ?? null,
      count: b.items_count ?? 0,
    })),
  };
  return { sections, stores, complete };
}

/** Whether the API had anything for the module's sections (parcel and rental have their own screens). */
export function hasSections(sections: HomeSections): boolean {
  return Object.values(sections).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null));
}

export type SearchTab = 'items' | 'stores';

export interface SearchResults {
  text: string;
  tab: SearchTab;
  items: Paged<ItemCard>;
  stores: Paged<StoreCard>;
}

/** `/home?search=…`: items and stores whose names (either language), tags or categories contain every word. */
export async function loadSearch(
  { api, decimals }: CatalogApi,
  text: string,
  tab: SearchTab,
  page: number,
): Promise<SearchResults> {
  const [items, stores] = await Promise.all([
    api.get('/items/search', { name: text, limit: ITEM_PAGE_SIZE, offset: tab === 'items' ? page : 1 }),
    api.get('/stores/search', {
      name: text,
      limit: STORE_PAGE_SIZE,
      offset: tab === 'stores' ? page : 1,
    }),
  ]);
  return {
    text,
    tab,
    items: paged(items, items.products, (i) => toItemCard(i, decimals)),
    stores: paged(stores, stores.stores, (s) => toStoreCard(s, decimals)),
  };
}

/** The "View all" lists of /home (`data_type=…`). */
export const LISTINGS = [
  'new',
  'popular',
  'discounted',
  'recommended',
  'flash_sale',
  'campaign',
  'campaign_items',
  'brand',
  'condition',
] as const;
export type ListingType = (typeof LISTINGS)[number];

export interface Listing {
  type: ListingType;
  /** A name for the list when it is one thing's (a brand, a condition, a flash sale, a campaign). */
  name: string | null;
  items: Paged<ItemCard> | null;
  stores: Paged<StoreCard> | null;
  campaign: Campaign | null;
  endsAt: string | null;
}

/** The item lists a home row or a listing page reads, each a page of items (WireItemPage). */
type ItemListPath = '/items/popular' | '/items/discounted' | '/items/new-arrival' | '/items/recommended';

const ITEM_LISTS: Partial<Record<ListingType, ItemListPath>> = {
  new: '/items/new-arrival',
  popular: '/items/popular',
  discounted: '/items/discounted',
  recommended: '/items/recommended',
};

export async function loadListing(
  { api, decimals }: CatalogApi,
  type: ListingType,
  id: number | null,
  page: number,
): Promise<Listing> {
  const listing: Listing = { type, name: null, items: null, stores: null, campaign: null, endsAt: null };
  const itemPage = (p: WireItemPage) => paged(p, p.products, (i) => toItemCard(i, decimals));
  const query = { limit: ITEM_PAGE_SIZE, offset: page };
  const path = ITEM_LISTS[type];
  if (path) return { ...listing, items: itemPage(await api.get(path, query)) };
  if (type === 'campaign_items') {
    const all = (await api.get('/campaigns/item')).map((i) => toItemCard(i, decimals));
    return { ...listing, items: { list: all, total: all.length, page: 1, pageSize: Math.max(all.length, 1) } };
  }
  if (!id) throw new Response('Not found', { status: 404 });
  if (type === 'flash_sale') {
    const sale = await orNotFound(api.get('/flash-sales/items', { ...query, flash_sale_id: id }));
    return {
      ...listing,
      name: sale.flash_sale.title,
      endsAt: sale.flash_sale.end_date,
      items: paged(sale, sale.products, (p) => toItemCard(p.item, decimals)),
    };
  }
  if (type === 'campaign') {
    const campaign = await orNotFound(api.get('/campaigns/basic-campaign-details', { basic_campaign_id: id }));
    const stores = (campaign.stores ?? []).map((s) => toStoreCard(s, decimals));
    const items = (campaign.items ?? []).map((i) => toItemCard(i, decimals));
    return {
      ...listing,
      name: campaign.title,
      campaign: campaignOf(campaign),
      items: { list: items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) },
      stores: { list: stores, total: stores.length, page: 1, pageSize: Math.max(stores.length, 1) },
    };
  }
  const [names, items] = await Promise.all([
    api.get(type === 'brand' ? '/brand' : '/common-condition'),
    orNotFound(api.get(type === 'brand' ? `/brand/items/${id}` : `/common-condition/items/${id}`, query)),
  ]);
  return { ...listing, name: names.find((n) => n.id === id)?.name ?? null, items: itemPage(items) };
}

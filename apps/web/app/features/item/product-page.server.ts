/**
 * What the product page reads (`/product/:id`): the item, more items of its store (in the store's
 * module and zone, as the page may be a shared link) and a page of its reviews. All of it is the
 * same for every visitor of the zones, module and language: it is read without the visitor's
 * session or location and kept between pages until the catalog changes (catalogCached, as /home's
 * sections; issue 21). A read whose 'more from the store' failed for a reason of the moment (5xx)
 * is shown without that row but not kept.
 */
import type { AppLoadContext } from 'react-router';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { catalogCached } from '../../lib/catalog-cache.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { toItemCard } from '../catalog/cards.server.ts';
import type { ItemCard, ItemDetail } from '../catalog/types.ts';
import { loadItemReviews } from '../reviews/reviews.server.ts';
import type { ReviewPage } from '../reviews/types.ts';
import { loadItem } from './item.server.ts';

export interface ProductPageData {
  item: ItemDetail;
  more: ItemCard[];
  reviews: ReviewPage;
}

export async function loadProductPage(
  context: AppLoadContext,
  prefs: Prefs,
  decimals: number,
  idOrSlug: string,
  reviewsPage: number,
): Promise<ProductPageData> {
  if (!/^[\w-]{1,200}$/.test(idOrSlug)) throw new Response('Not found', { status: 404 });
  const anyone: Prefs = { ...prefs, token: null, location: null };
  const zones = [...(prefs.zoneIds ?? [])].sort((a, b) => a - b).join(',');
  const key = `product|${prefs.locale}|${zones}|${prefs.moduleId}|${decimals}|${idOrSlug}|${reviewsPage}`;
  const { page } = await catalogCached(
    context,
    key,
    () => readProductPage(context, anyone, decimals, idOrSlug, reviewsPage),
    (read) => read.complete,
  );
  return page;
}

async function readProductPage(
  context: AppLoadContext,
  prefs: Prefs,
  decimals: number,
  idOrSlug: string,
  reviewsPage: number,
): Promise<{ page: ProductPageData; complete: boolean }> {
  const item = await loadItem({ api: createApi(context, prefs), decimals }, idOrSlug);
  const inStore = createApi(context, {
    ...prefs,
    moduleId: item.moduleId,
    zoneIds: [...new Set([item.storeZoneId ?? 0, ...(prefs.zoneIds ?? [])])].filter(Boolean),
  });
  let complete = true;
  const [more, reviews] = await Promise.all([
    inStore.get(`/items/related-store-items/${item.id}`, { limit: 10, offset: 1 }).catch((error) => {
      if (!(error instanceof ApiError)) throw error;
      // A refusal is the answer (no row); a failure is shown as no row this once.
      if (error.status >= 500) complete = false;
      return [];
    }),
    loadItemReviews(inStore, item.id, reviewsPage),
  ]);
  return { page: { item, more: more.map((i) => toItemCard(i, decimals)), reviews }, complete };
}

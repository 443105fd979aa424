/**
 * `/store/:id` (id or slug) with the query of spec §2 — id, module_id,
 * module_type, lat, lng, store_zone_id — plus the page's own filters:
 * category, type (veg/non_veg), q (in-store search), page.
 */
import type { Route } from './+types/store';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { catalogApi, linkPrefs, pageParam } from '../features/catalog/catalog.server.ts';
import { vegTypeOf } from '../features/catalog/veg-filter.tsx';
import { skipQuickViewRevalidation } from '../features/item/quick-view.tsx';
import { StoreHeader } from '../features/store/store-header.tsx';
import { StoreItems } from '../features/store/store-items.tsx';
import { loadStorePage } from '../features/store/store.server.ts';
import { REVIEW_PAGE_PARAM } from '../features/reviews/review-params.ts';
import { ReviewsSection } from '../features/reviews/review-list.tsx';
import { pageWords } from '../i18n/messages.server.ts';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const store = loaderData?.store;
  return pageMeta(
    matches,
    () => store?.metaTitle || store?.name || '',
    (t) =>
      store?.metaDescription || (store ? t('store.metaDescription', { name: store.name, address: store.address }) : ''),
  );
}

export const shouldRevalidate = skipQuickViewRevalidation;

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const query = url.searchParams;
  const prefs = linkPrefs(readPrefs(request), query);
  const category = /^\d{1,9}$/.test(query.get('category') ?? '') ? Number(query.get('category')) : null;
  const idOrSlug = /^\d{1,9}$/.test(query.get('id') ?? '') ? query.get('id')! : params.id;
  const data = await loadStorePage(
    context,
    prefs,
    await catalogApi(context, prefs),
    idOrSlug,
    {
      category: category || null,
      type: vegTypeOf(query),
      search: (query.get('q') ?? '').trim().slice(0, 200),
      page: pageParam(query),
    },
    pageParam(query, 500, REVIEW_PAGE_PARAM),
  );
  return { ...data, renderedAt: Date.now(), messages: pageWords(prefs.locale, 'store') };
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 lg:px-6">
      <StoreHeader store={loaderData.store} renderedAt={loaderData.renderedAt} />
      <StoreItems data={loaderData} />
      <ReviewsSection
        summary={{
          average: loaderData.store.rating,
          count: loaderData.store.ratingCount,
          ratings: loaderData.store.ratings,
        }}
        page={loaderData.reviews}
        showItem
      />
    </div>
  );
}

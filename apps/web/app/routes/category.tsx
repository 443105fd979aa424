/**
 * `/category/:id` (`module_id` from shared links): a category's items and
 * stores. The page's own query: sub (a sub-category chip), tab
 * (items|stores), type (veg/non_veg), page.
 */
import type { Route } from './+types/category';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { catalogApi, linkPrefs, pageParam } from '../features/catalog/catalog.server.ts';
import { vegTypeOf } from '../features/catalog/veg-filter.tsx';
import { CategoryPage } from '../features/categories/category-page.tsx';
import { loadCategoryPage } from '../features/categories/categories.server.ts';
import { skipQuickViewRevalidation } from '../features/item/quick-view.tsx';
import { pageWords } from '../i18n/messages.server.ts';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    () => loaderData?.category.name ?? '',
    (t) => (loaderData ? t('categories.metaCategory', { name: loaderData.category.name }) : ''),
  );
}

export const shouldRevalidate = skipQuickViewRevalidation;

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const query = url.searchParams;
  const id = /^\d{1,9}$/.test(params.id)
    ? Number(params.id)
    : /^\d{1,9}$/.test(query.get('id') ?? '')
      ? Number(query.get('id'))
      : null;
  if (!id) throw new Response('Not found', { status: 404 });
  const prefs = linkPrefs(readPrefs(request), query);
  const page = await loadCategoryPage(context, prefs, await catalogApi(context, prefs), id, {
    sub: /^\d{1,9}$/.test(query.get('sub') ?? '') ? Number(query.get('sub')) : null,
    tab: query.get('tab') === 'stores' ? 'stores' : 'items',
    type: vegTypeOf(query),
    page: pageParam(query),
  });
  return { ...page, messages: pageWords(prefs.locale, 'category') };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:px-6">
      <CategoryPage data={loaderData} />
    </div>
  );
}

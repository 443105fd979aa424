/** `/categories` (`module_id` from shared links): the module's categories, each with its sub-categories. */
import type { Route } from './+types/categories';
import { useT } from '../i18n/t.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { catalogApi, linkPrefs } from '../features/catalog/catalog.server.ts';
import { CategoryGrid } from '../features/categories/category-grid.tsx';
import { loadCategoryTree } from '../features/categories/categories.server.ts';
import { pageWords } from '../i18n/messages.server.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('nav.categories'),
    (t) => t('categories.metaDescription'),
  );
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const prefs = linkPrefs(readPrefs(request), url.searchParams);
  return {
    groups: await loadCategoryTree(await catalogApi(context, prefs)),
    moduleId: prefs.moduleId,
    messages: pageWords(prefs.locale, 'categories'),
  };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 lg:px-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('nav.categories')}</h1>
      <CategoryGrid groups={loaderData.groups} moduleId={loaderData.moduleId} />
    </div>
  );
}

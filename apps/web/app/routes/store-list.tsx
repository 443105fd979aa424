/** `/store/latest` and `/store/popular`: the module's stores in pages of 12 (spec §2, §9), veg/non-veg for food. */
import { redirect } from 'react-router';
import type { Route } from './+types/store-list';
import { useT } from '../i18n/t.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { useCurrentModule } from '../lib/root-data.ts';
import { useShowsVeg } from '../features/catalog/badges.tsx';
import { paged, toStoreCard } from '../features/catalog/cards.server.ts';
import { catalogApi, linkPrefs, pageParam } from '../features/catalog/catalog.server.ts';
import { EmptyState } from '../features/catalog/empty-state.tsx';
import { STORE_GRID, STORE_PAGE_SIZE } from '../features/catalog/grids.ts';
import { Pagination } from '../features/catalog/pagination.tsx';
import { StoreCard } from '../features/catalog/store-card.tsx';
import { VegFilter, vegTypeOf } from '../features/catalog/veg-filter.tsx';
import { pageWords } from '../i18n/messages.server.ts';

type Kind = 'latest' | 'popular';
const kindOf = (pathname: string): Kind => (pathname.endsWith('/popular') ? 'popular' : 'latest');

export function meta({ matches, location }: Route.MetaArgs) {
  const kind = kindOf(location.pathname);
  return pageMeta(
    matches,
    (t) => t(kind === 'popular' ? 'home.popularStores' : 'home.latestStores'),
    (t) => t('landing.metaDescription'),
  );
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const prefs = linkPrefs(readPrefs(request), url.searchParams);
  if (!prefs.zoneIds || !prefs.moduleId) throw redirect(prefs.zoneIds ? '/home' : '/');
  const { api, decimals } = await catalogApi(context, prefs);
  const kind = kindOf(url.pathname);
  const type = vegTypeOf(url.searchParams);
  const page = await api.get(`/stores/${kind}`, {
    type,
    limit: STORE_PAGE_SIZE,
    offset: pageParam(url.searchParams),
  });
  return {
    kind,
    type,
    stores: paged(page, page.stores, (s) => toStoreCard(s, decimals)),
    messages: pageWords(prefs.locale, 'storeList'),
  };
}

export default function StoreList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const module = useCurrentModule();
  const food = module?.module_type === 'food';
  const showsVeg = useShowsVeg(module?.module_type);
  const { kind, stores } = loaderData;
  const title =
    kind === 'popular'
      ? t(food ? 'home.popularRestaurants' : 'home.popularStores')
      : t(food ? 'home.latestRestaurants' : 'home.latestStores');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 lg:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {showsVeg && <VegFilter current={loaderData.type} />}
      </div>
      {stores.list.length === 0 ? (
        <EmptyState title={t('home.nothingHere')} />
      ) : (
        <div className={STORE_GRID}>
          {stores.list.map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </div>
      )}
      <Pagination page={stores.page} total={stores.total} pageSize={stores.pageSize} />
    </div>
  );
}

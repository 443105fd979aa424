/**
 * A store's items (spec §2): its categories (a side list on wide screens,
 * chips on phones), veg/non-veg for food, an in-store search and pages of
 * 12. Every filter is a query parameter, so each view has a URL and the
 * server renders it.
 */
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useShowsVeg } from '../catalog/badges.tsx';
import { EmptyState } from '../catalog/empty-state.tsx';
import { useFormat } from '../catalog/format.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { ProductCard } from '../catalog/product-card.tsx';
import { GridSkeleton } from '../catalog/skeletons.tsx';
import { VegFilter } from '../catalog/veg-filter.tsx';
import type { StorePageData } from './store.server.ts';
import { HydrateInGroups } from '../../lib/hydrate-later.tsx';

/** The parameters of a shared store link (spec §2), without the page's own filters. */
function linkQuery(search: string): URLSearchParams {
  return new URLSearchParams(
    [...new URLSearchParams(search)].filter(([name]) =>
      ['id', 'module_id', 'module_type', 'store_zone_id', 'lat', 'lng'].includes(name),
    ),
  );
}

/** Cards hydrated per task: a page of items in one task is a long one on a phone (issue 16: TBT). */
const CARDS_PER_TASK = 6;
const STORE_ITEM_GRID = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 sm:gap-x-4 xl:grid-cols-4';

export function StoreItems({ data }: { data: StorePageData }) {
  const t = useT();
  const format = useFormat();
  const location = useLocation();
  const navigation = useNavigation();
  const showsVeg = useShowsVeg(data.store.moduleType);
  const { filters, categories, items } = data;
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  /** The current query with one filter changed; any change starts again at page 1. */
  const withFilter = (name: 'category', value: number | null) => {
    const query = new URLSearchParams(location.search);
    query.delete('page');
    if (value === null) query.delete(name);
    else query.set(name, String(value));
    return `${location.pathname}?${query}`;
  };
  const categoryLinks = [{ id: null as number | null, name: t('catalog.all') }, ...categories];
  const chip =
    'shrink-0 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-200 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white aria-[current=true]:ring-brand-600 dark:ring-slate-700';

  return (
    <section aria-labelledby="store-items-title" className="grid gap-6 lg:grid-cols-[220px_minmax(0,1fr)]">
      <nav aria-label={t('store.categories')} className="hidden lg:sticky lg:top-32 lg:block lg:self-start">
        <h2 className="mb-3 text-sm font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('store.categories')}
        </h2>
        <ul className="flex flex-col gap-1">
          {categoryLinks.map((c) => (
            <li key={c.id ?? 'all'}>
              <Link
                to={withFilter('category', c.id)}
                preventScrollReset
                aria-current={filters.category === c.id ? 'true' : undefined}
                className="block rounded-xl px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=true]:bg-brand-50 aria-[current=true]:font-bold aria-[current=true]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-brand-700/20 dark:aria-[current=true]:text-brand-100"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="store-items-title" className="text-xl font-extrabold">
            {filters.search ? (
              <>
                {t('home.searchResultsFor')} <bdi>“{filters.search}”</bdi>
              </>
            ) : (
              (categories.find((c) => c.id === filters.category)?.name ?? t('store.allItems'))
            )}
            <span className="ms-2 text-sm font-medium text-slate-500 dark:text-slate-400">
              ({format.number(items.total)})
            </span>
          </h2>
          {showsVeg && <VegFilter current={filters.type} />}
        </div>
        <Form method="get" role="search" className="relative" preventScrollReset>
          {/* A search keeps the link's parameters and the category and veg filters, and starts at page 1. */}
          {[...new URLSearchParams(location.search)]
            .filter(([name]) => !['q', 'page', 'item'].includes(name))
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <label htmlFor="store-search" className="sr-only">
            {t('store.searchLabel', { name: data.store.name })}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id="store-search"
            type="search"
            name="q"
            defaultValue={filters.search}
            maxLength={200}
            placeholder={t('store.searchPlaceholder', { name: data.store.name })}
            className="h-11 w-full rounded-xl border-0 bg-slate-100 ps-12 pe-4 text-sm placeholder:text-slate-500 focus:bg-white focus:ring-2 focus:ring-brand-600 focus:outline-none dark:bg-slate-800 dark:focus:bg-slate-900"
          />
        </Form>
        <ul
          aria-label={t('store.categories')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:hidden"
        >
          {categoryLinks.map((c) => (
            <li key={c.id ?? 'all'} className="shrink-0">
              <Link
                to={withFilter('category', c.id)}
                preventScrollReset
                aria-current={filters.category === c.id ? 'true' : undefined}
                className={chip}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        {loading ? (
          <GridSkeleton count={8} />
        ) : items.list.length === 0 ? (
          <EmptyState title={t(filters.search ? 'home.noSearchResults' : 'store.noItems')}>
            {(filters.search || filters.category !== null || filters.type !== 'all') && (
              <Link
                to={`${location.pathname}?${linkQuery(location.search)}`}
                className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                {t('store.showAll')}
              </Link>
            )}
          </EmptyState>
        ) : (
          <div className={STORE_ITEM_GRID}>
            <HydrateInGroups size={CARDS_PER_TASK}>
              {items.list.map((item) => (
                <ProductCard key={item.id} item={item} />
              ))}
            </HydrateInGroups>
          </div>
        )}
        <Pagination page={items.page} total={items.total} pageSize={items.pageSize} />
      </div>
    </section>
  );
}

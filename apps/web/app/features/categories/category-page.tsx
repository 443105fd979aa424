/** One category (spec §2): its picture and name, sub-category chips, items and stores tabs, veg/non-veg for food, pages. */
import { Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../i18n/t.ts';
import { useShowsVeg } from '../catalog/badges.tsx';
import { EmptyState } from '../catalog/empty-state.tsx';
import { useFormat } from '../catalog/format.ts';
import { ITEM_GRID, STORE_GRID } from '../catalog/grids.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { Picture } from '../catalog/picture.tsx';
import { ProductCard } from '../catalog/product-card.tsx';
import { GridSkeleton } from '../catalog/skeletons.tsx';
import { StoreCard } from '../catalog/store-card.tsx';
import { VegFilter } from '../catalog/veg-filter.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { CategoryPageData } from './categories.server.ts';
import { buttonClass } from '../../components/ui/button.tsx';

export function CategoryPage({ data }: { data: CategoryPageData }) {
  const t = useT();
  const format = useFormat();
  const location = useLocation();
  const navigation = useNavigation();
  const { modules } = useRootData();
  const moduleType = modules.find((m) => m.id === data.category.moduleId)?.module_type ?? null;
  const showsVeg = useShowsVeg(moduleType);
  const { filters, items, stores } = data;
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  const href = (changes: Record<string, string | null>) => {
    const query = new URLSearchParams(location.search);
    query.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) query.delete(name);
      else query.set(name, value);
    }
    const search = query.toString();
    return `/category/${data.category.id}${search ? `?${search}` : ''}`;
  };
  const current = filters.tab === 'items' ? items : stores;
  // A block with room around it: an inline link's padding and ring were cut by the scrolling list (issue 16, item 6).
  const chip =
    'block shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-200 hover:bg-slate-50 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white aria-[current=true]:ring-brand-600 dark:ring-slate-700 dark:hover:bg-slate-800';
  const tab = (name: 'items' | 'stores', label: string, total: number | undefined) => (
    <Link
      to={href({ tab: name === 'items' ? null : name })}
      preventScrollReset
      role="tab"
      aria-selected={filters.tab === name}
      className="flex items-center gap-2 border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-500 aria-selected:border-brand-600 aria-selected:text-brand-700 dark:text-slate-400 dark:aria-selected:text-brand-400"
    >
      {label}
      {total !== undefined && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{format.number(total)}</span>
      )}
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-center gap-4">
        <Picture
          src={data.category.image}
          alt=""
          eager
          width={80}
          height={80}
          className="size-16 shrink-0 rounded-2xl object-cover sm:size-20"
        />
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{data.category.name}</h1>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {t('categories.itemCount', { count: format.number(data.category.count) })}
          </p>
        </div>
      </header>
      {data.subCategories.length > 0 && (
        <nav aria-label={t('categories.subCategories')}>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none]">
            <li className="shrink-0">
              <Link
                to={href({ sub: null })}
                preventScrollReset
                aria-current={filters.sub === null ? 'true' : undefined}
                className={chip}
              >
                {t('catalog.all')}
              </Link>
            </li>
            {data.subCategories.map((s) => (
              <li key={s.id} className="shrink-0">
                <Link
                  to={href({ sub: String(s.id) })}
                  preventScrollReset
                  aria-current={filters.sub === s.id ? 'true' : undefined}
                  className={chip}
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 dark:border-slate-800">
        <div role="tablist" aria-label={data.category.name} className="flex">
          {tab('items', t('home.tabItems'), items?.total)}
          {tab('stores', t(moduleType === 'food' ? 'categories.restaurants' : 'home.tabStores'), stores?.total)}
        </div>
        {showsVeg && filters.tab === 'items' && (
          <div className="pb-2">
            <VegFilter current={filters.type} />
          </div>
        )}
      </div>
      <div role="tabpanel">
        {/* The cards' names are level-3 headings: the panel's own heading keeps the outline whole. */}
        <h2 className="sr-only">
          {filters.tab === 'items'
            ? t('home.tabItems')
            : t(moduleType === 'food' ? 'categories.restaurants' : 'home.tabStores')}
        </h2>
        {data.needsLocation ? (
          <EmptyState title={t('categories.needsLocation')}>
            <Link to="/" className={buttonClass({ size: 'sm' })}>
              {t('header.chooseLocation')}
            </Link>
          </EmptyState>
        ) : loading ? (
          <GridSkeleton kind={filters.tab === 'items' ? 'item' : 'store'} />
        ) : !current || current.list.length === 0 ? (
          <EmptyState title={t('categories.empty')} />
        ) : filters.tab === 'items' ? (
          <div className={ITEM_GRID}>
            {items!.list.map((item) => (
              <ProductCard key={item.id} item={item} />
            ))}
          </div>
        ) : (
          <div className={STORE_GRID}>
            {stores!.list.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </div>
        )}
        {current && <Pagination page={current.page} total={current.total} pageSize={current.pageSize} />}
      </div>
    </div>
  );
}

/** `/home?search=…`: matching items and stores in two tabs; the spec's sentence when nothing matches. */
import { Link } from 'react-router';
import { useT } from '../../i18n/t.ts';
import { EmptyState } from '../catalog/empty-state.tsx';
import { useFormat } from '../catalog/format.ts';
import { ITEM_GRID, STORE_GRID } from '../catalog/grids.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { ProductCard } from '../catalog/product-card.tsx';
import { StoreCard } from '../catalog/store-card.tsx';
import type { SearchResults as Results } from './home.server.ts';
import { SearchBox } from './search-box.tsx';

export default function SearchResults({ results }: { results: Results }) {
  const t = useT();
  const format = useFormat();
  const tabHref = (tab: Results['tab']) =>
    `/home?${new URLSearchParams({ search: results.text, ...(tab === 'stores' ? { tab } : {}) })}`;
  const current = results.tab === 'items' ? results.items : results.stores;
  const tab = (name: Results['tab'], label: string, total: number) => (
    <Link
      to={tabHref(name)}
      role="tab"
      aria-selected={results.tab === name}
      className="flex items-center gap-2 border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-500 aria-selected:border-brand-600 aria-selected:text-brand-700 dark:text-slate-400 dark:aria-selected:text-brand-400"
    >
      {label}
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{format.number(total)}</span>
    </Link>
  );
  return (
    <div className="flex flex-col gap-6">
      <SearchBox defaultValue={results.text} />
      <h1 className="text-2xl font-extrabold tracking-tight">
        {t('home.searchResultsFor')} <bdi>“{results.text}”</bdi>
      </h1>
      <div
        role="tablist"
        aria-label={t('home.searchResults')}
        className="flex border-b border-slate-200 dark:border-slate-800"
      >
        {tab('items', t('home.tabItems'), results.items.total)}
        {tab('stores', t('home.tabStores'), results.stores.total)}
      </div>
      <div role="tabpanel">
        {current.list.length === 0 ? (
          <EmptyState title={t('home.noSearchResults')} />
        ) : results.tab === 'items' ? (
          <div className={ITEM_GRID}>
            {results.items.list.map((item) => (
              <ProductCard key={item.id} item={item} />
            ))}
          </div>
        ) : (
          <div className={STORE_GRID}>
            {results.stores.list.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </div>
        )}
        <Pagination page={current.page} total={current.total} pageSize={current.pageSize} />
      </div>
    </div>
  );
}

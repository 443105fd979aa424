/**
 * Categories (spec §2): the module's tree for /categories, and one category
 * with its sub-categories, items and stores for /category/:id. A category
 * knows its module, so a category link works whatever module the visitor
 * is in: its lists are asked for in the category's own module.
 */
import type { AppLoadContext } from 'react-router';
import { createApi } from '../../lib/api.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { paged, toCategoryTile, toItemCard, toStoreCard } from '../catalog/cards.server.ts';
import { optional, type CatalogApi } from '../catalog/catalog.server.ts';
import { ITEM_PAGE_SIZE, STORE_PAGE_SIZE } from '../catalog/grids.ts';
import type { CategoryTile, ItemCard, Paged, StoreCard } from '../catalog/types.ts';
import type { VegType } from '../catalog/veg-filter.tsx';

export interface CategoryGroup extends CategoryTile {
  children: CategoryTile[];
}

export async function loadCategoryTree({ api }: CatalogApi): Promise<CategoryGroup[]> {
  const roots = await api.get('/categories');
  return roots.map((root) => ({ ...toCategoryTile(root), children: (root.childes ?? []).map(toCategoryTile) }));
}

export interface CategoryFilters {
  /** A sub-category chosen among the chips, or null for the whole category. */
  sub: number | null;
  tab: 'items' | 'stores';
  type: VegType;
  page: number;
}

export interface CategoryPageData {
  category: CategoryTile & { moduleId: number };
  subCategories: CategoryTile[];
  items: Paged<ItemCard> | null;
  stores: Paged<StoreCard> | null;
  /** Without a delivery zone the lists cannot be asked for. */
  needsLocation: boolean;
  filters: CategoryFilters;
}

export async function loadCategoryPage(
  context: AppLoadContext,
  prefs: Prefs,
  { decimals }: CatalogApi,
  id: number,
  filters: CategoryFilters,
): Promise<CategoryPageData> {
  // Every module's tree: the category tells which module to ask in.
  const roots = await createApi(context, { ...prefs, moduleId: null }).get('/categories');
  const root = roots.find((r) => r.id === id || r.childes?.some((c) => c.id === id));
  const found = root?.id === id ? root : root?.childes?.find((c) => c.id === id);
  if (!root || !found) throw new Response('Not found', { status: 404 });

  const siblings = (root.childes ?? []).map(toCategoryTile);
  const sub =
    filters.sub && siblings.some((s) => s.id === filters.sub) ? filters.sub : found.id !== root.id ? found.id : null;
  const listed = sub ?? root.id;
  const api = createApi(context, { ...prefs, moduleId: root.module_id });
  const query = { type: filters.type, offset: filters.page };
  const needsLocation = !prefs.zoneIds;
  const [items, stores] = needsLocation
    ? [null, null]
    : await Promise.all([
        optional(
          api.get(`/categories/items/${listed}`, {
            ...query,
            limit: ITEM_PAGE_SIZE,
            offset: filters.tab === 'items' ? filters.page : 1,
          }),
        ),
        optional(
          api.get(`/categories/stores/${listed}`, {
            ...query,
            limit: STORE_PAGE_SIZE,
            offset: filters.tab === 'stores' ? filters.page : 1,
          }),
        ),
      ]);
  return {
    category: { ...toCategoryTile(root), moduleId: root.module_id },
    subCategories: siblings,
    items: items && paged(items, items.products, (i) => toItemCard(i, decimals)),
    stores: stores && paged(stores, stores.stores, (s) => toStoreCard(s, decimals)),
    needsLocation,
    filters: { ...filters, sub },
  };
}

/** Where catalog things live. Store and product links carry the module (and zone) so a shared link works cold (spec §2). */
import type { ItemCard, StoreCard } from './types.ts';

export function productHref(item: Pick<ItemCard, 'id' | 'moduleId'>): string {
  return `/product/${item.id}?module_id=${item.moduleId}`;
}

export function storeHref(store: Pick<StoreCard, 'id' | 'slug' | 'moduleId' | 'moduleType' | 'zoneId'>): string {
  const query = new URLSearchParams({
    id: String(store.id),
    module_id: String(store.moduleId),
    module_type: store.moduleType,
    store_zone_id: String(store.zoneId),
  });
  return `/store/${encodeURIComponent(store.slug || String(store.id))}?${query}`;
}

export function categoryHref(id: number, moduleId?: number | null): string {
  return `/category/${id}${moduleId ? `?module_id=${moduleId}` : ''}`;
}

/**
 * The catalog snapshot: everything small enough to hold in memory — stores
 * with hours, discounts and counts, categories, vocabularies, add-ons,
 * campaigns, banners and the running flash sales — read in a handful of
 * queries and kept for a short time (or until a write invalidates it).
 * Store lists are filtered and sorted from it without touching the database;
 * items stay in the database and are looked up through its indexes.
 */
import type { Database } from '@souq/db';
import { ratingSummary, type RatingSummary } from '@souq/domain';
import { selectModuleEntries, selectPivots } from '../modules/index.ts';
import { selectZoneStatuses } from '../zones/index.ts';
import {
  selectAddOns,
  selectAttributes,
  selectBanners,
  selectBrands,
  selectCampaignCounts,
  selectCampaigns,
  selectCategories,
  selectConditions,
  selectRunningFlashSales,
  selectSchedules,
  selectStoreDiscounts,
  selectStores,
  selectStoreStats,
  selectTags,
  selectUnits,
  type AddOnRow,
  type BannerRow,
  type BrandRow,
  type CampaignRow,
  type CategoryRow,
  type ConditionRow,
  type FlashSaleItemRow,
  type FlashSaleRow,
  type ModuleRow,
  type NamedRow,
  type ScheduleRow,
  type StoreDiscountRow,
  type StoreRow,
  type Translations,
} from './queries.ts';
import { normalizeSearchText } from './search-text.ts';

export const STORE_MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce'];

export interface StoreEntry {
  row: StoreRow;
  module: ModuleRow;
  schedules: ScheduleRow[];
  discount: StoreDiscountRow | null;
  totalItems: number;
  totalCampaigns: number;
  categoryIds: number[];
  minPrice: number | null;
  maxPrice: number | null;
  ratings: RatingSummary;
  /** Names in every language, normalized for search. */
  searchText: string;
  /** The store's unchanging JSON per language, filled by format.ts on first use. */
  serialized: Map<string, unknown>;
}

export interface CatalogSnapshot {
  modules: Map<number, ModuleRow>;
  stores: Map<number, StoreEntry>;
  storesBySlug: Map<string, StoreEntry>;
  categories: Map<number, CategoryRow>;
  units: Map<number, NamedRow>;
  attributes: Map<number, NamedRow>;
  tags: Map<number, NamedRow>;
  addOns: Map<number, AddOnRow>;
  brands: BrandRow[];
  conditions: ConditionRow[];
  campaigns: CampaignRow[];
  banners: BannerRow[];
  flashSales: FlashSaleRow[];
  /** Running flash sale entries by item id (stock not yet sold out). */
  flashItems: Map<number, FlashSaleItemRow>;
  flashItemsBySale: Map<number, FlashSaleItemRow[]>;
  /** Visible store ids per scope key, filled lazily. */
  scopes: Map<string, number[]>;
}

/** A translated column: the caller's language, else the row's English. */
export function localized(tr: Translations, locale: string, key: string, fallback: string): string;
export function localized(tr: Translations, locale: string, key: string, fallback: string | null): string | null;
export function localized(tr: Translations, locale: string, key: string, fallback: string | null): string | null {
  return (locale !== 'en' && tr?.[`${locale}:${key}`]) || fallback;
}

export async function loadSnapshot(db: Database, now: Date, today: string): Promise<CatalogSnapshot> {
  const [
    modules,
    stores,
    schedules,
    discounts,
    stats,
    campaignCounts,
    categories,
    units,
    attributes,
    tags,
    addOns,
    brands,
    conditions,
    campaigns,
    banners,
    flash,
    pivots,
    zoneStatuses,
  ] = await Promise.all([
    selectModuleEntries(db),
    selectStores(db),
    selectSchedules(db),
    selectStoreDiscounts(db),
    selectStoreStats(db),
    selectCampaignCounts(db, today),
    selectCategories(db),
    selectUnits(db),
    selectAttributes(db),
    selectTags(db),
    selectAddOns(db),
    selectBrands(db),
    selectConditions(db),
    selectCampaigns(db),
    selectBanners(db),
    selectRunningFlashSales(db, now),
    selectPivots(db),
    selectZoneStatuses(db),
  ]);
  const moduleById = new Map(modules.map((m) => [m.id, m]));
  const schedulesByStore = groupBy(schedules, (s) => s.store_id);
  const discountByStore = new Map(discounts.map((d) => [d.store_id, d]));
  const statsByStore = new Map(stats.map((s) => [s.store_id, s]));
  const campaignsByStore = new Map(campaignCounts.map((c) => [c.store_id, c.total]));

  // A store in a zone that is gone is not listed; zone_served: its module delivers in its zone (module_zone).
  const zoneActive = new Map(zoneStatuses.map((z) => [z.id, z.status]));
  const served = new Set(pivots.map((p) => `${p.module_id}:${p.zone_id}`));
  const storeRows: StoreRow[] = stores
    .filter((s) => zoneActive.has(s.zone_id))
    .map((s) => ({
      ...s,
      zone_active: zoneActive.get(s.zone_id)!,
      zone_served: served.has(`${s.module_id}:${s.zone_id}`),
    }));
  const storeEntries = storeRows.map((row): StoreEntry => {
    const stat = statsByStore.get(row.id);
    const names = [
      row.name,
      ...Object.entries(row.tr ?? {})
        .filter(([key]) => key.endsWith(':name'))
        .map(([, value]) => value),
    ];
    return {
      row,
      module: moduleById.get(row.module_id)!,
      schedules: schedulesByStore.get(row.id) ?? [],
      discount: discountByStore.get(row.id) ?? null,
      totalItems: stat?.total_items ?? 0,
      totalCampaigns: campaignsByStore.get(row.id) ?? 0,
      categoryIds: [...(stat?.category_ids ?? [])].sort((a, b) => a - b),
      minPrice: stat?.min_price == null ? null : Number(stat.min_price),
      maxPrice: stat?.max_price == null ? null : Number(stat.max_price),
      ratings: ratingSummary(row.rating),
      searchText: normalizeSearchText(names.join(' ')),
      serialized: new Map(),
    };
  });
  const flashItems = new Map<number, FlashSaleItemRow>();
  for (const entry of flash.items) {
    // One running sale per item: the earliest-started one wins, as in 6amMart's first().
    if (entry.available_stock > 0 && !flashItems.has(entry.item_id)) flashItems.set(entry.item_id, entry);
  }
  return {
    modules: moduleById,
    stores: new Map(storeEntries.map((s) => [s.row.id, s])),
    storesBySlug: new Map(storeEntries.map((s) => [s.row.slug, s])),
    categories: new Map(categories.map((c) => [c.id, c])),
    units: new Map(units.map((u) => [u.id, u])),
    attributes: new Map(attributes.map((a) => [a.id, a])),
    tags: new Map(tags.map((t) => [t.id, t])),
    addOns: new Map(addOns.map((a) => [a.id, a])),
    brands,
    conditions,
    campaigns,
    banners,
    flashSales: flash.sales,
    flashItems,
    flashItemsBySale: groupBy(flash.items, (i) => i.flash_sale_id),
    scopes: new Map(),
  };
}

export interface Scope {
  zoneIds: number[] | null;
  moduleId: number | null;
}

/**
 * Rule: a store is listed for a shopper when it is approved, of an active
 * store module (the module in scope, when there is one) and in one of the
 * shopper's zones — an active zone its module serves — or when its module
 * serves every zone (all_zone_service, e.g. the shop). zoneIds null means
 * any zone (routes where the zoneId header is optional).
 */
export function visibleStoreIds(snapshot: CatalogSnapshot, scope: Scope): number[] {
  const key = `${scope.moduleId ?? '*'}|${scope.zoneIds?.join(',') ?? '*'}`;
  let ids = snapshot.scopes.get(key);
  if (!ids) {
    ids = [...snapshot.stores.values()].filter((s) => isVisible(s, scope)).map((s) => s.row.id);
    snapshot.scopes.set(key, ids);
  }
  return ids;
}

export function isVisible(store: StoreEntry, scope: Scope): boolean {
  if (!store.module?.status || !STORE_MODULE_TYPES.includes(store.module.module_type)) return false;
  if (scope.moduleId !== null && store.row.module_id !== scope.moduleId) return false;
  if (store.module.all_zone_service) return true;
  if (!store.row.zone_active || !store.row.zone_served) return false;
  return scope.zoneIds === null || scope.zoneIds.includes(store.row.zone_id);
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

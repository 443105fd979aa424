/**
 * The catalog read side shared by the items, stores, categories and
 * promotions routes, and by carts, wishlists and orders:
 * - scope: which stores a request may see (zoneId and moduleId headers);
 * - formatted items by id (cached per language, live prices applied);
 * - item pages from filters (page ids cached briefly);
 * - the snapshot of stores and vocabularies.
 *
 * Caches live for CACHE_TTL_MS and are dropped by invalidate(), which every
 * catalog write (stock, ratings, wishlist counts, admin edits) must call.
 * Other instances see a write within the TTL.
 */
import type { Database } from '@souq/db';
import { localMoment, SUPPORTED_LANGUAGES, type LocalMoment } from '@souq/domain';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { notFound } from '../../http/errors.ts';
import { optionalZoneIds, requireModuleId, requireZoneIds } from '../../http/context.ts';
import { refreshing } from '../../lib/cache.ts';
import type { AppUrls } from '../../lib/urls.ts';
import type { SettingsService } from '../settings/index.ts';
import {
  closeJson,
  formatItemBase,
  formatStore,
  liveItemFields,
  pageJsonText,
  runningStoreDiscount,
  type FormatContext,
  type ItemBase,
  type ItemJson,
  type LiveItem,
} from './format.ts';
import { selectItemPage, type IdPage, type ItemFilter, type ItemSort } from './item-query.ts';
import './messages.ts';
import { selectItemsByIds, type ModuleRow } from './queries.ts';
import { loadSnapshot, visibleStoreIds, type Scope, type StoreEntry } from './snapshot.ts';
import { translationOf } from '../../lib/translations.ts';

export const CACHE_TTL_MS = 30_000;
export const DEFAULT_TIMEZONE = 'Asia/Riyadh';

export interface CatalogScope extends Scope {
  module: ModuleRow | null;
  /** Store ids visible in this scope. */
  storeIds: number[];
  key: string;
}

export interface ScopeRules {
  zone: 'required' | 'optional';
  module: 'required' | 'optional';
}

interface CachedItem {
  base: ItemBase;
  /** base as JSON text without its closing brace. */
  text: string;
  live: LiveItem;
  /** The last whole item made from base (frozen: it is handed to every caller while its live fields stay the same). */
  whole?: ItemJson;
}

type Page = { limit: number; offset: number };

export function createCatalogService(
  db: Database,
  settings: SettingsService,
  urls: AppUrls,
  clock: () => Date = () => new Date(),
) {
  const timeZone = async () => (await settings.get<string>('timezone')) || DEFAULT_TIMEZONE;
  // Reloaded in the background when stale: loading it takes tens of milliseconds on a big catalog.
  const snapshot = refreshing(CACHE_TTL_MS, async () => {
    const now = clock();
    return loadSnapshot(db, now, localMoment(now, await timeZone()).date);
  });
  const items = new LRUCache<string, CachedItem>({ max: 50_000, ttl: CACHE_TTL_MS });
  const pages = new LRUCache<string, IdPage, () => Promise<IdPage>>({
    max: 5_000,
    ttl: CACHE_TTL_MS,
    // Concurrent misses of one page share one load (the loader rides as the fetch's context). A
    // clear() during a load aborts it: its rows may predate the write, so they are not kept and
    // the fetch answers undefined (see pageIds).
    fetchMethod: (_key, _stale, { context }) => context(),
    allowStaleOnFetchAbort: true,
  });
  /** Counts invalidations, so rows read before one are not cached after it. */
  let epoch = 0;
  /** Told of every change (the storefront's caches of what the catalog answers, decision 22). */
  const listeners: (() => void)[] = [];
  const changed = () => {
    epoch++;
    for (const listener of listeners) listener();
  };

  async function moment(): Promise<LocalMoment> {
    return localMoment(clock(), await timeZone());
  }

  /** Everything formatting needs for one request. */
  async function formatContext(request: FastifyRequest): Promise<FormatContext> {
    const [snap, now] = await Promise.all([snapshot.get(), moment()]);
    return { locale: request.ctx.locale, urls, snapshot: snap, moment: now, location: request.ctx.location };
  }

  /**
   * The zones and module of a request. Missing or malformed headers where
   * they are required are 400s (code zoneId / moduleId); a module id that
   * does not exist or is switched off is a 404.
   */
  async function scope(request: FastifyRequest, rules: ScopeRules): Promise<CatalogScope> {
    const zoneIds = rules.zone === 'required' ? requireZoneIds(request.ctx) : optionalZoneIds(request.ctx);
    const moduleId = rules.module === 'required' ? requireModuleId(request.ctx) : optionalModuleId(request);
    const snap = await snapshot.get();
    let module: ModuleRow | null = null;
    if (moduleId !== null) {
      module = snap.modules.get(moduleId) ?? null;
      if (!module || !module.status) throw notFound('moduleId', 'Module not found.');
    }
    const sorted = zoneIds ? [...zoneIds].sort((a, b) => a - b) : null;
    const base = { zoneIds: sorted, moduleId };
    return {
      ...base,
      module,
      storeIds: visibleStoreIds(snap, base),
      key: `${moduleId ?? '*'}|${sorted?.join(',') ?? '*'}`,
    };
  }

  function optionalModuleId(request: FastifyRequest): number | null {
    return request.ctx.moduleIdInvalid || request.ctx.moduleId !== null ? requireModuleId(request.ctx) : null;
  }

  /** Cached item entries in the order of ids; ids that do not exist are left out. */
  async function cachedItems(ids: number[], fc: Pick<FormatContext, 'locale' | 'snapshot'>): Promise<CachedItem[]> {
    const found = new Map<number, CachedItem>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = items.get(`${fc.locale}:${id}`);
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length) {
      const readAt = epoch;
      for (const row of await selectItemsByIds(db, [...new Set(missing)])) {
        const base = formatItemBase(row, fc.snapshot.stores.get(row.store_id), {
          locale: fc.locale,
          urls,
          snapshot: fc.snapshot,
        });
        const entry: CachedItem = {
          base,
          text: JSON.stringify(base).slice(0, -1),
          live: {
            id: row.id,
            store_id: row.store_id,
            stock: row.stock,
            discount: row.discount,
            discount_type: row.discount_type,
          },
        };
        if (readAt === epoch) items.set(`${fc.locale}:${row.id}`, entry);
        found.set(row.id, entry);
      }
    }
    return ids.filter((id) => found.has(id)).map((id) => found.get(id)!);
  }

  /** Formatted items in the order of ids; ids that do not exist are left out. */
  async function itemsByIds(
    ids: number[],
    fc: Pick<FormatContext, 'locale' | 'snapshot' | 'moment'>,
  ): Promise<ItemJson[]> {
    return (await cachedItems(ids, fc)).map((entry) => wholeItem(entry, fc));
  }

  /** The item with its live fields; the same object again while they have not changed (copying base is most of the cost). */
  function wholeItem(entry: CachedItem, fc: Pick<FormatContext, 'snapshot' | 'moment'>): ItemJson {
    const live = liveItemFields(entry.live, fc);
    const last = entry.whole;
    if (last && (Object.keys(live) as (keyof typeof live)[]).every((key) => last[key] === live[key])) return last;
    return (entry.whole = Object.freeze({ ...entry.base, ...live }));
  }

  /** itemsByIds as JSON texts, for lists sent without serializing every item again. */
  async function itemTexts(
    ids: number[],
    fc: Pick<FormatContext, 'locale' | 'snapshot' | 'moment'>,
  ): Promise<string[]> {
    return (await cachedItems(ids, fc)).map((entry) => closeJson(entry.text, liveItemFields(entry.live, fc)));
  }

  /** The ids of one page of a filter (cached briefly under cacheKey). */
  function pageIds(filter: ItemFilter, sort: ItemSort, page: Page, cacheKey: string) {
    const load = () => selectItemPage(db, filter, sort, page.limit, page.offset);
    // undefined: a write overtook the shared load, so this caller reads again.
    return pages
      .fetch(`${cacheKey}|${sort}|${page.limit}|${page.offset}`, { context: load })
      .then((ids) => ids ?? load());
  }

  /** A page of items matching a filter in the 6amMart list shape. */
  async function itemPage(fc: FormatContext, filter: ItemFilter, sort: ItemSort, page: Page, cacheKey: string) {
    const ids = await pageIds(filter, sort, page, cacheKey);
    return { total_size: ids.total, limit: page.limit, offset: page.offset, products: await itemsByIds(ids.ids, fc) };
  }

  /**
   * itemPage as JSON text; `extra` fields are added after products (or made
   * from the listed items, for fields such as their categories).
   */
  async function itemPageText(
    fc: FormatContext,
    filter: ItemFilter,
    sort: ItemSort,
    page: Page,
    cacheKey: string,
    extra: Record<string, unknown> | ((items: ItemBase[]) => Record<string, unknown>) = {},
  ) {
    const ids = await pageIds(filter, sort, page, cacheKey);
    const entries = await cachedItems(ids.ids, fc);
    return pageJsonText(
      'products',
      { total_size: ids.total, ...page },
      entries.map((entry) => closeJson(entry.text, liveItemFields(entry.live, fc))),
      typeof extra === 'function' ? extra(entries.map((entry) => entry.base)) : extra,
    );
  }

  /** Stores with a store discount running now, and items in a running flash sale. */
  function discountSources(fc: FormatContext): { storeIds: number[]; itemIds: number[] } {
    const storeIds = [...fc.snapshot.stores.values()]
      .filter((s) => runningStoreDiscount(s, fc.moment))
      .map((s) => s.row.id);
    return { storeIds, itemIds: [...fc.snapshot.flashItems.keys()] };
  }

  return {
    formatContext,
    scope,
    itemsByIds,
    itemTexts,
    /**
     * Per item, in the order of ids (missing ones left out): a token that is
     * replaced whenever the item's stored fields are read again (after a
     * change, a stock update or the cache's time to live). With the snapshot
     * and the minute it fixes the item's JSON, so callers can keep text made
     * from an item and know, by identity, when it is stale.
     */
    async itemTokens(ids: number[], locale: string): Promise<{ id: number; token: object }[]> {
      const snap = await snapshot.get();
      return (await cachedItems(ids, { locale, snapshot: snap })).map((entry) => ({ id: entry.live.id, token: entry }));
    },
    itemPage,
    itemPageText,
    discountSources,
    snapshot: () => snapshot.get(),
    moment,

    /**
     * The name of the item (bucket 'product') or category ('category') whose picture `file` is, in
     * `locale`: the drawn demo pictures write it (storage/images.ts; issue 16, item 5).
     */
    async pictureName(bucket: string, file: string, locale: string): Promise<string | undefined> {
      const table = bucket === 'product' ? 'items' : bucket === 'category' ? 'categories' : null;
      if (!table) return undefined;
      const type = table === 'items' ? 'item' : 'category';
      const gallery = table === 'items' ? 'or x.images @> jsonb_build_array($1::text)' : '';
      const [row] = await db.query<{ name: string; translated: string | null }>(
        `select x.name, ${translationOf(type, 'x.id', "'name'", '$2')} as translated
           from ${table} x where x.image = $1 ${gallery} order by x.id limit 1`,
        [file, locale],
      );
      return row ? (row.translated ?? row.name) : undefined;
    },

    /**
     * Formatted items by id in one language, for carts, wishlists and orders
     * (whatever their status — the caller decides what an inactive item means).
     */
    async loadItems(ids: number[], locale: string): Promise<Map<number, ItemJson>> {
      const [snap, now] = await Promise.all([snapshot.get(), moment()]);
      const list = await itemsByIds(ids, { locale, snapshot: snap, moment: now });
      return new Map(list.map((item) => [item.id, item]));
    },

    /** Formatted stores by id (listed stores only). */
    async loadStores(ids: number[], locale: string, location: FormatContext['location'] = null) {
      const [snap, now] = await Promise.all([snapshot.get(), moment()]);
      const fc: FormatContext = { locale, urls, snapshot: snap, moment: now, location };
      return new Map(
        ids
          .map((id) => snap.stores.get(id))
          .filter((s): s is StoreEntry => Boolean(s))
          .map((s) => [s.row.id, formatStore(s, fc)]),
      );
    },

    /**
     * Call after an order changed the stock of these items: their cached rows
     * go (in every language), the snapshot and pages stay. Loads in flight are
     * not kept, as they may have read the old stock.
     */
    forgetItems(ids: number[]) {
      changed();
      for (const id of ids) for (const { code } of SUPPORTED_LANGUAGES) items.delete(`${code}:${id}`);
    },

    /** Call after any catalog write. */
    invalidate() {
      snapshot.clear();
      items.clear();
      pages.clear();
      changed();
    },

    /**
     * `listener` runs at every invalidate() and forgetItems(), before the write that called it
     * answers: a cache of catalog answers kept elsewhere in this process drops what it holds.
     */
    onChange(listener: () => void): void {
      listeners.push(listener);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

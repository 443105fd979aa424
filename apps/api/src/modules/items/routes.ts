/**
 * Item routes of the 6amMart v1 API: lists ({total_size, limit, offset,
 * products}), search, details with the store, related items and reviews.
 * Lists need the zoneId and moduleId headers; details do not, because old
 * clients render product pages on the server without them.
 */
import { z } from 'zod';
import { num } from '../../http/schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { sendSerializedJson } from '../../http/reply.ts';
import {
  formatCategory,
  formatStore,
  rootCategoriesOf,
  storeDetailsJsonText,
  type ItemJson,
  type ItemFilter,
  type ItemSort,
  flag,
  id,
  idList,
  idParam,
  itemType,
  optionalId,
  page,
  price,
  searchName,
  searchWords,
  matchingStores,
  sortStores,
} from '../catalog/index.ts';
import { createItemService } from './service.ts';

const REQUIRED = { zone: 'required', module: 'required' } as const;
const SEARCH_FILTERS = ['top_rated', 'popular', 'discounted', 'high', 'low'] as const;

/**
 * The `filter` of item searches ("low", "[top_rated,discounted]", …): the
 * order it asks for (price low or high, top rated, popular, else `fallback`)
 * and whether only discounted items are wanted.
 */
export function searchFilters(filter: string | undefined, fallback: ItemSort): { sort: ItemSort; discounted: boolean } {
  const filters = new Set(
    (filter ?? '')
      .replace(/[[\]"\s]/g, '')
      .split(',')
      .filter((f): f is (typeof SEARCH_FILTERS)[number] => (SEARCH_FILTERS as readonly string[]).includes(f)),
  );
  const sort: ItemSort = filters.has('low')
    ? 'price_low'
    : filters.has('high')
      ? 'price_high'
      : filters.has('top_rated')
        ? 'top_rated'
        : filters.has('popular')
          ? 'popular'
          : fallback;
  return { sort, discounted: filters.has('discounted') };
}

export const itemRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const catalog = ctx.catalog;
    const items = createItemService(ctx);
    const tags = ['items'];

    /** The shared shape of the plain lists: scope, a filter, an order. */
    const list = (
      path: string,
      summary: string,
      sort: ItemSort,
      filter: (fc: Awaited<ReturnType<typeof catalog.formatContext>>) => Partial<ItemFilter> = () => ({}),
      defaultLimit = 10,
      withCategories = false,
    ) =>
      app.get(
        path,
        {
          schema: {
            tags,
            summary,
            querystring: z.object({ ...page(defaultLimit), type: itemType, category_ids: idList }),
          },
        },
        async (request, reply) => {
          const [scope, fc] = await Promise.all([catalog.scope(request, REQUIRED), catalog.formatContext(request)]);
          const q = request.query;
          const filters: ItemFilter = {
            storeIds: scope.storeIds,
            moduleId: scope.moduleId,
            type: q.type,
            categoryIds: q.category_ids,
            ...filter(fc),
          };
          return sendSerializedJson(
            reply,
            await catalog.itemPageText(
              fc,
              filters,
              sort,
              q,
              `${path}|${scope.key}|${q.type}|${q.category_ids ?? ''}`,
              withCategories ? (listed) => ({ categories: rootCategoriesOf(listed, fc) }) : {},
            ),
          );
        },
      );

    list('/items/popular', 'Most ordered items', 'popular');
    list('/items/most-reviewed', 'Items with the most reviews', 'most_reviewed');
    // The shop home builds its tabs from `categories` without a guard (client-contract §5).
    list(
      '/items/new-arrival',
      'Newest items, with the top-level categories they belong to',
      'latest',
      undefined,
      50,
      true,
    );
    list(
      '/items/discounted',
      'Items with a discount, a running store discount or in a running flash sale',
      'popular',
      (fc) => ({ discounted: catalog.discountSources(fc) }),
    );

    app.get(
      '/items/latest',
      {
        schema: {
          tags,
          summary: "A store's items, newest first, with the store's categories",
          querystring: z.object({
            ...page(),
            store_id: id,
            category_id: optionalId,
            type: itemType,
            min_price: price,
            max_price: price,
          }),
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, REQUIRED), catalog.formatContext(request)]);
        const q = request.query;
        const filter: ItemFilter = {
          storeIds: scope.storeIds,
          moduleId: scope.moduleId,
          storeId: q.store_id,
          type: q.type,
          minPrice: q.min_price,
          maxPrice: q.max_price,
          categoryIds: q.category_id ? [q.category_id] : undefined,
        };
        const store = scope.storeIds.includes(q.store_id) ? fc.snapshot.stores.get(q.store_id) : undefined;
        const categories = (store?.categoryIds ?? [])
          .map((cid) => fc.snapshot.categories.get(cid))
          .filter((c) => c && c.position === 0);
        const key = `latest|${scope.key}|${JSON.stringify(filter, (k, v) => (k === 'storeIds' ? undefined : v))}`;
        return sendSerializedJson(
          reply,
          await catalog.itemPageText(fc, filter, 'latest', q, key, {
            categories: categories.map((c) => formatCategory(c!, fc)),
          }),
        );
      },
    );

    app.get(
      '/items/recommended',
      {
        schema: {
          tags,
          summary: 'Items the stores recommend, optionally of one store',
          querystring: z.object({ ...page(), store_id: optionalId, type: itemType, filter: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, REQUIRED), catalog.formatContext(request)]);
        const q = request.query;
        const filter: ItemFilter = {
          storeIds: scope.storeIds,
          moduleId: scope.moduleId,
          storeId: q.store_id || undefined,
          type: q.type,
          recommended: true,
        };
        return sendSerializedJson(
          reply,
          await catalog.itemPageText(
            fc,
            filter,
            'popular',
            q,
            `recommended|${scope.key}|${q.store_id ?? ''}|${q.type}`,
          ),
        );
      },
    );

    app.get(
      '/items/search',
      {
        schema: {
          tags,
          summary:
            'Items whose names (any language), tags, generic names, brand, condition or categories contain every word of `name`',
          querystring: z.object({
            ...page(),
            name: searchName,
            category_id: optionalId,
            category_ids: idList,
            store_id: optionalId,
            min_price: price,
            max_price: price,
            rating_count: z.preprocess((v) => (v === '' ? undefined : v), num(z.number().min(0).max(5).optional())),
            filter: z.string().max(200).optional(),
            type: itemType,
          }),
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, REQUIRED), catalog.formatContext(request)]);
        const q = request.query;
        const { sort, discounted } = searchFilters(q.filter, 'relevance');
        const categoryIds = [...(q.category_ids ?? []), ...(q.category_id ? [q.category_id] : [])];
        const filter: ItemFilter = {
          storeIds: scope.storeIds,
          moduleId: scope.moduleId,
          words: searchWords(q.name),
          storeId: q.store_id || undefined,
          type: q.type,
          categoryIds: categoryIds.length ? categoryIds : undefined,
          minPrice: q.min_price,
          maxPrice: q.max_price,
          minRating: q.rating_count,
          discounted: discounted ? catalog.discountSources(fc) : undefined,
        };
        const key = `search|${scope.key}|${JSON.stringify(filter, (k, v) => (k === 'storeIds' || k === 'discounted' ? undefined : v))}|${discounted}|${sort}`;
        return sendSerializedJson(reply, await catalog.itemPageText(fc, filter, sort, q, key));
      },
    );

    app.get(
      '/items/item-or-store-search',
      {
        schema: {
          tags,
          summary: 'Items and stores matching every word of `name` (first 10 of each)',
          querystring: z.object({ name: searchName }),
        },
      },
      async (request) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, REQUIRED), catalog.formatContext(request)]);
        const words = searchWords(request.query.name);
        const found = await catalog.itemPage(
          fc,
          { storeIds: scope.storeIds, moduleId: scope.moduleId, words },
          'relevance',
          { limit: 10, offset: 1 },
          `either|${scope.key}|${words.join(' ')}`,
        );
        const stores = sortStores(fc, matchingStores(fc, scope.storeIds, { words }), 'popular').slice(0, 10);
        return { items: found.products, stores: stores.map((s) => formatStore(s, fc)) };
      },
    );

    app.get(
      '/items/search-suggestion',
      {
        schema: {
          tags,
          summary: 'Names to suggest while typing (popular ones when `name` is empty)',
          querystring: z.object({ name: z.string().trim().max(200).optional() }),
        },
      },
      async (request) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, REQUIRED), catalog.formatContext(request)]);
        const words = searchWords(request.query.name ?? '');
        const found = await catalog.itemPage(
          fc,
          { storeIds: scope.storeIds, moduleId: scope.moduleId, words },
          words.length ? 'relevance' : 'popular',
          { limit: 5, offset: 1 },
          `suggest|${scope.key}|${words.join(' ')}`,
        );
        const stores = sortStores(fc, matchingStores(fc, scope.storeIds, { words }), 'popular').slice(0, 5);
        return {
          items: found.products.map((i) => ({
            id: i.id,
            name: i.name,
            image_full_url: i.image_full_url,
            store_id: i.store_id,
            store_name: i.store_name,
          })),
          stores: stores.map((s) => ({
            id: s.row.id,
            name: formatStore(s, fc).name,
            logo_full_url: fc.urls.storage('store', s.row.logo),
          })),
        };
      },
    );

    app.get(
      '/items/details/:id',
      {
        schema: {
          tags,
          summary: 'One item by id or slug, with store_details; cacheable for 30 s',
          params: z.object({ id: z.string().min(1).max(200) }),
          querystring: z.object({ campaign: flag }),
        },
      },
      async (request, reply) => {
        await catalog.scope(request, { zone: 'optional', module: 'optional' });
        const fc = await catalog.formatContext(request);
        const item = await items.find(request.params.id, fc);
        const [text] = await catalog.itemTexts([item.id], fc);
        const store = storeDetailsJsonText(fc.snapshot.stores.get(item.store_id)!, fc);
        reply
          .header('cache-control', `public, max-age=${items.detailsMaxAge}`)
          .header('vary', 'moduleId, X-localization');
        // The item's JSON with store_details added before its closing brace.
        return sendSerializedJson(reply, `${text.slice(0, -1)},"store_details":${store}}`);
      },
    );

    app.get(
      '/items/related-items/:id',
      { schema: { tags, summary: 'Up to 10 items of the same category from stores in the zones', params: idParam } },
      async (request) => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'required', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const item = await items.find(String(request.params.id), fc);
        const filter: ItemFilter = {
          storeIds: scope.storeIds,
          moduleId: item.module_id,
          categoryIds: item.category_id ? [item.category_id] : undefined,
          excludeId: item.id,
        };
        const result = await catalog.itemPage(
          fc,
          filter,
          'popular',
          { limit: 10, offset: 1 },
          `related|${scope.key}|${item.id}`,
        );
        return result.products;
      },
    );

    app.get(
      '/items/related-store-items/:id',
      {
        schema: {
          tags,
          summary: 'Other items of the same store: a bare array, as related-items (clients read it as one)',
          params: idParam,
          querystring: z.object(page()),
        },
      },
      async (request) => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'required', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const item = await items.find(String(request.params.id), fc);
        const filter: ItemFilter = { storeIds: scope.storeIds, storeId: item.store_id, excludeId: item.id };
        const result = await catalog.itemPage(
          fc,
          filter,
          'popular',
          request.query,
          `store-items|${scope.key}|${item.id}`,
        );
        return result.products;
      },
    );

    app.get(
      '/items/common-conditions',
      {
        schema: {
          tags,
          summary: "A pharmacy's items for common conditions",
          querystring: z.object({ ...page(), store_id: id }),
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'optional', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const q = request.query;
        const filter: ItemFilter = { storeIds: scope.storeIds, storeId: q.store_id, withCondition: true };
        return sendSerializedJson(
          reply,
          await catalog.itemPageText(fc, filter, 'popular', q, `conditions|${scope.key}|${q.store_id}`),
        );
      },
    );

    app.get(
      '/items/reviews/:id',
      { schema: { tags, summary: "An item's reviews, newest first", params: idParam, querystring: z.object(page()) } },
      async (request) => {
        const fc = await catalog.formatContext(request);
        const item = await items.find(String(request.params.id), fc);
        return items.reviews('item_id', item.id, request.query, fc);
      },
    );

    app.get(
      '/items/rating/:id',
      { schema: { tags, summary: "An item's average rating", params: idParam } },
      async (request) => {
        const fc = await catalog.formatContext(request);
        const item: ItemJson = await items.find(String(request.params.id), fc);
        return item.avg_rating;
      },
    );
  };

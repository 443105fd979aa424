/**
 * Store routes of the 6amMart v1 API. Every store carries `open` (its
 * hours cover now on the business clock and it is not temporarily closed)
 * and `distance` (metres from the latitude/longitude headers, null without
 * them). Lists put open stores first.
 */
import { z } from 'zod';
import { LIMITS } from '@souq/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { sendSerializedJson } from '../../http/reply.ts';
import {
  formatStoreDetails,
  type FormatContext,
  flag,
  id,
  idParam,
  itemType,
  page,
  searchName,
  searchWords,
  type StoreEntry,
  matchingStores,
  storePageText,
  type StoreFilter,
  type StoreSort,
  type ReviewJson,
} from '../catalog/index.ts';
import { createItemService } from '../items/index.ts';

const REQUIRED = { zone: 'required', module: 'required' } as const;
const STORE_TYPES: Record<string, StoreSort> = {
  all: 'default',
  newly_joined: 'latest',
  popular: 'popular',
  top_rated: 'top_rated',
};

export const storeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const catalog = ctx.catalog;
    const items = createItemService(ctx);
    const tags = ['stores'];
    const storePageQuery = z.object({ ...page(LIMITS.storeListPageSize), type: itemType });

    /** A listed store by id or slug; 404 otherwise. */
    const findStore = (fc: FormatContext, idOrSlug: string): StoreEntry => {
      const store = /^\d{1,9}$/.test(idOrSlug)
        ? fc.snapshot.stores.get(Number(idOrSlug))
        : fc.snapshot.storesBySlug.get(idOrSlug);
      if (!store) throw notFound('store', 'Store not found.');
      return store;
    };

    app.get(
      '/stores/get-stores/:filter_data',
      {
        schema: {
          tags,
          summary: 'Stores in the zones: all, delivering or with take-away; moduleId optional',
          params: z.object({ filter_data: z.enum(['all', 'delivery', 'take_away']) }),
          querystring: storePageQuery.extend({
            store_type: z.enum(['all', 'newly_joined', 'popular', 'top_rated']).default('all'),
            featured: flag,
          }),
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'required', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const q = request.query;
        const filter: StoreFilter = {
          delivery: request.params.filter_data === 'delivery',
          takeAway: request.params.filter_data === 'take_away',
          type: q.type,
          featured: q.featured === 1,
        };
        return sendSerializedJson(
          reply,
          storePageText(fc, matchingStores(fc, scope.storeIds, filter), STORE_TYPES[q.store_type], q),
        );
      },
    );

    const list = (path: string, summary: string, sort: StoreSort, filter: StoreFilter = {}) =>
      app.get(path, { schema: { tags, summary, querystring: storePageQuery } }, async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, REQUIRED), catalog.formatContext(request)]);
        return sendSerializedJson(
          reply,
          storePageText(
            fc,
            matchingStores(fc, scope.storeIds, { ...filter, type: request.query.type }),
            sort,
            request.query,
          ),
        );
      });

    list('/stores/latest', 'Newest stores in the zones', 'latest');
    list('/stores/popular', 'Most ordered stores in the zones', 'popular');
    list('/stores/top-rated', 'Best rated stores in the zones', 'top_rated');
    list('/stores/discounted', 'Stores with a store discount running now', 'popular', { discounted: true });
    list('/stores/recommended', 'Stores the platform recommends', 'popular', { recommended: true });

    app.get(
      '/stores/search',
      {
        schema: {
          tags,
          summary: 'Stores whose name (any language) contains every word of `name`',
          querystring: storePageQuery.extend({ name: searchName }),
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, REQUIRED), catalog.formatContext(request)]);
        const stores = matchingStores(fc, scope.storeIds, {
          words: searchWords(request.query.name),
          type: request.query.type,
        });
        return sendSerializedJson(reply, storePageText(fc, stores, 'popular', request.query));
      },
    );

    app.get(
      '/stores/details/:id',
      {
        schema: {
          tags,
          summary: 'One store by id or slug, with its categories and price range',
          params: z.object({ id: z.string().min(1).max(200) }),
        },
      },
      async (request) => {
        await catalog.scope(request, { zone: 'optional', module: 'optional' });
        const fc = await catalog.formatContext(request);
        return formatStoreDetails(findStore(fc, request.params.id), fc);
      },
    );

    app.get(
      '/stores/popular-items/:id',
      {
        schema: {
          tags,
          summary: "A store's most ordered items (an array)",
          params: idParam,
          querystring: z.object(page(LIMITS.popularItemsPageSize)),
        },
      },
      async (request) => {
        const fc = await catalog.formatContext(request);
        const store = findStore(fc, String(request.params.id));
        const result = await catalog.itemPage(
          fc,
          { storeIds: [store.row.id], storeId: store.row.id },
          'popular',
          request.query,
          `store-popular|${store.row.id}`,
        );
        return result.products;
      },
    );

    app.get(
      '/stores/reviews',
      {
        schema: {
          tags,
          summary: "Reviews of a store's items, newest first (an array)",
          querystring: z.object({ ...page(50), store_id: id }),
        },
      },
      async (request): Promise<ReviewJson[]> => {
        const fc = await catalog.formatContext(request);
        const store = findStore(fc, String(request.query.store_id));
        return (await items.reviews('store_id', store.row.id, request.query, fc)).reviews;
      },
    );
  };

/**
 * GET get-combined-data (newer 6amMart clients' one list endpoint for their
 * search and "view all" pages): `list_type=item` answers an item page
 * ({total_size, limit, offset, products, categories}) for `data_type`
 * searched | discounted | new | brand | category; `list_type=store` a store
 * page ({total_size, limit, offset, stores}) for searched | discounted |
 * category, or all stores (store_type, featured, filter_data) otherwise.
 * Every list takes the filters of the others: type, category_ids,
 * brand_ids, min_price, max_price, rating_count and `filter` (order).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { num } from '../../http/schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { unprocessable } from '../../http/errors.ts';
import { sendSerializedJson } from '../../http/reply.ts';
import {
  flag,
  idList,
  itemType,
  matchingStores,
  optional,
  page,
  price,
  rootCategoriesOf,
  searchWords,
  storePageText,
  type ItemFilter,
  type ItemSort,
  type StoreFilter,
  type StoreSort,
} from '../catalog/index.ts';
import { searchFilters } from '../items/index.ts';
import { SEARCH_MESSAGES } from './messages.ts';

const STORE_TYPES: Record<string, StoreSort> = {
  all: 'default',
  newly_joined: 'latest',
  popular: 'popular',
  top_rated: 'top_rated',
};

const query = z.looseObject({
  list_type: z.enum(['item', 'store'], { error: SEARCH_MESSAGES.listType }),
  data_type: optional(z.string().max(50)).default('all'),
  ...page(),
  type: itemType,
  name: optional(z.string().trim().max(200)),
  category_ids: idList,
  brand_ids: idList,
  min_price: price,
  max_price: price,
  rating_count: optional(num(z.number().min(0).max(5))),
  filter: optional(z.string().max(200)),
  store_type: optional(z.enum(['all', 'newly_joined', 'popular', 'top_rated'])).default('all'),
  filter_data: optional(z.enum(['all', 'delivery', 'take_away'])).default('all'),
  featured: flag,
});

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const catalog = ctx.catalog;

    app.get(
      '/get-combined-data',
      {
        schema: {
          tags: ['search'],
          summary: 'Items or stores of one kind of list (data_type), with the common filters',
          querystring: query,
        },
      },
      async (request, reply) => {
        const q = request.query;
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'required', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const needs = (field: 'name' | 'category_ids' | 'brand_ids') => {
          const value = q[field];
          if (value === undefined || (Array.isArray(value) && value.length === 0))
            throw unprocessable(field, 'The {field} field is required.', { field });
        };
        const words = q.name ? searchWords(q.name) : [];

        if (q.list_type === 'store') {
          const filter: StoreFilter = {
            type: q.type,
            categoryIds: q.category_ids,
            delivery: q.filter_data === 'delivery',
            takeAway: q.filter_data === 'take_away',
          };
          let sort: StoreSort = 'default';
          if (q.data_type === 'searched') {
            needs('name');
            filter.words = words;
          } else if (q.data_type === 'discounted') filter.discounted = true;
          else if (q.data_type === 'category') needs('category_ids');
          else {
            sort = STORE_TYPES[q.store_type];
            filter.featured = q.featured === 1;
          }
          const stores = matchingStores(fc, scope.storeIds, filter).filter(
            (s) => q.rating_count === undefined || s.ratings.avg_rating >= q.rating_count,
          );
          return sendSerializedJson(reply, storePageText(fc, stores, sort, q));
        }

        const filter: ItemFilter = {
          storeIds: scope.storeIds,
          moduleId: scope.moduleId,
          type: q.type,
          categoryIds: q.category_ids?.length ? q.category_ids : undefined,
          brandIds: q.brand_ids,
          minPrice: q.min_price,
          maxPrice: q.max_price,
          minRating: q.rating_count,
        };
        const { sort: ordered, discounted } = searchFilters(q.filter, 'popular');
        let sort: ItemSort = ordered;
        if (q.data_type === 'searched') {
          needs('name');
          filter.words = words;
          if (sort === 'popular' && !q.filter) sort = 'relevance';
        } else if (q.data_type === 'new') {
          if (!q.filter) sort = 'latest';
        } else if (q.data_type === 'brand') needs('brand_ids');
        else if (q.data_type === 'category') needs('category_ids');
        else if (q.data_type !== 'discounted') {
          return { total_size: 0, limit: q.limit, offset: q.offset, products: [], categories: [] };
        }
        if (q.data_type === 'discounted' || discounted) filter.discounted = catalog.discountSources(fc);
        const key = `combined|${scope.key}|${JSON.stringify(filter, (k, v) => (k === 'storeIds' || k === 'discounted' ? undefined : v))}|${Boolean(filter.discounted)}`;
        return sendSerializedJson(
          reply,
          await catalog.itemPageText(fc, filter, sort, q, key, (listed) => ({
            categories: rootCategoriesOf(listed, fc),
          })),
        );
      },
    );
  };

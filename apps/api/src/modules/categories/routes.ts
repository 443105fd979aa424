/**
 * Browsing by category, brand (shop) and common condition (pharmacy).
 * Category trees are cacheable for five minutes (spec §9); they are served
 * from the catalog snapshot, which a catalog write refreshes.
 */
import { z } from 'zod';
import { TIMINGS } from '@souq/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { sendSerializedJson } from '../../http/reply.ts';
import {
  formatCategory,
  type FormatContext,
  type BrandRow,
  type CategoryRow,
  type ConditionRow,
  type CategoryJson,
  type CategoryTreeJson,
  flag,
  idList,
  idParam,
  itemType,
  page,
  localized,
  matchingStores,
  searchWords,
  storePageText,
} from '../catalog/index.ts';

const LISTS = { zone: 'required', module: 'optional' } as const;

function formatBrand(b: BrandRow, fc: FormatContext) {
  return {
    id: b.id,
    name: localized(b.tr, fc.locale, 'name', b.name),
    slug: b.slug,
    image: b.image,
    image_full_url: fc.urls.storage('brand', b.image),
    module_id: b.module_id,
    status: 1,
    items_count: b.items_count,
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}

function formatCondition(c: ConditionRow, fc: FormatContext) {
  return {
    id: c.id,
    name: localized(c.tr, fc.locale, 'name', c.name),
    slug: c.slug,
    module_id: c.module_id,
    status: 1,
    items_count: c.items_count,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

/** brand: a brand of the shop module with its item count. */
export type BrandJson = ReturnType<typeof formatBrand>;
/** common-condition: a pharmacy's common condition with its item count. */
export type ConditionJson = ReturnType<typeof formatCondition>;

export const categoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const catalog = ctx.catalog;
    const tags = ['categories'];
    const cacheable = `public, max-age=${TIMINGS.categoriesCacheSeconds}`;

    const findCategory = (fc: FormatContext, id: number): CategoryRow => {
      const category = fc.snapshot.categories.get(id);
      if (!category) throw notFound('category', 'Category not found.');
      return category;
    };
    const children = (fc: FormatContext, parent: CategoryRow): CategoryJson[] =>
      [...fc.snapshot.categories.values()].filter((c) => c.parent_id === parent.id).map((c) => formatCategory(c, fc));

    app.get(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Categories of the module (all modules without moduleId) with their sub-categories',
          querystring: z.object({ featured: flag }),
        },
      },
      async (request, reply): Promise<CategoryTreeJson[]> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'optional', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const roots = [...fc.snapshot.categories.values()].filter(
          (c) =>
            c.position === 0 &&
            (scope.moduleId === null || c.module_id === scope.moduleId) &&
            (!request.query.featured || c.featured),
        );
        reply.header('cache-control', cacheable).header('vary', 'moduleId, X-localization');
        return roots.map((c) => ({ ...formatCategory(c, fc), childes: children(fc, c) }));
      },
    );

    /**
     * categories/{searchKey} (6amMart's optional search segment): the top
     * categories of the module whose name, or a sub-category's, in any
     * language, contains every word of the key — in the /categories shape.
     */
    app.get(
      '/categories/:searchKey',
      {
        schema: {
          tags,
          summary: 'Categories whose names (any language) or sub-categories match every word of searchKey',
          params: z.object({ searchKey: z.string().trim().min(1).max(200) }),
        },
      },
      async (request, reply): Promise<CategoryTreeJson[]> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'optional', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        const words = searchWords(request.params.searchKey);
        const all = [...fc.snapshot.categories.values()];
        const names = (c: CategoryRow) =>
          searchWords(
            [c.name, ...Object.entries(c.tr ?? {}).flatMap(([k, v]) => (k.endsWith(':name') ? [v] : []))].join(' '),
          ).join(' ');
        const matches = (c: CategoryRow) => words.every((w) => names(c).includes(w));
        const roots = all.filter(
          (c) =>
            c.position === 0 &&
            (scope.moduleId === null || c.module_id === scope.moduleId) &&
            (matches(c) || all.some((child) => child.parent_id === c.id && matches(child))),
        );
        reply.header('cache-control', cacheable).header('vary', 'moduleId, X-localization');
        return roots.map((c) => ({ ...formatCategory(c, fc), childes: children(fc, c) }));
      },
    );

    app.get(
      '/categories/childes/:id',
      { schema: { tags, summary: 'Sub-categories of a category', params: idParam } },
      async (request, reply) => {
        const fc = await catalog.formatContext(request);
        const parent = findCategory(fc, request.params.id);
        reply.header('cache-control', cacheable).header('vary', 'X-localization');
        return children(fc, parent);
      },
    );

    const pageQuery = z.object({ ...page(), type: itemType });

    app.get(
      '/categories/items/list',
      {
        schema: {
          tags,
          summary: 'Items in any of category_ids',
          querystring: pageQuery.extend({ category_ids: idList }),
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, LISTS), catalog.formatContext(request)]);
        const q = request.query;
        const filter = {
          storeIds: scope.storeIds,
          moduleId: scope.moduleId,
          categoryIds: q.category_ids ?? [],
          type: q.type,
        };
        if (!filter.categoryIds.length) return { total_size: 0, limit: q.limit, offset: q.offset, products: [] };
        return sendSerializedJson(
          reply,
          await catalog.itemPageText(
            fc,
            filter,
            'popular',
            q,
            `category-items|${scope.key}|${filter.categoryIds.join(',')}|${q.type}`,
          ),
        );
      },
    );

    app.get(
      '/categories/stores/list',
      {
        schema: {
          tags,
          summary: 'Stores selling in any of category_ids',
          querystring: pageQuery.extend({ category_ids: idList }),
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, LISTS), catalog.formatContext(request)]);
        const q = request.query;
        const categoryIds = q.category_ids ?? [];
        const stores = categoryIds.length ? matchingStores(fc, scope.storeIds, { categoryIds, type: q.type }) : [];
        return sendSerializedJson(reply, storePageText(fc, stores, 'default', q));
      },
    );

    app.get(
      '/categories/items/:id',
      {
        schema: {
          tags,
          summary: 'Items of a category and its sub-categories',
          params: idParam,
          querystring: pageQuery,
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, LISTS), catalog.formatContext(request)]);
        const category = findCategory(fc, request.params.id);
        const q = request.query;
        const text = await catalog.itemPageText(
          fc,
          { storeIds: scope.storeIds, moduleId: scope.moduleId, categoryIds: [category.id], type: q.type },
          'popular',
          q,
          `category|${scope.key}|${category.id}|${q.type}`,
        );
        return sendSerializedJson(reply, text);
      },
    );

    app.get(
      '/categories/stores/:id',
      { schema: { tags, summary: 'Stores selling in a category', params: idParam, querystring: pageQuery } },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, LISTS), catalog.formatContext(request)]);
        const category = findCategory(fc, request.params.id);
        return sendSerializedJson(
          reply,
          storePageText(
            fc,
            matchingStores(fc, scope.storeIds, { categoryIds: [category.id], type: request.query.type }),
            'default',
            request.query,
          ),
        );
      },
    );

    app.get(
      '/brand',
      { schema: { tags: ['brands'], summary: 'Brands of the shop module with their item counts' } },
      async (request, reply): Promise<BrandJson[]> => {
        const [scope, fc] = await Promise.all([
          catalog.scope(request, { zone: 'optional', module: 'optional' }),
          catalog.formatContext(request),
        ]);
        reply.header('cache-control', cacheable).header('vary', 'moduleId, X-localization');
        return fc.snapshot.brands
          .filter((b) => scope.moduleId === null || b.module_id === scope.moduleId)
          .map((b) => formatBrand(b, fc));
      },
    );

    app.get(
      '/brand/items/:id',
      { schema: { tags: ['brands'], summary: "A brand's items", params: idParam, querystring: pageQuery } },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, LISTS), catalog.formatContext(request)]);
        const brand = fc.snapshot.brands.find((b) => b.id === request.params.id);
        if (!brand) throw notFound('brand', 'Brand not found.');
        const q = request.query;
        return sendSerializedJson(
          reply,
          await catalog.itemPageText(
            fc,
            { storeIds: scope.storeIds, brandId: brand.id, type: q.type },
            'popular',
            q,
            `brand|${scope.key}|${brand.id}|${q.type}`,
          ),
        );
      },
    );

    const conditions = async (request: Parameters<typeof catalog.formatContext>[0]): Promise<ConditionJson[]> => {
      const [scope, fc] = await Promise.all([
        catalog.scope(request, { zone: 'optional', module: 'optional' }),
        catalog.formatContext(request),
      ]);
      return fc.snapshot.conditions
        .filter((c) => scope.moduleId === null || c.module_id === scope.moduleId)
        .map((c) => formatCondition(c, fc));
    };
    app.get(
      '/common-condition',
      { schema: { tags: ['common conditions'], summary: 'Common conditions (pharmacy)' } },
      (request) => conditions(request),
    );
    app.get(
      '/common-condition/list',
      { schema: { tags: ['common conditions'], summary: 'Common conditions (pharmacy)' } },
      (request) => conditions(request),
    );

    app.get(
      '/common-condition/items/:id',
      {
        schema: {
          tags: ['common conditions'],
          summary: 'Items for a common condition',
          params: idParam,
          querystring: pageQuery,
        },
      },
      async (request, reply) => {
        const [scope, fc] = await Promise.all([catalog.scope(request, LISTS), catalog.formatContext(request)]);
        const condition = fc.snapshot.conditions.find((c) => c.id === request.params.id);
        if (!condition) throw notFound('condition', 'Condition not found.');
        const q = request.query;
        return sendSerializedJson(
          reply,
          await catalog.itemPageText(
            fc,
            { storeIds: scope.storeIds, conditionId: condition.id, type: q.type },
            'popular',
            q,
            `condition|${scope.key}|${condition.id}|${q.type}`,
          ),
        );
      },
    );
  };

/**
 * What a signed-in customer's own history suggests (decision 17), among
 * what they can order now (zoneId, and moduleId when sent):
 * - customer/suggested-items: items they ordered before (most recent first),
 *   then items of the categories they chose as interests, then the most
 *   ordered — a bare array, as search suggestions read it;
 * - customer/visit-again: the stores they ordered from (most recent first,
 *   at most 20), each with `items`: what they ordered there, then the
 *   store's most ordered, at most 5.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { formatStore, type ItemJson } from '../catalog/index.ts';
import { selectInterests } from '../auth/index.ts';
import { selectOrderedItems } from '../orders/index.ts';

const SUGGESTIONS = 10;
const STORES = 20;
const ITEMS_PER_STORE = 5;
const tags = ['customer'];

export const recommendationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const catalog = ctx.catalog;

    /** The signed-in customer, what they may see here (zones, module) and the stores in it. */
    async function customerView(request: FastifyRequest) {
      const session = await requireCustomer(request);
      const [scope, fc] = await Promise.all([
        catalog.scope(request, { zone: 'required', module: 'optional' }),
        catalog.formatContext(request),
      ]);
      return { session, scope, fc, visible: new Set(scope.storeIds) };
    }

    app.get(
      '/customer/suggested-items',
      { schema: { tags, summary: 'Items from past orders, then interests, then the most ordered (bare array)' } },
      async (request) => {
        const { session, scope, fc, visible } = await customerView(request);
        const [ordered, interests] = await Promise.all([
          selectOrderedItems(ctx.db, session.userId),
          selectInterests(ctx.db, session.userId),
        ]);
        const orderable = (item: ItemJson) =>
          item.status === 1 && visible.has(item.store_id) && (!scope.moduleId || item.module_id === scope.moduleId);
        const picked = new Map<number, ItemJson>();
        const add = (items: ItemJson[]) => {
          for (const item of items) if (picked.size < SUGGESTIONS && orderable(item)) picked.set(item.id, item);
        };
        add(await catalog.itemsByIds([...new Set(ordered.map((o) => o.item_id))], fc));
        const base = { storeIds: scope.storeIds, moduleId: scope.moduleId };
        const page = { limit: SUGGESTIONS, offset: 1 };
        if (picked.size < SUGGESTIONS && interests.length) {
          const key = `suggested|${scope.key}|${interests.join(',')}`;
          add((await catalog.itemPage(fc, { ...base, categoryIds: interests }, 'popular', page, key)).products);
        }
        if (picked.size < SUGGESTIONS)
          add((await catalog.itemPage(fc, base, 'popular', page, `suggested|${scope.key}`)).products);
        return [...picked.values()];
      },
    );

    app.get(
      '/customer/visit-again',
      { schema: { tags, summary: 'Stores the customer ordered from, each with `items` (bare array)' } },
      async (request) => {
        const { session, fc, visible } = await customerView(request);
        const ordered = await selectOrderedItems(ctx.db, session.userId);
        const storeIds = [...new Set(ordered.map((o) => o.store_id))].filter((id) => visible.has(id)).slice(0, STORES);
        const orderedItems = new Map(
          (await catalog.itemsByIds([...new Set(ordered.map((o) => o.item_id))], fc)).map((i) => [i.id, i]),
        );
        return Promise.all(
          storeIds.map(async (storeId) => {
            const items = new Map<number, ItemJson>();
            for (const { item_id, store_id } of ordered) {
              const item = orderedItems.get(item_id);
              if (store_id === storeId && item?.status === 1 && items.size < ITEMS_PER_STORE) items.set(item.id, item);
            }
            if (items.size < ITEMS_PER_STORE) {
              const popular = await catalog.itemPage(
                fc,
                { storeIds: [storeId], storeId },
                'popular',
                { limit: ITEMS_PER_STORE, offset: 1 },
                `store-popular|${storeId}`,
              );
              for (const item of popular.products) if (items.size < ITEMS_PER_STORE) items.set(item.id, item);
            }
            return { ...formatStore(fc.snapshot.stores.get(storeId)!, fc), items: [...items.values()] };
          }),
        );
      },
    );
  };

/**
 * A signed-in customer's wishlist of items and stores (6amMart's wishlists).
 * Each add or removal changes the item's or store's wishlist_count in the
 * same transaction (the count never drifts from the rows), then drops the
 * catalog caches so item and store answers show the new count.
 */
import type { Database, Queryable } from '@souq/db';
import type { LatLng } from '@souq/domain';
import { conflict, notFound } from '../../http/errors.ts';
import { changeWishlistCount, type ItemJson, type StoreJson, type CatalogService } from '../catalog/index.ts';
import { WISHLIST_MESSAGES } from './messages.ts';

export type WishlistTarget = { kind: 'item'; id: number } | { kind: 'store'; id: number };

const COLUMN = { item: 'item_id', store: 'store_id' } as const;

/** customer/wish-list: saved items and stores, newest first. */
export interface WishlistJson {
  item: ItemJson[];
  store: StoreJson[];
}

export function createWishlistService(db: Database, catalog: CatalogService) {
  /** Rule: only an active item of a listed store, or a listed store, can be saved. */
  async function assertExists(target: WishlistTarget): Promise<void> {
    const snapshot = await catalog.snapshot();
    if (target.kind === 'store') {
      if (!snapshot.stores.has(target.id)) throw notFound('store_id', 'Store not found.');
      return;
    }
    const item = (await catalog.loadItems([target.id], 'en')).get(target.id);
    if (!item || !item.status || !snapshot.stores.has(item.store_id)) throw notFound('item_id', 'Item not found.');
  }

  return {
    /**
     * Saved items and stores, newest first, limited to what the shopper can
     * see: stores visible in their zones (and module, when given), and the
     * active items of those stores.
     */
    async list(
      userId: number,
      visibleStoreIds: number[],
      locale: string,
      location: LatLng | null,
    ): Promise<WishlistJson> {
      const rows = await db.query<{ item_id: number | null; store_id: number | null }>(
        'select item_id, store_id from wishlists where user_id = $1 order by id desc',
        [userId],
      );
      const visible = new Set(visibleStoreIds);
      const itemIds = rows.flatMap((r) => (r.item_id ? [r.item_id] : []));
      const storeIds = rows.flatMap((r) => (r.store_id && visible.has(r.store_id) ? [r.store_id] : []));
      const [items, stores] = await Promise.all([
        catalog.loadItems(itemIds, locale),
        catalog.loadStores(storeIds, locale, location),
      ]);
      return {
        item: itemIds
          .map((id) => items.get(id))
          .filter((i): i is ItemJson => Boolean(i && i.status && visible.has(i.store_id))),
        store: storeIds.flatMap((id) => (stores.has(id) ? [stores.get(id)!] : [])),
      };
    },

    async add(userId: number, target: WishlistTarget): Promise<void> {
      await assertExists(target);
      const column = COLUMN[target.kind];
      await db.transaction(async (tx) => {
        const inserted = await tx.query(
          `insert into wishlists (user_id, ${column}) values ($1, $2) on conflict (user_id, ${column}) where ${column} is not null do nothing returning id`,
          [userId, target.id],
        );
        if (inserted.length === 0) throw conflict('wishlist', WISHLIST_MESSAGES.alreadyThere);
        await changeWishlistCount(tx, target.kind, [target.id], 1);
      });
      catalog.invalidate();
    },

    async remove(userId: number, target: WishlistTarget): Promise<void> {
      const column = COLUMN[target.kind];
      await db.transaction(async (tx) => {
        const deleted = await tx.query(`delete from wishlists where user_id = $1 and ${column} = $2 returning id`, [
          userId,
          target.id,
        ]);
        if (deleted.length === 0) throw notFound(column, WISHLIST_MESSAGES.notThere);
        await changeWishlistCount(tx, target.kind, [target.id], -1);
      });
      catalog.invalidate();
    },

    /** Account removal hook (inside its transaction): the saved rows go and the counts follow. */
    async removeCustomerWishlist(tx: Queryable, userId: number): Promise<void> {
      const rows = await tx.query<{ item_id: number | null; store_id: number | null }>(
        'delete from wishlists where user_id = $1 returning item_id, store_id',
        [userId],
      );
      const itemIds = rows.flatMap((r) => (r.item_id ? [r.item_id] : []));
      const storeIds = rows.flatMap((r) => (r.store_id ? [r.store_id] : []));
      await changeWishlistCount(tx, 'item', itemIds, -1);
      await changeWishlistCount(tx, 'store', storeIds, -1);
      // Hooks have no after-commit step; a read racing the commit may keep an old count for one cache lifetime (30 s).
      if (rows.length) catalog.invalidate();
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;

/**
 * The counts other modules keep on the catalog's rows, inside their own transactions: how many
 * wishlists hold an item or a store (wishlist module) and how many orders a store has had
 * (checkout, batched). The catalog owns items and stores; these are the only ways to change them.
 */
import type { Queryable } from '@souq/db';

const WISHLISTED = {
  item: 'update items set wishlist_count = greatest(wishlist_count + $2, 0) where id = any($1::int[])',
  store: 'update stores set wishlist_count = greatest(wishlist_count + $2, 0) where id = any($1::int[])',
} as const;

/** Adds one (or takes one, never below none) to the wishlist count of each item or store. */
export async function changeWishlistCount(
  tx: Queryable,
  kind: 'item' | 'store',
  ids: number[],
  change: 1 | -1,
): Promise<void> {
  if (ids.length) await tx.query(WISHLISTED[kind], [ids, change]);
}

/** Adds each store's newly placed orders to its total_order. */
export async function addStoreOrders(db: Queryable, counts: Map<number, number>): Promise<void> {
  await db.query(
    'update stores s set total_order = s.total_order + c.n from unnest($1::int[], $2::int[]) as c(id, n) where s.id = c.id',
    [[...counts.keys()], [...counts.values()]],
  );
}

/** Counts one more review of `rating` stars (1-5) on a store (a rental provider's vehicle review). */
export async function addStoreRating(tx: Queryable, storeId: number, rating: number): Promise<void> {
  await tx.query('update stores set rating[$2] = rating[$2] + 1, updated_at = now() where id = $1', [storeId, rating]);
}

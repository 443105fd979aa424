/**
 * The counts other modules keep on the catalog's rows, inside their own transactions: how many
 * wishlists hold an item or a store (wishlist module) and how many orders a store has had
 * (checkout, batched). The catalog owns items and stores; these are the only ways to change them.
 */
import type { Queryable } from '@souq/db';
import { addRating, ratingSummary, removeRating } from '@souq/domain';

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

/**
 * Adds (or takes back) one rating of `stars` on an item's star counts, under its row lock, and
 * keeps its average and count beside them (a review shown or hidden, in the review's transaction).
 */
export async function countItemRating(tx: Queryable, itemId: number, stars: number, change: 'add' | 'remove') {
  const [row] = await tx.query<{ rating: number[] }>('select rating from items where id = $1 for update', [itemId]);
  if (!row) return;
  const counts = change === 'add' ? addRating(row.rating, stars) : removeRating(row.rating, stars);
  const summary = ratingSummary(counts);
  await tx.query('update items set rating = $2, avg_rating = $3, rating_count = $4, updated_at = now() where id = $1', [
    itemId,
    counts,
    summary.avg_rating,
    summary.rating_count,
  ]);
}

/** The same on a store's star counts (a store keeps no average beside them). */
export async function countStoreRating(tx: Queryable, storeId: number, stars: number, change: 'add' | 'remove') {
  const [row] = await tx.query<{ rating: number[] }>('select rating from stores where id = $1 for update', [storeId]);
  if (!row) return;
  const counts = change === 'add' ? addRating(row.rating, stars) : removeRating(row.rating, stars);
  await tx.query('update stores set rating = $2, updated_at = now() where id = $1', [storeId, counts]);
}

/** The store an item belongs to (undefined when there is no such item). */
export async function selectItemStore(db: Queryable, itemId: number): Promise<number | undefined> {
  const [row] = await db.query<{ store_id: number }>('select store_id from items where id = $1', [itemId]);
  return row?.store_id;
}

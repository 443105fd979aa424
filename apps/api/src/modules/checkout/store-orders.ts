/**
 * stores.total_order counts the orders placed at each store (reference:
 * store.total_order++ at placement). Raising it inside the order's
 * transaction would make every order of a store wait on that one row's lock
 * until the previous order commits, so placements are counted in memory and
 * added once a second in one statement, and once more when the app closes.
 * A crash of the API can lose the last second of counts: a figure shown on
 * store pages, not money or stock.
 */
import type { Queryable } from '@souq/db';
import { addStoreOrders } from '../catalog/index.ts';

const FLUSH_MS = 1_000;

export function createStoreOrderCounter(db: Queryable) {
  let pending = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();

  async function flush(): Promise<void> {
    await flushing;
    if (pending.size === 0) return;
    const counts = pending;
    pending = new Map();
    flushing = addStoreOrders(db, counts).then(
      () => {},
      (error) => {
        // Kept for the next flush: the database may be back by then.
        for (const [id, n] of counts) pending.set(id, (pending.get(id) ?? 0) + n);
        console.warn(`store order counts: ${(error as Error).message}`);
      },
    );
    await flushing;
  }

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    /** One more order placed at this store. */
    placed(storeId: number): void {
      pending.set(storeId, (pending.get(storeId) ?? 0) + 1);
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

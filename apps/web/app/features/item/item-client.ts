/**
 * The browser's side of item details for the quick view: GET
 * /resources/item/:id, kept for 30 s (spec §9) and never retried. Hovering a
 * card asks early, so the modal usually opens with its data ready.
 */
import { TIMINGS } from '@souq/domain';
import type { ItemDetail } from '../catalog/types.ts';

const cache = new Map<number, { at: number; promise: Promise<ItemDetail> }>();

export function fetchItem(id: number): Promise<ItemDetail> {
  const hit = cache.get(id);
  if (hit && Date.now() - hit.at < TIMINGS.itemDetailsCacheSeconds * 1000) return hit.promise;
  const promise = fetch(`/resources/item/${id}`, { headers: { accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as ItemDetail;
  });
  // A failed read is forgotten at once, so opening the item again asks again.
  promise.catch(() => cache.delete(id));
  cache.set(id, { at: Date.now(), promise });
  return promise;
}

export const prefetchItem = (id: number) => void fetchItem(id).catch(() => {});

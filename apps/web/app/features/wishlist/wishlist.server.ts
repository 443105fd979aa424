/**
 * The signed-in customer's wishlist through /api/v1/customer/wish-list:
 * the ids for every page (hearts and the header count, on the first paint)
 * and the cards for the wishlist drawer. It lists what the customer can see
 * from the chosen zones, so without a zone there is none (spec §2: the
 * header shows it signed in, with a zone).
 */
import type { Api } from '../../lib/api.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { toItemCard, toStoreCard } from '../catalog/cards.server.ts';
import type { ItemCard, StoreCard } from '../catalog/types.ts';
import type { WireItem, WireStore } from '../catalog/wire.ts';
import type { WishlistIds } from '../cart/shell-data.ts';

export interface WishlistCards {
  items: ItemCard[];
  stores: StoreCard[];
}

type WireWishlist = { item: WireItem[]; store: WireStore[] };

export const hasWishlist = (prefs: Prefs) => Boolean(prefs.token && prefs.zoneIds);

export async function loadWishlistIds(api: Api, prefs: Prefs): Promise<WishlistIds | null> {
  if (!hasWishlist(prefs)) return null;
  const list = await api.get<WireWishlist>('/customer/wish-list');
  return { items: list.item.map((i) => i.id), stores: list.store.map((s) => s.id) };
}

export async function loadWishlistCards(api: Api, decimals: number): Promise<WishlistCards> {
  const list = await api.get<WireWishlist>('/customer/wish-list');
  return {
    items: list.item.map((i) => toItemCard(i, decimals)),
    stores: list.store.map((s) => toStoreCard(s, decimals)),
  };
}

export type WishlistChange = { intent: 'add' | 'remove'; target: { item_id: number } | { store_id: number } };

export function parseWishlistChange(body: unknown): WishlistChange | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (b.intent !== 'add' && b.intent !== 'remove') return null;
  const id = Number(b.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  if (b.kind === 'item') return { intent: b.intent, target: { item_id: id } };
  if (b.kind === 'store') return { intent: b.intent, target: { store_id: id } };
  return null;
}

/** Saves or removes; answers the API's message (in the visitor's language). */
export async function changeWishlist(api: Api, change: WishlistChange): Promise<string> {
  const answer =
    change.intent === 'add'
      ? await api.post<{ message: string }>('/customer/wish-list/add', undefined, change.target)
      : await api.delete<{ message: string }>('/customer/wish-list/remove', change.target);
  return answer.message;
}

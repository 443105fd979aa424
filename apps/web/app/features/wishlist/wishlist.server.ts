/**
 * The signed-in customer's wishlist through /api/v1/customer/wish-list and,
 * for vehicles and providers, /api/v1/rental/user/wish-list (spec §7): the
 * ids for every page (hearts and the header count, on the first paint) and
 * the cards for the wishlist drawer. It lists what the customer can see from
 * the chosen zones, so without a zone there is none (spec §2: the header
 * shows it signed in, with a zone).
 */
import type { Api } from '../../lib/api.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { toItemCard, toStoreCard } from '../catalog/cards.server.ts';
import type { ItemCard, StoreCard } from '../catalog/types.ts';
import type { WireRentalWishlist } from '@souq/api/answers';
import type { WishlistIds } from '../cart/shell-data.ts';
import { toVehicleCard, type VehicleCard } from '../rental/rental.server.ts';

export interface WishlistCards {
  items: ItemCard[];
  stores: StoreCard[];
}

/** The rental wishlist's drawer cards: vehicles as in the search, providers with logo and address. */
export interface RentalWishlistCards {
  vehicles: VehicleCard[];
  providers: { id: number; name: string; address: string; logo: string | null }[];
}

/** Without an active rental module the API has no rental wishlist: nothing saved there, not a failed page. */
const readRentalWishlist = (api: Api) =>
  api.get('/rental/user/wish-list').catch((): WireRentalWishlist => ({ vehicles: [], providers: [] }));

export const hasWishlist = (prefs: Prefs) => Boolean(prefs.token && prefs.zoneIds);

/**
 * The saved ids a page's hearts need: in the rental module vehicles and providers (spec §2), in the
 * others items and stores — a page shows only its own module's kinds, so only those are read.
 */
export async function loadWishlistIds(api: Api, prefs: Prefs, rental: boolean): Promise<WishlistIds | null> {
  if (!hasWishlist(prefs)) return null;
  if (rental) {
    const saved = await readRentalWishlist(api);
    return {
      items: [],
      stores: [],
      vehicles: saved.vehicles.map((v) => v.id),
      providers: saved.providers.map((p) => p.id),
    };
  }
  const list = await api.get('/customer/wish-list');
  return { items: list.item.map((i) => i.id), stores: list.store.map((s) => s.id), vehicles: [], providers: [] };
}

export async function loadWishlistCards(api: Api, decimals: number): Promise<WishlistCards> {
  const list = await api.get('/customer/wish-list');
  return {
    items: list.item.map((i) => toItemCard(i, decimals)),
    stores: list.store.map((s) => toStoreCard(s, decimals)),
  };
}

export async function loadRentalWishlistCards(api: Api, decimals: number): Promise<RentalWishlistCards> {
  const list = await api.get('/rental/user/wish-list');
  return {
    vehicles: list.vehicles.map((v) => toVehicleCard(v, decimals)),
    providers: list.providers.map((p) => ({ id: p.id, name: p.name, address: p.address, logo: p.logo_full_url })),
  };
}

export type WishlistKind = 'item' | 'store' | 'vehicle' | 'provider';

export type WishlistChange = {
  intent: 'add' | 'remove';
  target: { item_id: number } | { store_id: number } | { vehicle_id: number } | { provider_id: number };
};

export function parseWishlistChange(body: unknown): WishlistChange | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (b.intent !== 'add' && b.intent !== 'remove') return null;
  const id = Number(b.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  if (b.kind === 'item') return { intent: b.intent, target: { item_id: id } };
  if (b.kind === 'store') return { intent: b.intent, target: { store_id: id } };
  if (b.kind === 'vehicle') return { intent: b.intent, target: { vehicle_id: id } };
  if (b.kind === 'provider') return { intent: b.intent, target: { provider_id: id } };
  return null;
}

/** Saves or removes; answers the API's message (in the visitor's language). */
export async function changeWishlist(api: Api, change: WishlistChange): Promise<string> {
  // Vehicles and providers are the rental wishlist's (spec §7), with the same add and remove.
  const base = 'vehicle_id' in change.target || 'provider_id' in change.target ? '/rental/user' : '/customer';
  const answer =
    change.intent === 'add'
      ? await api.post(`${base}/wish-list/add`, undefined, change.target)
      : await api.delete(`${base}/wish-list/remove`, change.target);
  return answer.message;
}

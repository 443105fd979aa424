/** What the shell's loader gives every page for the cart and the wishlist (first paint right, no extra request). */
import { useRouteLoaderData } from 'react-router';
import type { CartView } from './cart-lines.ts';

export interface WishlistIds {
  items: number[];
  stores: number[];
  /** The rental wishlist's (spec §2: vehicles and providers in rental). */
  vehicles: number[];
  providers: number[];
}

export type WishlistKind = 'item' | 'store' | 'vehicle' | 'provider';

/** Where each kind's saved ids are kept. */
export const WISHLIST_KEY = {
  item: 'items',
  store: 'stores',
  vehicle: 'vehicles',
  provider: 'providers',
} as const satisfies Record<WishlistKind, keyof WishlistIds>;

export interface ShellData {
  cart: CartView;
  /** Signed in with a zone: the saved item and store ids; otherwise null (no wishlist shown). */
  wishlist: WishlistIds | null;
  /** Signed in: how many notifications are unread (the account menu's badge); otherwise null. */
  unread: number | null;
  /** Signed in: how many chat messages are unread (the chat button's badge); otherwise null. */
  chatUnread: number | null;
  /** Vehicles in the visitor's rental cart (the header's rental cart badge). */
  rentalCart: number;
}

/** Undefined while the shell renders an error without its data. */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData('routes/shell') as ShellData | undefined;
}

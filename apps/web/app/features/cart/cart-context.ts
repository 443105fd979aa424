/** What the cart feature shares with its controls and drawers (cart-provider.tsx fills it). */
import { createContext, useContext } from 'react';
import type { CartSelection } from '../item/selection.ts';
import type { CartChange, CartLine, CartView } from './cart-lines.ts';
import type { WishlistIds, WishlistKind } from './shell-data.ts';

export interface CartState {
  cart: CartView;
  /** Lines being changed right now (their quantity shows a spinner). */
  busy: ReadonlySet<number>;
  /** Sends one change; toasts its failure; answers whether it went through. */
  change: (change: CartChange, success?: string) => Promise<boolean>;
  /** '+' on a line: one more, or the spec's 'Out of Stock' / 'Out of Limits' warning without asking the server. */
  increase: (line: CartLine) => void;
  /** Reads the cart again (re-priced now), e.g. when the drawer opens. */
  refresh: () => Promise<void>;
  /** Add to Cart of the item view (and of cards for items without options); moduleId: the item's (another module's item moves the visitor there). */
  add: (selection: CartSelection, moduleId?: number) => Promise<boolean>;
  openDrawer: (which: 'cart' | 'wishlist') => void;
  wishlist: WishlistIds | null;
  toggleWishlist: (kind: WishlistKind, id: number) => void;
}

export const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart outside CartProvider');
  return state;
}

/**
 * The seam between the catalog and the features built on it (cart,
 * wishlist). The catalog renders cards and the item view; what their cart and
 * wishlist controls do comes from this context. Without a provider the item
 * view still runs every item rule and then hands its selection to the cart
 * resource route (`/resources/cart`, intent add) or the buy-now checkout; cards show
 * no cart or wishlist controls.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CartSelection } from '../item/selection.ts';
import type { ItemCard, ItemDetail, StoreCard } from './types.ts';

export interface CatalogActions {
  /** Add to Cart (or Update To Cart) of the item view, after the item rules passed. */
  addToCart?: (selection: CartSelection, item: ItemDetail) => void;
  /** Buy Now: the selection goes to the buy-now checkout. */
  buyNow?: (selection: CartSelection, item: ItemDetail) => void;
  /** Order Now of campaign items: the campaign checkout (needs a signed-in customer). */
  orderNow?: (selection: CartSelection, item: ItemDetail) => void;
  /** The add-to-cart button or +/- stepper of a product card. */
  cardCartControl?: (item: ItemCard) => ReactNode;
  /** A wishlist toggle for an item (cards, item view) or a store (store page). */
  wishlistToggle?: (target: { item: ItemCard | ItemDetail } | { store: StoreCard }) => ReactNode;
  /** The add button's label when the selection is already in the cart ('Update To Cart'). */
  addLabel?: (selection: CartSelection, item: ItemDetail) => string | null;
  /** Spec §4: the cart state of this item and variation (quantity, add-ons), which the item view loads when it is chosen. */
  cartLine?: (
    selection: CartSelection,
    item: ItemDetail,
  ) => { quantity: number; addOns: Record<number, number> } | null;
}

const CatalogActionsContext = createContext<CatalogActions>({});

export function CatalogActionsProvider({ value, children }: { value: CatalogActions; children: ReactNode }) {
  return <CatalogActionsContext.Provider value={value}>{children}</CatalogActionsContext.Provider>;
}

export function useCatalogActions(): CatalogActions {
  return useContext(CatalogActionsContext);
}

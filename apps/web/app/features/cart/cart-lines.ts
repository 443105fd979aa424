/**
 * The cart as the browser holds it (built by cart.server.ts from the API's
 * cart list) and the pure questions the item view, cards and drawer ask of
 * it: is this item and variation already a line (spec §4: 'Update To Cart'
 * and its state loaded), which selection does a line stand for (the edit
 * dialog), did an update change anything ('No changes found to update.').
 */
// Types only from the domain: this module is on every page, the rules below it (drawer-rules.ts) are not.
import type { FoodSelection, Minor } from '@souq/domain';
import type { CartSelection } from '../item/selection.ts';

export interface CartLine {
  /** The cart item id (cart_id of update and remove). */
  id: number;
  itemId: number;
  storeId: number;
  model: 'Item' | 'ItemCampaign';
  name: string;
  image: string | null;
  moduleType: string | null;
  /** Pharmacy: the generic names; shown under the name. */
  genericName: string[];
  prescriptionRequired: boolean;
  /** Food: [{name, values: {label}}] in the page's language; others: [{type}]. */
  variation: FoodSelection[] | { type: string }[];
  /** Checked add-ons: id → quantity. */
  addOns: Record<number, number>;
  /** What was chosen, as lines of text: "Spice level: Hot", "Garlic naan × 2", or the option ("5 kg"). */
  details: { label: string; value: string }[];
  quantity: number;
  /** The line total after discounts, with add-ons; and before the discount (equal without one). */
  total: Minor;
  totalBeforeDiscount: Minor;
  /** Why the line cannot be ordered as it is now (the API's message), or null. */
  problem: string | null;
  /** What bounds '+': the stock of the line's variation or item (null where the module keeps none) and the item's maximum_cart_quantity. */
  limits: { stock: number | null; maxCartQuantity: number | null };
}

export interface CartView {
  lines: CartLine[];
  /** Σ line totals: the drawer's subtotal and the free-delivery bar's progress. */
  subtotal: Minor;
  /**
   * The store's minimum order and what the cart still lacks of it
   * (minimumOrderShortfall of @souq/domain, as checkout decides); absent
   * without a minimum.
   */
  minimumOrder?: { amount: Minor; missing: Minor };
  /** The store is closed now but schedules orders: checkout takes this cart for a later time. */
  forLater?: boolean;
}

/** One write to the cart (POST /resources/cart). */
export type CartChange =
  /**
   * moduleId: the item's module. A cart is per module, so adding an item of another module
   * (a store page opened from a link, the wishlist, another module's search) moves the
   * visitor to that module, where the item's cart is.
   */
  | { intent: 'add'; selection: CartSelection; moduleId?: number }
  | { intent: 'update'; cartId: number; selection?: CartSelection; quantity?: number }
  | { intent: 'remove'; cartId: number }
  | { intent: 'clear' }
  /** Spec §4: the different-store confirmation — empty the cart, then add the item. */
  | { intent: 'replace'; selection: CartSelection; moduleId?: number };

export const EMPTY_CART: CartView = { lines: [], subtotal: 0 };

/** The same variation, whatever order groups and labels were picked in. */
export function variationKey(variation: CartSelection['variation'] | CartLine['variation']): string {
  const food = (variation as { name?: string; values?: { label: string[] } }[]).filter((v) => v.values);
  if (food.length) {
    return JSON.stringify(
      food
        .filter((g) => g.values!.label.length > 0)
        .map((g) => [g.name, [...g.values!.label].sort()])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  }
  const type = (variation as { type?: string }[])[0]?.type;
  return type === undefined ? '[]' : `type:${type}`;
}

/** Spec §4: the line holding this item and variation, if any (add-ons are part of the line, not of its identity). */
export function findLine(cart: CartView, selection: Pick<CartSelection, 'item_id' | 'variation'>): CartLine | null {
  const key = variationKey(selection.variation);
  return cart.lines.find((line) => line.itemId === selection.item_id && variationKey(line.variation) === key) ?? null;
}

/** The quantity of an item over all its lines (product cards show one stepper per item). */
export function linesOfItem(cart: CartView, itemId: number): CartLine[] {
  return cart.lines.filter((line) => line.itemId === itemId);
}

const sameAddOns = (a: Record<number, number>, b: Record<number, number>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[Number(k)] === a[Number(k)]);
};

export function addOnsOf(selection: Pick<CartSelection, 'add_on_ids' | 'add_on_qtys'>): Record<number, number> {
  return Object.fromEntries(selection.add_on_ids.map((id, i) => [id, selection.add_on_qtys[i] ?? 1]));
}

/** Spec §4: an update that changes nothing is not sent ('No changes found to update.'). */
export function changesLine(line: CartLine, selection: CartSelection): boolean {
  return (
    line.quantity !== selection.quantity ||
    variationKey(line.variation) !== variationKey(selection.variation) ||
    !sameAddOns(line.addOns, addOnsOf(selection))
  );
}

/**
 * Spec §5, §8: why '+' on a line cannot add one more — 'out_of_stock' once the line holds the
 * stock of its variation or item (modules that keep stock), 'out_of_limits' once the item's
 * lines hold its maximum cart quantity — or null. Asked before sending, so the shopper hears
 * the spec's words at once; the server checks again against the cart as it is.
 */
export function increaseProblem(cart: CartView, line: CartLine): 'out_of_stock' | 'out_of_limits' | null {
  const { stock, maxCartQuantity } = line.limits;
  if (stock !== null && stock <= line.quantity) return 'out_of_stock';
  const ofItem = cart.lines.reduce((n, l) => (l.itemId === line.itemId ? n + l.quantity : n), 0);
  if (maxCartQuantity && ofItem >= maxCartQuantity) return 'out_of_limits';
  return null;
}

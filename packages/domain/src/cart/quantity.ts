/**
 * Quantity rules of the item view and the cart (spec §4–§5).
 * - The stepper starts at 1 and cannot go below it.
 * - It goes up only while stock exceeds the quantity (modules that track
 *   stock) and, when the item has one, while below maximum_cart_quantity.
 * - Adding to the cart checks the same bounds against what is already there:
 *   non-food items check stock then the maximum; food checks only the maximum.
 */
export const MIN_QUANTITY = 1;

/** Modules that keep stock (reference §5.10 `stock`): grocery, pharmacy and the shop. Food and the rest do not. */
export function moduleTracksStock(moduleType: string | null | undefined): boolean {
  return moduleType === 'grocery' || moduleType === 'pharmacy' || moduleType === 'ecommerce';
}

export interface QuantityLimits {
  /** Stock of the item or of the chosen variation; ignored when not tracked. */
  stock: number;
  tracksStock: boolean;
  /** 0 or null = no maximum. */
  maxCartQuantity: number | null;
}

export function canDecrease(quantity: number): boolean {
  return quantity > MIN_QUANTITY;
}

export function canIncrease(quantity: number, limits: QuantityLimits): boolean {
  if (limits.tracksStock && limits.stock <= quantity) return false;
  if (limits.maxCartQuantity && quantity >= limits.maxCartQuantity) return false;
  return true;
}

export type QuantityProblem = 'out_of_stock' | 'out_of_limits' | 'below_minimum';

/** Why `quantity` units cannot be in the cart, or null when they can. */
export function quantityProblem(quantity: number, limits: QuantityLimits): QuantityProblem | null {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY) return 'below_minimum';
  if (limits.tracksStock && quantity > limits.stock) return 'out_of_stock';
  if (limits.maxCartQuantity && quantity > limits.maxCartQuantity) return 'out_of_limits';
  return null;
}

/**
 * Rule: a store's minimum order is met by the order's subtotal (items and
 * add-ons before discounts, as quoteOrder's subtotal). What is missing is
 * shown before Place Order — in the cart drawer and the checkout summary —
 * and the API refuses an order while anything is (issue 16, item 2).
 */
import type { Minor } from './money.ts';

/** How much more the subtotal needs to reach the minimum order; 0 once met or without a minimum. */
export function minimumOrderShortfall(minimumOrder: Minor, subtotal: Minor): Minor {
  return minimumOrder > 0 && subtotal < minimumOrder ? minimumOrder - subtotal : 0;
}

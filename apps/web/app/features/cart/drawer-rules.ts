/**
 * Pure rules of the cart drawer (a lazy chunk): the item view's selection
 * for a line (the edit dialog) and the free-delivery threshold of the bar.
 */
import { choicesForType, MIN_QUANTITY, toMinor, type FoodSelection, type Minor } from '@souq/domain';
import type { ItemDetail } from '../catalog/types.ts';
import type { Selection } from '../item/selection.ts';
import type { CartLine } from './cart-lines.ts';

/**
 * The item view's selection for a cart line (the drawer's edit dialog):
 * food choices by group name, the product options whose joined names make
 * the line's variation type, the add-ons and the quantity.
 */
export function selectionFromLine(item: ItemDetail, line: CartLine): Selection {
  const food: Record<string, string[]> = {};
  for (const group of line.variation as FoodSelection[]) {
    if (group.values && item.foodVariations.some((g) => g.name === group.name))
      food[group.name] = [...group.values.label];
  }
  const type = (line.variation as { type?: string }[])[0]?.type;
  const choices =
    type === undefined
      ? item.choiceOptions.map((c) => c.options[0] ?? null)
      : (choicesForType(item.choiceOptions, type) ?? item.choiceOptions.map((c) => c.options[0] ?? null));
  const addOns = Object.fromEntries(
    Object.entries(line.addOns).filter(([id]) => item.addOns.some((a) => a.id === Number(id))),
  ) as Record<number, number>;
  return { food, choices, addOns, quantity: Math.max(MIN_QUANTITY, line.quantity) };
}

/**
 * The order amount above which delivery is free, when the admin's free
 * delivery is on and by order amount (config admin_free_delivery); null
 * otherwise, and the drawer shows no progress bar.
 */
export function freeDeliveryThreshold(
  config: { admin_free_delivery: { status: boolean; type: string; free_delivery_over: number } | null },
  decimals: number,
): Minor | null {
  const free = config.admin_free_delivery;
  if (!free?.status || free.type !== 'free_delivery_by_order_amount' || !(free.free_delivery_over > 0)) return null;
  return toMinor(free.free_delivery_over, decimals);
}

/**
 * A cart line in the wire shape of 6amMart's cart list (reference §3.4):
 * the row with decoded add-ons and variation, and the full item formatted as
 * cart_product_data_formatting does it — `addons` with isChecked/quantity and
 * the chosen food options marked isSelected — in the caller's language.
 *
 * `price` is what old clients read as the line's total before discount and
 * add-ons (unit price × quantity); the fields after it are ours, so new
 * clients need no arithmetic: unit_price, discount_on_item (per unit),
 * add_on_price, total_price (after discount, with add-ons) and, when the line
 * can no longer be ordered as it is, the problem.
 */
import { fromMinor, type FoodSelection, type StoreOrdering } from '@souq/domain';
import type { ErrorItem } from '../../http/errors.ts';
import type { ItemJson } from '../catalog/index.ts';
import type { LineAmounts } from './line.ts';
import type { CartRow } from './queries.ts';

interface FoodGroupJson {
  name: string;
  values?: { label: string }[];
}

export interface LineView {
  row: CartRow;
  /** The item in the caller's language, and in English (the language of stored choices). */
  item: ItemJson;
  english: ItemJson;
  amounts: LineAmounts;
  problem: ErrorItem | null;
  /** How the line's store takes orders now (storeOrdering of @souq/domain). */
  storeOrdering?: StoreOrdering;
}

export function formatCartLine({ row, item, english, amounts, problem, storeOrdering }: LineView, decimals: number) {
  const money = (minor: number) => fromMinor(minor, decimals);
  const chosen = chosenPositions(english, row.variation);
  const addOnQuantity = new Map(row.add_on_ids.map((id, index) => [id, row.add_on_qtys[index] ?? 1]));
  const foodVariations = Array.isArray(item.food_variations)
    ? (item.food_variations as FoodGroupJson[]).map((group, g) => ({
        ...group,
        values: (group.values ?? []).map((value, v) => ({ ...value, isSelected: chosen.get(g)?.has(v) ?? false })),
      }))
    : item.food_variations;
  return {
    id: row.id,
    cart_id: row.id,
    user_id: row.user_id ?? row.guest_id,
    is_guest: row.guest_id ? 1 : 0,
    module_id: row.module_id,
    store_id: row.store_id,
    item_id: row.item_id,
    model: row.item_type,
    item_type: `App\\Models\\${row.item_type}`,
    add_on_ids: row.add_on_ids,
    add_on_qtys: row.add_on_qtys,
    variation: displayVariation(row, item, chosen),
    quantity: row.quantity,
    price: money(amounts.unitPrice * row.quantity),
    unit_price: money(amounts.unitPrice),
    discount_on_item: money(amounts.unitDiscount),
    add_on_price: money(amounts.addOnTotal),
    total_price: money((amounts.unitPrice - amounts.unitDiscount) * row.quantity + amounts.addOnTotal),
    available: problem === null,
    problem,
    // 'later': the store is closed now but takes the order for a scheduled time (issue 16, item 1).
    store_ordering: storeOrdering ?? 'now',
    created_at: row.created_at,
    updated_at: row.updated_at,
    item: {
      ...item,
      food_variations: foodVariations,
      addons: item.add_ons.map((addOn) => ({
        ...addOn,
        isChecked: addOnQuantity.has(addOn.id),
        quantity: addOnQuantity.get(addOn.id) ?? 0,
      })),
    },
  };
}

export type CartLineJson = ReturnType<typeof formatCartLine>;

/** Chosen food options by position: group index → value indexes, read from the English item. */
function chosenPositions(english: ItemJson, variation: CartRow['variation']): Map<number, Set<number>> {
  const chosen = new Map<number, Set<number>>();
  if (!Array.isArray(english.food_variations)) return chosen;
  const groups = english.food_variations as FoodGroupJson[];
  for (const selection of variation as FoodSelection[]) {
    const g = groups.findIndex((group) => group.name === selection.name);
    if (g < 0 || !selection.values) continue;
    const labels = new Set(selection.values.label);
    chosen.set(g, new Set((groups[g].values ?? []).flatMap((value, v) => (labels.has(value.label) ? [v] : []))));
  }
  return chosen;
}

/**
 * The variation as clients show it: food choices in the caller's language
 * ([{name, values: {label: [...]}}]); other modules the chosen variation with
 * its current price and stock ([{type, price, stock}]).
 */
function displayVariation(row: CartRow, item: ItemJson, chosen: Map<number, Set<number>>) {
  const type = (row.variation[0] as { type?: string } | undefined)?.type;
  if (type !== undefined) {
    const current = item.variations.find((v) => v.type === type);
    return [{ type, price: current?.price ?? null, stock: current?.stock ?? 0 }];
  }
  const groups = Array.isArray(item.food_variations) ? (item.food_variations as FoodGroupJson[]) : [];
  return [...chosen.entries()]
    .sort(([a], [b]) => a - b)
    .map(([g, values]) => ({
      name: groups[g]?.name,
      values: { label: [...values].sort((a, b) => a - b).map((v) => groups[g]?.values?.[v]?.label) },
    }));
}

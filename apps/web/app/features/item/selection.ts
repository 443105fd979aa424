/**
 * What a shopper picks in the item view, and everything that follows from
 * it (spec §4–§5): the unit price with the chosen options, the total, the
 * stock that bounds the stepper, the first rule the pick breaks, and the cart
 * payload in the wire shape of POST /customer/cart/add:
 *   food:   variation = [{name, values: {label: [...]}}]
 *   others: variation = [{type, price, stock}] (the chosen variation)
 *   add_on_ids / add_on_qtys aligned by index, quantity, price = the line total.
 * Pure functions; the view keeps a Selection in state and calls these.
 */
import {
  addOnTotal,
  foodSelectionProblem,
  fromMinor,
  itemLineTotal,
  MIN_QUANTITY,
  productVariationProblem,
  quantityProblem,
  selectionUnitPrice,
  variationTypeOf,
  type FoodSelection,
  type Minor,
  type OPTION_MESSAGES,
  type ProductVariation,
  type QuantityLimits,
} from '@souq/domain';
import type { ItemDetail } from '../catalog/types.ts';

export interface Selection {
  /** Food: chosen labels per variation group name. */
  food: Record<string, string[]>;
  /** Others: the chosen option of each choice (by index of choice_options). */
  choices: (string | null)[];
  /** Checked add-ons and their quantities (≥ 1). */
  addOns: Record<number, number>;
  quantity: number;
}

export interface CartSelection {
  item_id: number;
  model: ItemDetail['model'];
  /** The line total in currency units, as 6amMart clients send it; the API recomputes it. */
  price: number;
  quantity: number;
  variation: FoodSelection[] | { type: string; price: number; stock: number }[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

export type SelectionProblem =
  | { code: keyof typeof OPTION_MESSAGES; vars: Record<string, string | number> }
  | { code: 'outOfStock' | 'outOfLimits'; vars: Record<string, never> };

const isFood = (item: ItemDetail) => item.foodVariations.length > 0;

/** Non-food items start on the first option of every choice, as 6amMart's product view does; food starts with nothing picked. */
export function initialSelection(item: ItemDetail): Selection {
  return { food: {}, choices: item.choiceOptions.map((c) => c.options[0] ?? null), addOns: {}, quantity: MIN_QUANTITY };
}

/** Spec §4: choosing a variation resets the quantity to 1. A multi group toggles, a single group replaces. */
export function chooseFoodValue(item: ItemDetail, state: Selection, groupName: string, label: string): Selection {
  const group = item.foodVariations.find((g) => g.name === groupName);
  if (!group) return state;
  const current = state.food[groupName] ?? [];
  let next: string[];
  if (group.type === 'single') next = current.includes(label) && !group.required ? [] : [label];
  else if (current.includes(label)) next = current.filter((l) => l !== label);
  else if (group.max > 0 && current.length >= group.max) return state;
  else next = [...current, label];
  return { ...state, food: { ...state.food, [groupName]: next }, quantity: MIN_QUANTITY };
}

export function chooseOption(state: Selection, choiceIndex: number, option: string): Selection {
  const choices = [...state.choices];
  choices[choiceIndex] = option;
  return { ...state, choices, quantity: MIN_QUANTITY };
}

export function toggleAddOn(state: Selection, addOnId: number): Selection {
  const addOns = { ...state.addOns };
  if (addOns[addOnId]) delete addOns[addOnId];
  else addOns[addOnId] = 1;
  return { ...state, addOns };
}

/** Spec §4: add-on quantities step by 1; taking the last one off unchecks the add-on. */
export function setAddOnQuantity(state: Selection, addOnId: number, quantity: number): Selection {
  if (!state.addOns[addOnId]) return state;
  const addOns = { ...state.addOns };
  if (quantity <= 0) delete addOns[addOnId];
  else addOns[addOnId] = Math.floor(quantity);
  return { ...state, addOns };
}

export function setQuantity(state: Selection, quantity: number): Selection {
  return { ...state, quantity: Math.max(MIN_QUANTITY, Math.floor(quantity)) };
}

const foodSelection = (item: ItemDetail, state: Selection): FoodSelection[] =>
  item.foodVariations
    .map((g) => ({ name: g.name, values: { label: state.food[g.name] ?? [] } }))
    .filter((s) => s.values.label.length > 0);

export interface PricedSelection {
  /** Non-food: the variation the choices name, when they name one. */
  variation: ProductVariation | null;
  unitPrice: Minor;
  addOnTotal: Minor;
  total: Minor;
  /** The chosen variation keeps stock and has none. */
  variationOutOfStock: boolean;
  /** Nothing of the item can be bought, in any variation: 'Out of Stock'. */
  outOfStock: boolean;
  limits: QuantityLimits;
}

export function priceSelection(item: ItemDetail, state: Selection): PricedSelection {
  const complete = state.choices.length > 0 && state.choices.every((c) => c !== null);
  const variation = complete
    ? (item.variations.find((v) => v.type === variationTypeOf(state.choices as string[])) ?? null)
    : null;
  const unitPrice = selectionUnitPrice({
    basePrice: item.basePrice,
    foodVariations: item.foodVariations,
    foodSelection: foodSelection(item, state),
    variations: item.variations,
    variationType: variation?.type ?? null,
  });
  const ids = Object.keys(state.addOns).map(Number);
  const addOns = addOnTotal(
    item.addOns,
    ids,
    ids.map((id) => state.addOns[id]),
  );
  const stock = variation ? variation.stock : item.stock;
  const variationOutOfStock = item.tracksStock && variation !== null && variation.stock <= 0;
  // The item as a whole: an out-of-stock variation only asks for another choice (spec §4, §8).
  const outOfStock =
    item.tracksStock && (item.variations.length ? item.variations.every((v) => v.stock <= 0) : item.stock <= 0);
  return {
    variation,
    unitPrice,
    addOnTotal: addOns,
    total: itemLineTotal({ unitPrice, quantity: state.quantity, addOnTotal: addOns, discount: item.discount }),
    variationOutOfStock,
    outOfStock,
    limits: { stock, tracksStock: item.tracksStock, maxCartQuantity: item.maxCartQuantity },
  };
}

/** The first item rule the selection breaks before it may go to the cart or checkout (spec §4–§5), or null. */
export function selectionProblem(item: ItemDetail, state: Selection): SelectionProblem | null {
  const options = isFood(item)
    ? foodSelectionProblem(item.foodVariations, foodSelection(item, state))
    : productVariationProblem(
        item.variations,
        item.variations.length ? variationTypeOf(state.choices.map((c) => c ?? '')) : null,
        item.tracksStock ? state.quantity : 0,
      );
  if (options) return { code: options.code, vars: options.vars };
  const quantity = quantityProblem(state.quantity, priceSelection(item, state).limits);
  if (quantity === 'out_of_stock') return { code: 'outOfStock', vars: {} };
  if (quantity === 'out_of_limits') return { code: 'outOfLimits', vars: {} };
  return null;
}

export function cartSelection(item: ItemDetail, state: Selection, decimals: number): CartSelection {
  const priced = priceSelection(item, state);
  const ids = Object.keys(state.addOns).map(Number);
  return {
    item_id: item.id,
    model: item.model,
    price: fromMinor(priced.total, decimals),
    quantity: state.quantity,
    variation: isFood(item)
      ? foodSelection(item, state)
      : priced.variation
        ? [
            {
              type: priced.variation.type,
              price: fromMinor(priced.variation.price, decimals),
              stock: priced.variation.stock,
            },
          ]
        : [],
    add_on_ids: ids,
    add_on_qtys: ids.map((id) => state.addOns[id]),
  };
}

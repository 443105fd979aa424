/**
 * What a shopper picked for an item, and what it costs per unit
 * (spec §4–§5, reference §5.2 "Unit price"):
 * - food: base price + the optionPrice of every selected value of each
 *   food-variation group; groups may be required and multi groups have a
 *   min/max count;
 * - other modules: the chosen variation's price replaces the base price and
 *   its stock must cover the quantity;
 * - add-ons: price × add-on quantity, once per line (not × item quantity).
 * Prices here are minor units.
 */
import { toMinor, type Minor } from '../money.ts';

export interface FoodVariationValue {
  label: string;
  optionPrice: Minor;
}

export interface FoodVariation {
  name: string;
  type: 'single' | 'multi';
  required: boolean;
  min: number;
  max: number;
  values: FoodVariationValue[];
}

/** Cart/order wire form of a food selection: [{name, values: {label: [...]}}]. */
export interface FoodSelection {
  name: string;
  values: { label: string[] };
}

export interface ProductVariation {
  /** Option values joined by '-', e.g. "Red-XL". */
  type: string;
  price: Minor;
  stock: number;
}

export const OPTION_MESSAGES = {
  variationRequired: 'Variation {name} can not remain without selection.',
  variationRange: 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}.',
  variationRangeInfo: 'This Variation needs to be selected in between minimum {min} and Maximum {max} items.',
  unknownOption: 'The selected option {label} does not exist for {name}.',
  singleChoice: 'Choose only one option for {name}.',
  variationMissing: 'Please choose a variation.',
  variationNotFound: 'The selected variation does not exist.',
  variationOutOfStock: 'This variation is out of stock. Choose another variation to proceed further.',
} as const;

export interface OptionProblem {
  code: keyof typeof OPTION_MESSAGES;
  message: string;
  vars: Record<string, string | number>;
}

const problem = (code: keyof typeof OPTION_MESSAGES, vars: Record<string, string | number> = {}): OptionProblem => ({
  code,
  message: OPTION_MESSAGES[code],
  vars,
});

/** The first rule a food selection breaks, checking groups in the item's order. */
export function foodSelectionProblem(groups: FoodVariation[], selection: FoodSelection[]): OptionProblem | null {
  for (const group of groups) {
    const labels = selection.find((s) => s.name === group.name)?.values.label ?? [];
    for (const label of labels) {
      if (!group.values.some((v) => v.label === label)) return problem('unknownOption', { label, name: group.name });
    }
    const count = new Set(labels).size;
    if (group.required && count === 0) return problem('variationRequired', { name: group.name });
    if (group.type === 'single' && count > 1) return problem('singleChoice', { name: group.name });
    if (group.type === 'multi' && count > 0 && (count < group.min || (group.max > 0 && count > group.max))) {
      return problem('variationRange', { name: group.name, min: group.min, max: group.max });
    }
    if (group.type === 'multi' && group.required && count < group.min) {
      return problem('variationRange', { name: group.name, min: group.min, max: group.max });
    }
  }
  return null;
}

/** Σ optionPrice of the selected values (unknown labels count nothing). */
export function foodOptionsPrice(groups: FoodVariation[], selection: FoodSelection[]): Minor {
  let total = 0;
  for (const group of groups) {
    const labels = new Set(selection.find((s) => s.name === group.name)?.values.label ?? []);
    for (const value of group.values) if (labels.has(value.label)) total += value.optionPrice;
  }
  return total;
}

/** For a non-food item with variations: the chosen one, checked for existence and stock. */
export function productVariationProblem(
  variations: ProductVariation[],
  type: string | null,
  quantity: number,
): OptionProblem | null {
  if (variations.length === 0) return null;
  if (!type) return problem('variationMissing');
  const variation = variations.find((v) => v.type === type);
  if (!variation) return problem('variationNotFound');
  if (variation.stock < quantity) return problem('variationOutOfStock');
  return null;
}

export interface PricedSelection {
  basePrice: Minor;
  foodVariations?: FoodVariation[];
  foodSelection?: FoodSelection[];
  variations?: ProductVariation[];
  variationType?: string | null;
}

/** Unit price before discounts and without add-ons. */
export function selectionUnitPrice(item: PricedSelection): Minor {
  if (item.foodVariations?.length)
    return item.basePrice + foodOptionsPrice(item.foodVariations, item.foodSelection ?? []);
  const variation = item.variations?.find((v) => v.type === item.variationType);
  return variation ? variation.price : item.basePrice;
}

export interface AddOn {
  id: number;
  price: Minor;
}

/** Σ add-on price × its quantity, aligned by index with the ids (reference §5.4). */
export function addOnTotal(addOns: AddOn[], ids: number[], quantities: number[]): Minor {
  return ids.reduce(
    (sum, id, index) => sum + (addOns.find((a) => a.id === id)?.price ?? 0) * Math.max(0, quantities[index] ?? 1),
    0,
  );
}

/** The lowest and highest unit price an item can have (variations or food options). */
export function priceRange(item: {
  basePrice: Minor;
  variations?: ProductVariation[];
  foodVariations?: FoodVariation[];
}): { min: Minor; max: Minor } {
  if (item.variations?.length) {
    const prices = item.variations.map((v) => v.price);
    return { min: Math.min(...prices), max: Math.max(...prices) };
  }
  let min = item.basePrice;
  let max = item.basePrice;
  for (const group of item.foodVariations ?? []) {
    const prices = group.values.map((v) => v.optionPrice).sort((a, b) => a - b);
    if (prices.length === 0) continue;
    const needed = group.required ? Math.max(1, group.type === 'multi' ? group.min : 1) : 0;
    min += prices.slice(0, needed).reduce((s, p) => s + p, 0);
    const most = group.type === 'single' ? 1 : group.max > 0 ? group.max : prices.length;
    max += prices.slice(-most).reduce((s, p) => s + p, 0);
  }
  return { min, max };
}

/** Food variations as items carry them on the wire (Product JSON): prices in currency units, required 'on'/'off'. */
export interface WireFoodVariation {
  name: string;
  type: string;
  required: string | boolean | number;
  min: number | string;
  max: number | string;
  values: { label: string; optionPrice: number | string }[];
}

export function foodVariationsFromWire(
  wire: readonly WireFoodVariation[] | null | undefined,
  decimals: number,
): FoodVariation[] {
  return (wire ?? []).map((group) => ({
    name: group.name,
    type: group.type === 'multi' ? 'multi' : 'single',
    required: group.required === 'on' || group.required === true || group.required === 1,
    min: Number(group.min) || 0,
    max: Number(group.max) || 0,
    values: group.values.map((v) => ({ label: v.label, optionPrice: toMinor(v.optionPrice, decimals) })),
  }));
}

export function productVariationsFromWire(
  wire: readonly { type: string; price: number | string; stock?: number | string | null }[] | null | undefined,
  decimals: number,
): ProductVariation[] {
  return (wire ?? []).map((v) => ({ type: v.type, price: toMinor(v.price, decimals), stock: Number(v.stock ?? 0) }));
}

/** Rule (non-food items): the chosen option of every choice, in the order of choice_options, joined by '-' names the variation ("Black-128GB"). */
export function variationTypeOf(chosenOptions: readonly string[]): string {
  return chosenOptions.join('-');
}

/** The one option per choice whose joined names are `type` (options may themselves hold '-'), or null. */
export function choicesForType(choices: readonly { options: readonly string[] }[], type: string): string[] | null {
  const search = (index: number, picked: string[]): string[] | null => {
    if (index === choices.length) return variationTypeOf(picked) === type ? picked : null;
    for (const option of choices[index].options) {
      const found = search(index + 1, [...picked, option]);
      if (found) return found;
    }
    return null;
  };
  return choices.length ? search(0, []) : null;
}

/**
 * A variation type as a shopper reads it (issue 16, item 3): each chosen
 * option by its label in the page's language ("أبيض-وسط" for "White-M"),
 * the type as stored when the item's choices no longer make it.
 */
export function variationTypeLabel(
  choices: readonly { options: readonly string[]; labels?: readonly string[] }[],
  type: string,
): string {
  const picked = choicesForType(choices, type);
  if (!picked) return type;
  return variationTypeOf(
    picked.map((option, index) => choices[index].labels?.[choices[index].options.indexOf(option)] ?? option),
  );
}

/**
 * Catalog prices in minor units (see money.ts).
 *
 * Discount precedence for one unit (6amMart's product_discount_calculate,
 * with the flash sale on top as its formatter does):
 *   1. a running flash sale that still has stock for the item,
 *   2. else a running store discount (a percent of the unit price),
 *   3. else the item's own discount (percent, or a fixed amount per unit).
 * Only one applies; a discount never takes a unit below zero.
 *
 * The store discount has two parts. Per unit it is the percent of the unit
 * price (what lists and the item page show). At order level it applies only
 * when the order subtotal reaches min_purchase, and the sum of the per-unit
 * parts is capped at max_discount (0 = no cap): storeDiscountForOrder.
 */
import { percentOf, toMinor, type Minor } from './money.ts';
import { clockSeconds, type LocalMoment } from './schedule.ts';

export type DiscountType = 'percent' | 'amount';

export interface DiscountRule {
  discount: number | string;
  /** 6amMart writes 'amount'; 'fixed' is accepted as the same thing. */
  discount_type: DiscountType | 'fixed' | string;
}

export interface StoreDiscountRule {
  discount: number | string;
  min_purchase: number | string;
  max_discount: number | string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}

export type DiscountSource = 'flash_sale' | 'store' | 'item' | 'none';

export interface UnitPrice {
  source: DiscountSource;
  /** Discount on one unit. */
  discount: Minor;
  /** Unit price after it. */
  price: Minor;
}

/** Rule: a store discount runs between its start and end dates, during its daily hours (both inclusive). */
export function isStoreDiscountRunning(rule: StoreDiscountRule | null | undefined, moment: Pick<LocalMoment, 'date' | 'seconds'>): boolean {
  if (!rule || Number(rule.discount) <= 0) return false;
  if (moment.date < rule.start_date || moment.date > rule.end_date) return false;
  return moment.seconds >= clockSeconds(rule.start_time) && moment.seconds <= clockSeconds(rule.end_time);
}

/** The discount one rule gives on a unit price, never more than the price. */
export function discountAmount(unitPrice: Minor, rule: DiscountRule | null | undefined, decimals: number): Minor {
  if (!rule || Number(rule.discount) <= 0) return 0;
  const amount = rule.discount_type === 'percent' ? percentOf(unitPrice, Number(rule.discount)) : toMinor(rule.discount, decimals);
  return Math.min(Math.max(amount, 0), unitPrice);
}

/** Rule: flash sale > running store discount > item discount; exactly one applies. */
export function unitPriceAfterDiscount(
  unitPrice: Minor,
  input: { item?: DiscountRule | null; flashSale?: DiscountRule | null; storeDiscountPercent?: number | string | null },
  decimals: number,
): UnitPrice {
  const pick = (source: DiscountSource, discount: Minor): UnitPrice => ({ source, discount, price: unitPrice - discount });
  if (input.flashSale) return pick('flash_sale', discountAmount(unitPrice, input.flashSale, decimals));
  if (input.storeDiscountPercent && Number(input.storeDiscountPercent) > 0) {
    return pick('store', discountAmount(unitPrice, { discount: input.storeDiscountPercent, discount_type: 'percent' }, decimals));
  }
  const own = discountAmount(unitPrice, input.item, decimals);
  return own > 0 ? pick('item', own) : pick('none', 0);
}

/**
 * Rule: the store discount of an order is the sum of its per-unit parts,
 * nothing when the order subtotal is below min_purchase, at most
 * max_discount when that is above 0.
 */
export function storeDiscountForOrder(
  perUnitTotal: Minor,
  orderSubtotal: Minor,
  rule: Pick<StoreDiscountRule, 'min_purchase' | 'max_discount'>,
  decimals: number,
): Minor {
  if (orderSubtotal < toMinor(rule.min_purchase, decimals)) return 0;
  const cap = toMinor(rule.max_discount, decimals);
  return cap > 0 ? Math.min(perUnitTotal, cap) : perUnitTotal;
}

export interface FoodVariationOption {
  label: string;
  optionPrice: number | string;
}

export interface FoodVariation {
  name: string;
  type: 'single' | 'multi' | string;
  required: 'on' | 'off' | string;
  min?: number | string | null;
  max?: number | string | null;
  values: FoodVariationOption[];
}

export interface PricedItem {
  price: number | string;
  /** Non-food variations: each replaces the base price. */
  variations?: { type: string; price: number | string }[] | null;
  /** Food variations: option prices add to the base price. */
  food_variations?: FoodVariation[] | null;
}

/**
 * Rule: the price range of an item before discounts.
 * - Non-food variations: the cheapest and dearest variation.
 * - Food variations: base price plus the cheapest choices the required
 *   variations force (single → 1 option, multi → at least `min`), up to the
 *   base plus the dearest choices every variation allows (single → 1,
 *   multi → at most `max`, or all options).
 * - No variations: the base price twice.
 */
export function itemPriceRange(item: PricedItem, decimals: number): { min: Minor; max: Minor } {
  const base = toMinor(item.price, decimals);
  if (item.variations?.length) {
    const prices = item.variations.map((v) => toMinor(v.price, decimals));
    return { min: Math.min(...prices), max: Math.max(...prices) };
  }
  let min = base;
  let max = base;
  for (const variation of item.food_variations ?? []) {
    const prices = variation.values.map((v) => toMinor(v.optionPrice, decimals)).sort((a, b) => a - b);
    if (!prices.length) continue;
    const single = variation.type !== 'multi';
    const least = single ? 1 : Math.max(Number(variation.min ?? 0), 0);
    const most = single ? 1 : Number(variation.max ?? 0) > 0 ? Math.min(Number(variation.max), prices.length) : prices.length;
    if (variation.required === 'on') min += sum(prices.slice(0, Math.max(least, 1)));
    max += sum(prices.slice(-most));
  }
  return { min, max };
}

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

/**
 * Which discount a unit gets (6amMart's product_discount_calculate, with the
 * flash sale on top as its formatter does):
 *   1. a running flash sale that still has stock for the item,
 *   2. else a running store discount (a percent of the unit price),
 *   3. else the item's own discount (percent, or a fixed amount per unit).
 * Exactly one applies. The result is a LineDiscount for orderTotals
 * (pricing/order-totals.ts), which also applies the store discount's
 * order-level terms (nothing below min_purchase, at most max_discount);
 * per unit, items show the store discount as a plain percent.
 * Price ranges of items with options: priceRange (cart/item-options.ts).
 */
import { toMinor, type Minor } from './money.ts';
import { lineDiscountAmount, type LineDiscount, type PricedLine } from './pricing/line-discount.ts';
import { clockSeconds, type LocalMoment } from './schedule.ts';

export interface DiscountRule {
  discount: number | string;
  /** 6amMart writes 'amount'; 'fixed' is read as the same thing. */
  discount_type: string;
}

export interface StoreDiscountRule {
  discount: number | string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}

/** Rule: a store discount runs between its start and end dates, during its daily hours (both inclusive). */
export function isStoreDiscountRunning(
  rule: StoreDiscountRule | null | undefined,
  moment: Pick<LocalMoment, 'date' | 'seconds'>,
): boolean {
  if (!rule || Number(rule.discount) <= 0) return false;
  if (moment.date < rule.start_date || moment.date > rule.end_date) return false;
  return moment.seconds >= clockSeconds(rule.start_time) && moment.seconds <= clockSeconds(rule.end_time);
}

export interface UnitDiscountInput {
  item?: DiscountRule | null;
  /** The running flash sale entry of the item, when it has stock left. */
  flashSale?: DiscountRule | null;
  /** The percent of the store discount running now, if any. */
  storeDiscountPercent?: number | string | null;
}

/** Rule: flash sale > running store discount > item discount; null when none gives anything. */
export function unitDiscount(input: UnitDiscountInput, decimals: number): LineDiscount | null {
  const from = (source: LineDiscount['source'], rule: DiscountRule): LineDiscount | null => {
    if (Number(rule.discount) <= 0) return null;
    return rule.discount_type === 'percent'
      ? { source, type: 'percent', value: Number(rule.discount) }
      : { source, type: 'amount', value: toMinor(rule.discount, decimals) };
  };
  // A running flash sale decides even when its discount is 0: the store discount does not stack under it.
  if (input.flashSale) return from('flash_sale', input.flashSale);
  if (Number(input.storeDiscountPercent) > 0)
    return { source: 'store', type: 'percent', value: Number(input.storeDiscountPercent) };
  return input.item ? from('item', input.item) : null;
}

/** One unit's price after its discount, for showing prices (lists, item page, cart lines). */
export function unitPriceAfterDiscount(
  unitPrice: Minor,
  input: UnitDiscountInput,
  decimals: number,
): { discount: LineDiscount | null; amount: Minor; price: Minor } {
  const discount = unitDiscount(input, decimals);
  const amount = lineDiscountAmount({ unitPrice, quantity: 1, addOnTotal: 0, discount });
  return { discount, amount, price: unitPrice - amount };
}

/** The live discount fields of an item as the API answers it (Product JSON). */
export interface ItemDiscountFields extends DiscountRule {
  /** The running store discount's percent, 0 when none runs. */
  store_discount?: number | string | null;
  /** 1 while a flash sale runs for the item: discount and discount_type are then the flash sale's. */
  flash_sale?: number | boolean | null;
}

/** Rule: the unit discount of an item JSON — its flash sale while one runs, else the store discount, else its own. */
export function itemUnitDiscount(item: ItemDiscountFields, decimals: number): LineDiscount | null {
  return unitDiscount(
    item.flash_sale ? { flashSale: item } : { item, storeDiscountPercent: item.store_discount },
    decimals,
  );
}

/**
 * Rule (spec §4): the total of an item view = (base price + selected option
 * prices) × quantity, less the discount, plus the add-ons (add-ons are not
 * multiplied by the quantity and never discounted).
 */
export function itemLineTotal(line: PricedLine): Minor {
  return line.unitPrice * line.quantity - lineDiscountAmount(line) + line.addOnTotal;
}

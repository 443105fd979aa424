/**
 * One priced line and its discount: what the item view needs to show a price, apart from the
 * order's totals (order-totals.ts), so a page with an item view does not load the checkout's
 * arithmetic.
 */
import { percentOf, type Minor } from '../money.ts';

export type DiscountSource = 'flash_sale' | 'store' | 'item';

export interface LineDiscount {
  source: DiscountSource;
  type: 'percent' | 'amount';
  /** Percent, or an amount per unit in minor units. */
  value: number;
}

export interface PricedLine {
  /** Base price with the chosen variation or food options, per unit, without add-ons. */
  unitPrice: Minor;
  quantity: number;
  /** Σ add-on price × add-on quantity; not multiplied by the item quantity. */
  addOnTotal: Minor;
  /** The discount that applies per unit (precedence already resolved), if any. */
  discount: LineDiscount | null;
}

/** The discount of one line: percent of the line's unit prices, or a flat amount per unit (never above the price). */
export function lineDiscountAmount(line: PricedLine): Minor {
  if (!line.discount) return 0;
  const gross = line.unitPrice * line.quantity;
  const amount =
    line.discount.type === 'percent'
      ? percentOf(gross, line.discount.value)
      : Math.min(line.discount.value, line.unitPrice) * line.quantity;
  return Math.min(amount, gross);
}

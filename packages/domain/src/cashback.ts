/**
 * Cashback on an order (server-rules §5.5): among the offers a customer may
 * use, the one that gives the most on the order amount. A percent offer
 * gives order × percent, capped by its max_discount (0 = no cap); a flat
 * offer gives its amount; an offer needs order ≥ min_purchase. The API
 * credits it when the order is delivered and answers it to
 * `cashback/getCashback`, which clients show at checkout.
 */
import { percentOf, toMinor, type Minor } from './money.ts';

export interface CashbackOffer {
  id: number;
  type: 'percentage' | 'amount';
  /** A percent (percentage) or an amount in minor units (amount). */
  value: number;
  minPurchase: Minor;
  /** Cap of a percent offer in minor units; 0 = no cap. */
  maxDiscount: Minor;
}

/** An offer as 6amMart's cash_backs rows and `cashback/list` carry it (amounts as decimals, text or numbers). */
export interface CashbackTerms {
  id: number;
  cashback_type: 'percentage' | 'amount';
  cashback_amount: number | string;
  min_purchase: number | string;
  max_discount: number | string;
}

/** The offer in minor units: the API reads its rows so, the checkout the `cashback/list` answer. */
export function cashbackOffer(terms: CashbackTerms, decimals: number): CashbackOffer {
  return {
    id: terms.id,
    type: terms.cashback_type,
    value: terms.cashback_type === 'amount' ? toMinor(terms.cashback_amount, decimals) : Number(terms.cashback_amount),
    minPurchase: toMinor(terms.min_purchase, decimals),
    maxDiscount: toMinor(terms.max_discount, decimals),
  };
}

/** What one offer gives on an order amount (minor units); 0 below its minimum purchase. */
export function cashbackOf(offer: CashbackOffer, orderAmount: Minor): Minor {
  if (orderAmount <= 0 || orderAmount < offer.minPurchase) return 0;
  if (offer.type === 'amount') return offer.value;
  const amount = percentOf(orderAmount, offer.value);
  return offer.maxDiscount > 0 ? Math.min(amount, offer.maxDiscount) : amount;
}

/** The offer that gives the most (the first of equals), or null when none gives anything. */
export function bestCashback(
  offers: readonly CashbackOffer[],
  orderAmount: Minor,
): { offer: CashbackOffer; amount: Minor } | null {
  let best: { offer: CashbackOffer; amount: Minor } | null = null;
  for (const offer of offers) {
    const amount = cashbackOf(offer, orderAmount);
    if (amount > 0 && (!best || amount > best.amount)) best = { offer, amount };
  }
  return best;
}

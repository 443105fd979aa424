/**
 * Money that follows an order after placement (reference §5.3, §5.5), in
 * minor units.
 */
import type { Minor } from '../money.ts';

/**
 * What a refund gives back: the order amount without the delivery charge
 * and the delivery-person tips (reference §5.3); never below zero.
 */
export function refundAmount(order: { orderAmount: Minor; deliveryCharge: Minor; dmTips: Minor }): Minor {
  return Math.max(0, order.orderAmount - order.deliveryCharge - order.dmTips);
}

/**
 * Loyalty points earned when an order is delivered (reference §5.5): a
 * percent (loyalty_point_item_purchase_point) of the whole order amount,
 * delivery, tips and charges included, rounded down to whole points.
 */
export function loyaltyPointsEarned(orderAmount: Minor, decimals: number, purchasePointPercent: number): number {
  if (!(purchasePointPercent > 0) || orderAmount <= 0) return 0;
  // Integer arithmetic on minor units: floor(amount × percent / 100) without float noise on whole percents.
  const scaled = orderAmount * purchasePointPercent;
  return Math.floor(scaled / (100 * 10 ** decimals) + 1e-9);
}

/**
 * The terms of converting points into wallet money (reference §5.5): points
 * per one unit of money (loyalty_point_exchange_rate; 0 counts as 1) and the
 * fewest points converted at once (loyalty_point_minimum_point), never fewer
 * than buy one unit.
 */
export function pointConversionTerms(exchangeRate: unknown, minimumPoints: unknown): { rate: number; minimum: number } {
  const rate = Math.max(1, Math.floor(Number(exchangeRate) || 0));
  return { rate, minimum: Math.max(rate, Math.floor(Number(minimumPoints) || 0)) };
}

/** The wallet money, in whole units, that `points` become at `rate` points per unit. */
export function pointsToMoney(points: number, rate: number): number {
  return Math.floor(points / Math.max(1, rate));
}

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

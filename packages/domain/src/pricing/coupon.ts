/**
 * Coupons (reference §5.7): which are valid for an order, and how much they
 * take off. Unlike 6amMart, min_purchase is enforced for every coupon type.
 */
import { percentOf, type Minor } from '../money.ts';

export type CouponType = 'default' | 'zone_wise' | 'store_wise' | 'free_delivery' | 'first_order';

export interface Coupon {
  code: string;
  couponType: CouponType;
  discountType: 'percent' | 'amount';
  /** Percent (0–100) or an amount in minor units. */
  discount: number;
  /** 0 = uncapped. */
  maxDiscount: Minor;
  minPurchase: Minor;
  startDate: string;
  expireDate: string;
  moduleId: number;
  /** Store ids (store_wise) or zone ids (zone_wise). */
  data: number[];
  /** Vendor-created coupons only apply to their own store. */
  storeId: number | null;
  /** Customer ids allowed, or 'all'. */
  customers: number[] | 'all';
  /** Uses per customer (null = unlimited); for first_order the number of first orders. */
  limit: number | null;
}

export interface CouponContext {
  /** 'YYYY-MM-DD' in the business time zone. */
  today: string;
  moduleId: number;
  storeId: number;
  storeZoneId: number;
  /** null for guests. */
  customerId: number | null;
  /** Orders the customer already placed with this code. */
  usesByCustomer: number;
  /** Orders the customer placed at all (for first_order). */
  customerOrderCount: number;
  /** The amount the coupon applies to: subtotal − store and flash discounts. */
  amount: Minor;
}

export type CouponRejection =
  | { code: 'coupon_not_found'; message: 'Coupon not found' }
  | { code: 'coupon_expired'; message: 'Coupon expired' }
  | { code: 'coupon_not_eligible'; message: 'You are not eligible for this coupon' }
  | { code: 'coupon_usage_limit'; message: 'Coupon usage limit is over' }
  | { code: 'coupon_min_purchase'; message: 'To apply this coupon,the minimum purchase amount is'; minPurchase: Minor };

/** The first rule the coupon breaks for this order, in 6amMart's order of checks, or null. */
export function couponRejection(coupon: Coupon, ctx: CouponContext): CouponRejection | null {
  const notFound = { code: 'coupon_not_found', message: 'Coupon not found' } as const;
  if (coupon.moduleId !== ctx.moduleId) return notFound;
  if (ctx.today < coupon.startDate || ctx.today > coupon.expireDate)
    return { code: 'coupon_expired', message: 'Coupon expired' };
  if (coupon.couponType === 'store_wise' && !coupon.data.includes(ctx.storeId)) return notFound;
  if (coupon.storeId !== null && coupon.storeId !== ctx.storeId) return notFound;
  if (ctx.customerId !== null && coupon.customers !== 'all' && !coupon.customers.includes(ctx.customerId)) {
    return { code: 'coupon_not_eligible', message: 'You are not eligible for this coupon' };
  }
  if (coupon.couponType === 'zone_wise' && !coupon.data.includes(ctx.storeZoneId)) return notFound;
  if (
    coupon.couponType === 'first_order' &&
    (ctx.customerId === null || ctx.customerOrderCount >= (coupon.limit ?? 1))
  ) {
    return { code: 'coupon_not_eligible', message: 'You are not eligible for this coupon' };
  }
  if (coupon.limit !== null && coupon.couponType !== 'first_order') {
    // Guests cannot be counted, so limited coupons need an account.
    if (ctx.customerId === null || ctx.usesByCustomer >= coupon.limit)
      return { code: 'coupon_usage_limit', message: 'Coupon usage limit is over' };
  }
  if (ctx.amount < coupon.minPurchase) {
    return {
      code: 'coupon_min_purchase',
      message: 'To apply this coupon,the minimum purchase amount is',
      minPurchase: coupon.minPurchase,
    };
  }
  return null;
}

/** The discount on `amount`: percent or flat, capped by max_discount unless it is 0, never above the amount. */
export function couponDiscount(
  coupon: Pick<Coupon, 'couponType' | 'discountType' | 'discount' | 'maxDiscount'>,
  amount: Minor,
): Minor {
  if (coupon.couponType === 'free_delivery') return 0;
  let discount = coupon.discountType === 'percent' ? percentOf(amount, coupon.discount) : coupon.discount;
  if (coupon.maxDiscount > 0) discount = Math.min(discount, coupon.maxDiscount);
  return Math.max(0, Math.min(discount, amount));
}

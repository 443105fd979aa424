/**
 * The money of an order (reference §5.2 "Totals"), computed the same way by
 * the storefront (preview) and the API (decision). All amounts are integer
 * minor units; each percentage is rounded once per line.
 *
 *   subtotal     = Σ unit price × qty + Σ add-on totals
 *   store disc.  = Σ line discounts from the store discount or item discounts
 *                  (a running store discount: 0 below its minimum purchase, capped at its maximum)
 *   flash disc.  = Σ line discounts from a running flash sale
 *   coupon       = on subtotal − store − flash (free-delivery coupons: 0 here, free delivery below)
 *   total price  = subtotal − store − flash − coupon − first-order discount
 *   tax          = total price × rate / (100 + (inclusive ? rate : 0))
 *   order amount = total price + (exclusive ? tax : 0) + delivery + tips + additional + packaging
 */
import { percentOf, type Minor } from '../money.ts';
import { couponDiscount, type Coupon } from './coupon.ts';
import { deliveryFee, type DeliveryFeeInput } from './delivery-fee.ts';
import { lineDiscountAmount, type DiscountSource, type PricedLine } from './line-discount.ts';

export interface StoreDiscountTerms {
  minPurchase: Minor;
  /** 0 = uncapped. */
  maxDiscount: Minor;
}

export type FreeDeliveryReason = 'admin' | 'vendor' | 'coupon' | 'take_away';

export interface OrderPricingInput {
  lines: PricedLine[];
  /** Terms of the store discount when one is running (its lines have source 'store'). */
  storeDiscount?: StoreDiscountTerms | null;
  coupon?: Pick<Coupon, 'couponType' | 'discountType' | 'discount' | 'maxDiscount' | 'minPurchase'> | null;
  /** New-customer (referral) discount on the first order. */
  firstOrderDiscount?: { type: 'percentage' | 'amount'; value: number } | null;
  taxPercent: number;
  taxIncluded: boolean;
  delivery: DeliveryFeeInput;
  freeDelivery: {
    /** Admin free delivery for every store. */
    adminAllStores?: boolean;
    /** Admin free delivery over this amount (minor units; 0/undefined = off). */
    adminOver?: Minor;
    storeFreeDelivery?: boolean;
  };
  tips?: Minor;
  additionalCharge?: Minor;
  extraPackaging?: Minor;
}

export interface OrderTotals {
  subtotal: Minor;
  storeDiscount: Minor;
  flashDiscount: Minor;
  couponDiscount: Minor;
  firstOrderDiscount: Minor;
  /** subtotal after every discount, before tax and charges. */
  totalPrice: Minor;
  tax: Minor;
  taxIncluded: boolean;
  /** What delivery would cost without any free-delivery rule. */
  originalDeliveryCharge: Minor;
  deliveryCharge: Minor;
  freeDeliveryBy: FreeDeliveryReason | null;
  tips: Minor;
  additionalCharge: Minor;
  extraPackaging: Minor;
  orderAmount: Minor;
}

export function orderTotals(input: OrderPricingInput): OrderTotals {
  const subtotal = input.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity + l.addOnTotal, 0);
  const sumOf = (sources: DiscountSource[]) =>
    input.lines
      .filter((l) => l.discount && sources.includes(l.discount.source))
      .reduce((sum, l) => sum + lineDiscountAmount(l), 0);

  let storeDiscount = sumOf(['store', 'item']);
  if (input.storeDiscount) {
    const storePart = sumOf(['store']);
    let cappedStorePart = subtotal < input.storeDiscount.minPurchase ? 0 : storePart;
    if (input.storeDiscount.maxDiscount > 0)
      cappedStorePart = Math.min(cappedStorePart, input.storeDiscount.maxDiscount);
    storeDiscount = storeDiscount - storePart + cappedStorePart;
  }
  const flashDiscount = sumOf(['flash_sale']);
  const afterProductDiscounts = subtotal - storeDiscount - flashDiscount;

  const coupon = input.coupon && afterProductDiscounts >= input.coupon.minPurchase ? input.coupon : null;
  const couponAmount = coupon ? couponDiscount(coupon, afterProductDiscounts) : 0;
  let totalPrice = afterProductDiscounts - couponAmount;

  let firstOrderDiscount = 0;
  if (input.firstOrderDiscount) {
    const { type, value } = input.firstOrderDiscount;
    firstOrderDiscount = Math.min(totalPrice, type === 'percentage' ? percentOf(totalPrice, value) : value);
    totalPrice -= firstOrderDiscount;
  }

  const tax = percentOf(totalPrice, (100 * input.taxPercent) / (100 + (input.taxIncluded ? input.taxPercent : 0)));

  const originalDeliveryCharge = deliveryFee(input.delivery);
  const freeDeliveryBy = freeDeliveryReason(
    input,
    afterProductDiscounts,
    couponAmount,
    coupon?.couponType === 'free_delivery',
  );
  const deliveryCharge = freeDeliveryBy ? 0 : originalDeliveryCharge;

  const tips = input.tips ?? 0;
  const additionalCharge = input.additionalCharge ?? 0;
  const extraPackaging = input.extraPackaging ?? 0;
  return {
    subtotal,
    storeDiscount,
    flashDiscount,
    couponDiscount: couponAmount,
    firstOrderDiscount,
    totalPrice,
    tax,
    taxIncluded: input.taxIncluded,
    originalDeliveryCharge,
    deliveryCharge,
    freeDeliveryBy,
    tips,
    additionalCharge,
    extraPackaging,
    orderAmount: totalPrice + (input.taxIncluded ? 0 : tax) + deliveryCharge + tips + additionalCharge + extraPackaging,
  };
}

function freeDeliveryReason(
  input: OrderPricingInput,
  afterProductDiscounts: Minor,
  couponAmount: Minor,
  freeDeliveryCoupon: boolean,
): FreeDeliveryReason | null {
  if (input.delivery.orderType === 'take_away') return 'take_away';
  const { adminAllStores, adminOver, storeFreeDelivery } = input.freeDelivery;
  if (adminAllStores) return 'admin';
  if (adminOver && adminOver > 0 && afterProductDiscounts - couponAmount >= adminOver) return 'admin';
  if (storeFreeDelivery) return 'vendor';
  if (freeDeliveryCoupon) return 'coupon';
  return null;
}

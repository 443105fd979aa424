/**
 * The checkout summary (spec §9, reference §5.2): what the page shows is
 * computed by the same domain function the API decides with (orderTotals,
 * deliveryFee, couponDiscount), from a basis the loader resolved in minor
 * units, plus what the shopper changes on the page (order type, tip, extra
 * packaging). The API recomputes everything when the order is placed; on a
 * difference its answer wins.
 */
import {
  deliveryFeeInput,
  orderTotals,
  type Coupon,
  type DeliveryRates,
  type Minor,
  type OrderTotals,
  type PricedLine,
  type StoreDiscountTerms,
} from '@souq/domain';

export type OrderType = 'delivery' | 'take_away';

export interface PricingBasis {
  lines: PricedLine[];
  taxPercent: number;
  taxIncluded: boolean;
  /** Terms of the store discount running now, if any. */
  storeDiscount: StoreDiscountTerms | null;
  coupon: Pick<Coupon, 'couponType' | 'discountType' | 'discount' | 'maxDiscount' | 'minPurchase'> | null;
  /** Who made the coupon (a vendor's free-delivery coupon waives the store's own rates). */
  couponBy: 'admin' | 'vendor' | null;
  /** Store to delivery point, as the API measures it; null when there is no point yet. */
  distanceKm: number | null;
  /** module_zone rates of the store's zone and the module, when set up. */
  zoneModuleRates: DeliveryRates | null;
  /** The global per-km and minimum settings. */
  globalRates: { perKm: Minor; minimum: Minor };
  store: { selfDelivery: boolean; freeDelivery: boolean; rates: DeliveryRates };
  /** The API's vehicle extra charge for this distance (vehicle/extra_charge). */
  vehicleExtra: Minor;
  /** The zone's increased fee percent when it is switched on. */
  increasedFeePercent: number | null;
  /** Admin free delivery: for every store, or over an amount (0 = off). */
  freeDelivery: { adminAllStores: boolean; adminOver: Minor };
  /** Null when the setting is off. */
  additionalCharge: Minor | null;
  /** The store's flat extra packaging charge when it and the module offer it, else null. */
  extraPackaging: Minor | null;
}

export interface PricingChoices {
  orderType: OrderType;
  tips: Minor;
  extraPackaging: boolean;
}

export function checkoutTotals(basis: PricingBasis, choices: PricingChoices): OrderTotals {
  const distanceKm = basis.distanceKm ?? 0;
  // The same choice of rates the API makes (deliveryFeeInput); the vehicle band was
  // already chosen by the API for this distance, so it is the one band offered here.
  const delivery = deliveryFeeInput({
    orderType: choices.orderType,
    distanceKm,
    zoneModuleRates: basis.zoneModuleRates,
    globalRates: basis.globalRates,
    store: basis.store,
    freeDeliveryCouponBy: basis.coupon?.couponType === 'free_delivery' ? (basis.couponBy ?? 'admin') : null,
    vehicles:
      basis.vehicleExtra > 0
        ? [{ id: 0, startingKm: 0, maximumKm: Number.POSITIVE_INFINITY, extraCharge: basis.vehicleExtra }]
        : [],
    increasedFeePercent: basis.increasedFeePercent,
  });
  return orderTotals({
    lines: basis.lines,
    storeDiscount: basis.storeDiscount,
    coupon: basis.coupon,
    taxPercent: basis.taxPercent,
    taxIncluded: basis.taxIncluded,
    delivery: {
      orderType: delivery.orderType,
      distanceKm: delivery.distanceKm,
      rates: delivery.rates,
      vehicleExtra: delivery.vehicleExtra,
      increasedFeePercent: delivery.increasedFeePercent,
    },
    freeDelivery: { ...basis.freeDelivery, storeFreeDelivery: basis.store.freeDelivery },
    // Tips go to the delivery person: take-away has none.
    tips: choices.orderType === 'delivery' ? Math.max(0, choices.tips) : 0,
    additionalCharge: basis.additionalCharge ?? 0,
    extraPackaging: choices.extraPackaging && basis.extraPackaging ? basis.extraPackaging : 0,
  });
}

export type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment';

export interface PaymentRules {
  /** Config and zone both allow it. */
  cashOnDelivery: boolean;
  /** The zone–module COD maximum, or null. */
  codLimit: Minor | null;
  digital: boolean;
  offline: boolean;
  /** Signed in with the wallet feature on. */
  wallet: boolean;
  walletBalance: Minor;
  partialPayment: boolean;
  /** What pays the rest of a partial payment (config partial_payment_method). */
  partialRest: 'cod' | 'digital_payment' | 'offline_payment' | 'both';
}

export interface PaymentState {
  /** COD is offered but the total is above the zone's maximum (spec §8 message). */
  codOverLimit: boolean;
  /** The wallet covers the whole order. */
  walletCovers: boolean;
  /** Partial payment is possible: some balance, not enough for all. */
  partialPossible: boolean;
  /** What remains to pay after the wallet part of a partial payment. */
  partialRemainder: Minor;
}

/** Rule (reference §5.2 "Payment rules"): COD maximum, wallet balance, partial payment bounds. */
export function paymentState(rules: PaymentRules, orderAmount: Minor): PaymentState {
  const balance = rules.wallet ? rules.walletBalance : 0;
  return {
    codOverLimit: rules.cashOnDelivery && rules.codLimit !== null && orderAmount > rules.codLimit,
    walletCovers: rules.wallet && balance >= orderAmount && orderAmount > 0,
    partialPossible: rules.wallet && rules.partialPayment && balance > 0 && balance < orderAmount,
    partialRemainder: Math.max(0, orderAmount - balance),
  };
}

/** Which methods may pay the rest of a partial payment. */
export function partialRestMethods(rules: PaymentRules): PaymentMethod[] {
  const all: PaymentMethod[] = [];
  if (rules.cashOnDelivery && (rules.partialRest === 'cod' || rules.partialRest === 'both'))
    all.push('cash_on_delivery');
  if (rules.digital && (rules.partialRest === 'digital_payment' || rules.partialRest === 'both'))
    all.push('digital_payment');
  if (rules.offline && (rules.partialRest === 'offline_payment' || rules.partialRest === 'both'))
    all.push('offline_payment');
  return all;
}

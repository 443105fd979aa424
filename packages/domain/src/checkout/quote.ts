/**
 * The quote of an order: every amount the customer pays (reference §5.2
 * "Totals", "Delivery charge", "Free delivery"), from the business settings
 * as both sides hold them (the API's settings table, the storefront's
 * /config: the same names), the store, the zone and the lines. The API
 * charges exactly this; the checkout page shows exactly this.
 */
import { toMinor, type Minor } from '../money.ts';
import { ownEntry } from '../lookup.ts';
import type { Coupon } from '../pricing/coupon.ts';
import type { DeliveryRates } from '../pricing/delivery-fee.ts';
import { deliveryFeeInput, type DeliveryVehicle } from '../pricing/delivery-rates.ts';
import type { PricedLine } from '../pricing/line-discount.ts';
import { orderTotals, type OrderTotals, type StoreDiscountTerms } from '../pricing/order-totals.ts';
import { settingOn } from './settings.ts';
import { minimumOrderShortfall } from '../minimum-order.ts';

/** The business settings a quote reads, by their settings/config names. */
export interface ChargeSettings {
  tax_included?: unknown;
  dm_tips_status?: unknown;
  additional_charge_status?: unknown;
  additional_charge?: unknown;
  admin_free_delivery?: { status?: unknown; type?: unknown; free_delivery_over?: unknown } | null;
  free_delivery_over?: unknown;
  extra_packaging_data?: Record<string, unknown> | null;
  per_km_shipping_charge?: unknown;
  minimum_shipping_charge?: unknown;
}

/** The settings turned into the rules of a quote, in minor units. */
export interface ChargeRules {
  taxIncluded: boolean;
  tipsEnabled: boolean;
  /** null when the additional charge is off. */
  additionalCharge: Minor | null;
  adminFreeDelivery: { allStores: boolean; over: Minor };
  globalRates: { perKm: Minor; minimum: Minor };
  /** Module types whose stores may charge extra packaging (a list: the page's loader data is serialized). */
  packagingModules: string[];
}

const amount = (value: unknown, decimals: number): Minor => {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? toMinor(n, decimals) : 0;
};

export function chargeRules(s: ChargeSettings, decimals: number): ChargeRules {
  const admin = s.admin_free_delivery ?? null;
  const adminOn = settingOn(admin?.status);
  const packaging = s.extra_packaging_data ?? {};
  return {
    taxIncluded: settingOn(s.tax_included),
    tipsEnabled: settingOn(s.dm_tips_status),
    additionalCharge: settingOn(s.additional_charge_status) ? amount(s.additional_charge, decimals) : null,
    adminFreeDelivery: {
      allStores: adminOn && admin?.type === 'free_delivery_to_all_store',
      over:
        adminOn && admin?.type === 'free_delivery_by_order_amount'
          ? amount(admin.free_delivery_over ?? s.free_delivery_over, decimals)
          : 0,
    },
    globalRates: {
      perKm: amount(s.per_km_shipping_charge, decimals),
      minimum: amount(s.minimum_shipping_charge, decimals),
    },
    packagingModules: Object.keys(packaging).filter((type) => settingOn(ownEntry(packaging, type))),
  };
}

export type QuoteCoupon = Pick<Coupon, 'couponType' | 'discountType' | 'discount' | 'maxDiscount' | 'minPurchase'> & {
  /** Who made it: a vendor's free-delivery coupon waives the store's own rates. */
  createdBy: 'admin' | 'vendor' | null;
};

export interface QuoteStore {
  moduleType: string;
  taxPercent: number;
  selfDelivery: boolean;
  freeDelivery: boolean;
  rates: DeliveryRates;
  /** The store's flat extra packaging amount when it offers extra packaging, else null. */
  extraPackaging: Minor | null;
}

export interface QuoteInput {
  lines: PricedLine[];
  charges: ChargeRules;
  store: QuoteStore;
  /** The running store discount's order terms, when one runs. */
  storeDiscount: StoreDiscountTerms | null;
  coupon: QuoteCoupon | null;
  /** firstOrderTerms(newCustomerDiscount(...)). */
  firstOrderDiscount: { type: 'percentage' | 'amount'; value: number } | null;
  /** Store to delivery point (0 when there is none). */
  distanceKm: number;
  /** module_zone rates of the store's zone and the module, when set up. */
  zoneModuleRates: DeliveryRates | null;
  vehicles: DeliveryVehicle[];
  /** The zone's increased fee percent when it is switched on. */
  increasedFeePercent: number | null;
}

/** What the shopper chooses on the page (and sends with the order). */
export interface QuoteChoices {
  orderType: 'delivery' | 'take_away';
  /** The tip as chosen; only delivery orders with tips on pay one. */
  tips: Minor;
  /** Extra packaging asked for. */
  extraPackaging: boolean;
}

export interface Quote extends OrderTotals {
  /** The delivery vehicle whose band the distance falls in (delivery only). */
  vehicleId: number | null;
}

export function quoteOrder(input: QuoteInput, choices: QuoteChoices): Quote {
  const { store, charges, coupon } = input;
  const fee = deliveryFeeInput({
    orderType: choices.orderType,
    distanceKm: input.distanceKm,
    zoneModuleRates: input.zoneModuleRates,
    globalRates: charges.globalRates,
    store: { selfDelivery: store.selfDelivery, freeDelivery: store.freeDelivery, rates: store.rates },
    freeDeliveryCouponBy: coupon?.couponType === 'free_delivery' ? (coupon.createdBy ?? 'admin') : null,
    vehicles: input.vehicles,
    increasedFeePercent: input.increasedFeePercent,
  });
  const offered = extraPackagingOffered(input);
  const packaging = choices.extraPackaging && offered !== null ? offered : 0;
  const totals = orderTotals({
    lines: input.lines,
    storeDiscount: input.storeDiscount,
    coupon,
    firstOrderDiscount: input.firstOrderDiscount,
    taxPercent: store.taxPercent,
    taxIncluded: charges.taxIncluded,
    delivery: fee,
    freeDelivery: {
      adminAllStores: charges.adminFreeDelivery.allStores,
      adminOver: charges.adminFreeDelivery.over,
      storeFreeDelivery: store.freeDelivery,
    },
    // Tips go to the delivery person: take-away has none.
    tips: charges.tipsEnabled && choices.orderType === 'delivery' ? Math.max(0, choices.tips) : 0,
    additionalCharge: charges.additionalCharge ?? 0,
    extraPackaging: packaging,
  });
  return { ...totals, vehicleId: choices.orderType === 'delivery' ? fee.vehicleId : null };
}

/** The extra packaging charge the shopper may ask for (the module allows it and the store offers it), else null. */
export function extraPackagingOffered(input: Pick<QuoteInput, 'charges' | 'store'>): Minor | null {
  const { store, charges } = input;
  return store.extraPackaging !== null && charges.packagingModules.includes(store.moduleType)
    ? store.extraPackaging
    : null;
}

/**
 * The store's minimum order is on the subtotal before discounts (reference §5.2 "minimum order"); 0 = none.
 * How much is missing (minimumOrderShortfall) is what the cart drawer and the summary show before.
 */
export function belowMinimumOrder(minimumOrder: Minor, totals: Pick<OrderTotals, 'subtotal'>): boolean {
  return minimumOrderShortfall(minimumOrder, totals.subtotal) > 0;
}

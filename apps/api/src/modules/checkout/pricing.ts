/**
 * The money of an order, decided by the server (reference §5.2): the
 * domain's quoteOrder — the same function the checkout page previews with —
 * over the lines as priced now, with the store's rates, the zone–module
 * rates, vehicles, free-delivery rules, coupon, tax, tips and charges from
 * the settings. Nothing the client sent about money is read but the tip and
 * whether extra packaging is wanted. Here only the accounting the page does
 * not show is added (who pays the flash and free-delivery discounts, per
 * unit tax). Pure: the service gathers the inputs.
 */
import {
  chargeRules,
  lineDiscountAmount,
  percentOf,
  quoteOrder,
  toMinor,
  type DeliveryRates,
  type DeliveryVehicle,
  type Minor,
  type Quote,
  type StoreDiscountTerms,
} from '@souq/domain';
import type { ItemJson, StoreEntry } from '../catalog/index.ts';
import type { PricedLine } from '../cart/index.ts';
import type { OrderCoupon } from '../coupons/index.ts';
import type { Settings } from '../settings/index.ts';

export interface OrderLine {
  priced: PricedLine;
  /** The item as formatted now, in English: the snapshot kept with the order. */
  item: ItemJson;
  /** The flash sale entry the units come from, when the line has the flash price. */
  flashSaleItemId: number | null;
}

export interface ZoneModuleRates {
  per_km_shipping_charge: string;
  minimum_shipping_charge: string;
  maximum_shipping_charge: string;
  maximum_cod_order_amount: string | null;
}

export interface PricingInput {
  decimals: number;
  settings: Settings;
  store: StoreEntry;
  lines: OrderLine[];
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  pivot: ZoneModuleRates | null;
  vehicles: DeliveryVehicle[];
  increasedFeePercent: number | null;
  /** The running store discount's order terms, when one runs. */
  storeDiscount: StoreDiscountTerms | null;
  coupon: OrderCoupon | null;
  /** Running flash sale shares by flash sale item id: [admin %, vendor %]. */
  flashShares: Map<number, [number, number]>;
  firstOrderDiscount: { type: 'percentage' | 'amount'; value: number } | null;
  /** dm_tips as sent, in minor units (the only amount a customer chooses). */
  tips: Minor;
  /** The customer asked for extra packaging (extra_packaging_amount > 0). */
  extraPackagingRequested: boolean;
}

export interface OrderPricing {
  totals: Quote;
  vehicleId: number | null;
  flashAdminDiscount: Minor;
  flashStoreDiscount: Minor;
  /** Who gives the product discount: 'admin' under a running store discount, else 'vendor'. */
  discountOnProductBy: 'admin' | 'vendor';
  /** 'admin' | 'vendor' | null, as orders.free_delivery_by records it. */
  freeDeliveryBy: 'admin' | 'vendor' | null;
  /** Per-unit tax of each line (informational, order_details.tax_amount). */
  unitTax: Minor[];
}

/** The zone–module pivot's delivery rates in minor units. */
export function pivotRates(pivot: ZoneModuleRates, decimals: number): DeliveryRates {
  return {
    perKm: toMinor(pivot.per_km_shipping_charge, decimals),
    minimum: toMinor(pivot.minimum_shipping_charge, decimals),
    maximum: toMinor(pivot.maximum_shipping_charge, decimals),
  };
}

export function priceOrder(input: PricingInput): OrderPricing {
  const { decimals, store } = input;
  const minor = (value: unknown) => toMinor(value === null || value === undefined ? 0 : String(value), decimals);
  const row = store.row;
  const charges = chargeRules(input.settings, decimals);
  const coupon = input.coupon ? { ...input.coupon.coupon, createdBy: input.coupon.createdBy } : null;

  const totals = quoteOrder(
    {
      lines: input.lines.map((l) => l.priced),
      charges,
      store: {
        moduleType: store.module.module_type,
        taxPercent: Number(row.tax),
        selfDelivery: row.self_delivery_system,
        freeDelivery: row.free_delivery,
        rates: {
          perKm: minor(row.per_km_shipping_charge),
          minimum: minor(row.minimum_shipping_charge),
          maximum: minor(row.maximum_shipping_charge),
        },
        extraPackaging: row.extra_packaging_status ? minor(row.extra_packaging_amount) : null,
      },
      storeDiscount: input.storeDiscount,
      coupon,
      firstOrderDiscount: input.firstOrderDiscount,
      distanceKm: input.distanceKm,
      zoneModuleRates: input.pivot ? pivotRates(input.pivot, decimals) : null,
      vehicles: input.vehicles,
      increasedFeePercent: input.increasedFeePercent,
    },
    { orderType: input.orderType, tips: input.tips, extraPackaging: input.extraPackagingRequested },
  );

  // The flash discount is shared between admin and store by the sale's percentages.
  let flashAdminDiscount = 0;
  for (const line of input.lines) {
    if (line.priced.discount?.source !== 'flash_sale' || line.flashSaleItemId === null) continue;
    const [admin, vendor] = input.flashShares.get(line.flashSaleItemId) ?? [0, 100];
    const amount = lineDiscountAmount(line.priced);
    flashAdminDiscount += admin + vendor > 0 ? percentOf(amount, (100 * admin) / (admin + vendor)) : 0;
  }

  const taxRate = Number(row.tax);
  const unitTax = input.lines.map((l) =>
    percentOf(
      l.priced.unitPrice - l.priced.unitDiscount,
      (100 * taxRate) / (100 + (charges.taxIncluded ? taxRate : 0)),
    ),
  );

  const reason = totals.freeDeliveryBy;
  const couponBy = coupon?.couponType === 'free_delivery' ? coupon.createdBy : null;
  return {
    totals,
    vehicleId: totals.vehicleId,
    flashAdminDiscount,
    flashStoreDiscount: totals.flashDiscount - flashAdminDiscount,
    discountOnProductBy: input.storeDiscount ? 'admin' : 'vendor',
    freeDeliveryBy:
      reason === 'admin' || reason === 'vendor' ? reason : reason === 'coupon' ? (couponBy ?? 'admin') : null,
    unitTax,
  };
}

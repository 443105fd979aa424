/**
 * The money of an order, decided by the server (reference §5.2): the
 * domain's orderTotals over the lines as priced now, with the store's rates,
 * the zone–module rates, vehicles, free-delivery rules, coupon, tax, tips
 * and charges from the settings. Nothing the client sent about money is read.
 * Pure: the service gathers the inputs.
 */
import {
  deliveryFeeInput,
  lineDiscountAmount,
  orderTotals,
  percentOf,
  toMinor,
  type DeliveryVehicle,
  type Minor,
  type OrderTotals,
  type StoreDiscountTerms,
} from '@souq/domain';
import type { ItemJson, StoreEntry } from '../catalog/index.ts';
import type { PricedLine } from '../cart/index.ts';
import type { OrderCoupon } from '../coupons/index.ts';
import { flag, type Settings } from '../settings/index.ts';

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
  /** dm_tips as sent (the only amount a customer chooses). */
  tips: number | null;
  /** The customer asked for extra packaging (extra_packaging_amount > 0). */
  extraPackagingRequested: boolean;
}

export interface OrderPricing {
  totals: OrderTotals;
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

export function priceOrder(input: PricingInput): OrderPricing {
  const { decimals, settings: s, store } = input;
  const minor = (value: unknown) => toMinor(value === null || value === undefined ? 0 : String(value), decimals);
  const row = store.row;
  const couponBy = input.coupon?.coupon.couponType === 'free_delivery' ? input.coupon.createdBy : null;

  const fee = deliveryFeeInput({
    orderType: input.orderType,
    distanceKm: input.distanceKm,
    zoneModuleRates: input.pivot
      ? {
          perKm: minor(input.pivot.per_km_shipping_charge),
          minimum: minor(input.pivot.minimum_shipping_charge),
          maximum: minor(input.pivot.maximum_shipping_charge),
        }
      : null,
    globalRates: { perKm: minor(s.per_km_shipping_charge), minimum: minor(s.minimum_shipping_charge) },
    store: {
      selfDelivery: row.self_delivery_system,
      freeDelivery: row.free_delivery,
      rates: {
        perKm: minor(row.per_km_shipping_charge),
        minimum: minor(row.minimum_shipping_charge),
        maximum: minor(row.maximum_shipping_charge),
      },
    },
    freeDeliveryCouponBy: couponBy,
    vehicles: input.vehicles,
    increasedFeePercent: input.increasedFeePercent,
  });

  const adminFree = (s.admin_free_delivery ?? {}) as { status?: unknown; type?: string; free_delivery_over?: unknown };
  const adminOn = flag(adminFree.status);
  const packaging = (s.extra_packaging_data ?? {}) as Record<string, unknown>;
  const moduleType = store.module.module_type;
  const extraPackaging =
    input.extraPackagingRequested && String(packaging[moduleType]) === '1' && row.extra_packaging_status
      ? minor(row.extra_packaging_amount)
      : 0;
  const tips =
    flag(s.dm_tips_status) && input.orderType === 'delivery' && input.tips ? toMinor(input.tips, decimals) : 0;

  const totals = orderTotals({
    lines: input.lines.map((l) => l.priced),
    storeDiscount: input.storeDiscount,
    coupon: input.coupon?.coupon ?? null,
    firstOrderDiscount: input.firstOrderDiscount,
    taxPercent: Number(row.tax),
    taxIncluded: flag(s.tax_included),
    delivery: fee,
    freeDelivery: {
      adminAllStores: adminOn && adminFree.type === 'free_delivery_to_all_store',
      adminOver:
        adminOn && adminFree.type === 'free_delivery_by_order_amount'
          ? minor(adminFree.free_delivery_over ?? s.free_delivery_over)
          : 0,
      storeFreeDelivery: row.free_delivery,
    },
    tips,
    additionalCharge: flag(s.additional_charge_status) ? minor(s.additional_charge) : 0,
    extraPackaging,
  });

  // The flash discount is shared between admin and store by the sale's percentages.
  let flashAdminDiscount = 0;
  for (const line of input.lines) {
    if (line.priced.discount?.source !== 'flash_sale' || line.flashSaleItemId === null) continue;
    const [admin, vendor] = input.flashShares.get(line.flashSaleItemId) ?? [0, 100];
    const amount = lineDiscountAmount(line.priced);
    flashAdminDiscount += admin + vendor > 0 ? percentOf(amount, (100 * admin) / (admin + vendor)) : 0;
  }

  const taxRate = Number(row.tax);
  const taxIncluded = flag(s.tax_included);
  const unitTax = input.lines.map((l) =>
    percentOf(l.priced.unitPrice - l.priced.unitDiscount, (100 * taxRate) / (100 + (taxIncluded ? taxRate : 0))),
  );

  const reason = totals.freeDeliveryBy;
  return {
    totals,
    vehicleId: input.orderType === 'delivery' ? fee.vehicleId : null,
    flashAdminDiscount,
    flashStoreDiscount: totals.flashDiscount - flashAdminDiscount,
    discountOnProductBy: input.storeDiscount ? 'admin' : 'vendor',
    freeDeliveryBy:
      reason === 'admin' || reason === 'vendor' ? reason : reason === 'coupon' ? (couponBy ?? 'admin') : null,
    unitTax,
  };
}

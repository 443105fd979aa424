/**
 * The charge of a parcel order (reference §5.2 "Parcel"; decision 24). The
 * API charges exactly this; the parcel form previews exactly this.
 *
 * - Rates: the parcel category's own per-km and minimum when its minimum is
 *   set (a category has no maximum); otherwise the zone–module rates of the
 *   sender's zone and the parcel module (per-km, minimum, maximum); without
 *   such a pivot, the global parcel_per_km / parcel_minimum settings (no maximum).
 * - charge = max(distance × per-km, minimum), capped by a maximum at or above
 *   the minimum, plus the extra charge of the vehicle covering the distance,
 *   plus the sender zone's increased-fee percent (deliveryFee, shared with
 *   item deliveries).
 * - order_amount = charge + tips (when tips are on) + the additional charge
 *   (when on). A parcel has no items, so no tax, discount or coupon: its
 *   total_tax_amount is 0 whatever the store tax settings say.
 * - Who pays: the sender by any allowed method; the receiver only in cash on
 *   delivery (the courier collects it at the door).
 */
import { toMinor, type Minor } from '../money.ts';
import { deliveryFee, type DeliveryRates } from '../pricing/delivery-fee.ts';
import { vehicleFor, type DeliveryVehicle } from '../pricing/delivery-rates.ts';
import type { PaymentMethod } from './payment.ts';
import { chargeRules, type ChargeRules, type ChargeSettings } from './quote.ts';

export type ChargePayer = 'sender' | 'receiver';
export const CHARGE_PAYERS: readonly ChargePayer[] = ['sender', 'receiver'];

/** A parcel category's own rates as stored: the minimum unset (null) means "use the zone's". */
export interface ParcelCategoryRates {
  perKm: Minor | null;
  minimum: Minor | null;
}

/** The settings a parcel charge reads, by their settings/config names. */
export interface ParcelChargeSettings extends ChargeSettings {
  parcel_per_km_shipping_charge?: unknown;
  parcel_minimum_shipping_charge?: unknown;
}

export interface ParcelChargeRules extends Pick<ChargeRules, 'tipsEnabled' | 'additionalCharge'> {
  /** Global parcel rates, when neither the category nor the zone–module sets any. */
  globalRates: { perKm: Minor; minimum: Minor };
}

const amount = (value: unknown, decimals: number): Minor => {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? toMinor(n, decimals) : 0;
};

export function parcelChargeRules(s: ParcelChargeSettings, decimals: number): ParcelChargeRules {
  const { tipsEnabled, additionalCharge } = chargeRules(s, decimals);
  return {
    tipsEnabled,
    additionalCharge,
    globalRates: {
      perKm: amount(s.parcel_per_km_shipping_charge, decimals),
      minimum: amount(s.parcel_minimum_shipping_charge, decimals),
    },
  };
}

export interface ParcelChargeInput {
  rules: ParcelChargeRules;
  /** Sender to receiver, measured as deliveries are (distanceKm). */
  distanceKm: number;
  category: ParcelCategoryRates;
  /** module_zone rates of the sender's zone and the parcel module, when set up. */
  zoneModuleRates: DeliveryRates | null;
  /** Active delivery vehicles, any order. */
  vehicles: DeliveryVehicle[];
  /** The sender zone's increased fee percent when it is switched on. */
  increasedFeePercent: number | null;
  /** The tip as chosen (ignored when tips are off). */
  tips: Minor;
}

export type ParcelRateSource = 'category' | 'zone' | 'global';

export interface ParcelCharge {
  distanceKm: number;
  source: ParcelRateSource;
  rates: DeliveryRates;
  vehicleId: number | null;
  /** The delivery charge (the whole price of carrying the parcel). */
  deliveryCharge: Minor;
  tips: Minor;
  additionalCharge: Minor;
  /** Always 0: a parcel carries no taxable items (reference §5.2 "Parcel"). */
  tax: Minor;
  /** What the payer pays: delivery charge + tips + additional charge. */
  orderAmount: Minor;
}

/** Which rates carry a parcel: the category's, else the zone–module's, else the global settings. */
export function parcelRates(
  category: ParcelCategoryRates,
  zoneModuleRates: DeliveryRates | null,
  globalRates: { perKm: Minor; minimum: Minor },
): { source: ParcelRateSource; rates: DeliveryRates } {
  if (category.minimum !== null)
    return { source: 'category', rates: { perKm: category.perKm ?? 0, minimum: category.minimum, maximum: 0 } };
  if (zoneModuleRates) return { source: 'zone', rates: zoneModuleRates };
  return { source: 'global', rates: { ...globalRates, maximum: 0 } };
}

export function parcelCharge(input: ParcelChargeInput): ParcelCharge {
  const { rules } = input;
  const distance = Number.isFinite(input.distanceKm) ? Math.max(0, input.distanceKm) : 0;
  const { source, rates } = parcelRates(input.category, input.zoneModuleRates, rules.globalRates);
  const vehicle = vehicleFor(input.vehicles, distance);
  const deliveryCharge = deliveryFee({
    orderType: 'delivery',
    distanceKm: distance,
    rates,
    vehicleExtra: vehicle?.extraCharge ?? 0,
    increasedFeePercent: input.increasedFeePercent,
  });
  const tips = rules.tipsEnabled ? Math.max(0, Math.round(input.tips)) : 0;
  const additionalCharge = rules.additionalCharge ?? 0;
  return {
    distanceKm: distance,
    source,
    rates,
    vehicleId: vehicle?.id ?? null,
    deliveryCharge,
    tips,
    additionalCharge,
    tax: 0,
    orderAmount: deliveryCharge + tips + additionalCharge,
  };
}

export type ParcelPaymentRefusal = 'receiver_pays_cash';

/**
 * The receiver pays only in cash on delivery (no partial wallet share
 * either): nobody else's wallet or card is charged for the receiver.
 */
export function parcelPaymentRefusal(
  payer: ChargePayer,
  choice: { method: PaymentMethod; partial: boolean },
): ParcelPaymentRefusal | null {
  if (payer === 'receiver' && (choice.method !== 'cash_on_delivery' || choice.partial)) return 'receiver_pays_cash';
  return null;
}

/** The payment methods a payer may choose (the form offers these; the API refuses the rest). */
export function parcelPaymentMethods(payer: ChargePayer, methods: readonly PaymentMethod[]): PaymentMethod[] {
  return payer === 'receiver' ? methods.filter((m) => m === 'cash_on_delivery') : [...methods];
}

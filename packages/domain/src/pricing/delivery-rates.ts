/**
 * Which delivery rates an order pays and what else goes on the fee
 * (reference §5.2 "Delivery charge"), before deliveryFee does the arithmetic:
 * - the zone–module rates (else the global per-km and minimum, no maximum);
 * - a self-delivery store's own rates, without vehicle extra or increased fee,
 *   unless delivery is free anyway (store free delivery or a free-delivery coupon);
 * - a store offering free delivery (or its own free-delivery coupon): the
 *   store's rates, so original_delivery_charge shows what was waived.
 * Distance is measured by the server: straight-line kilometres (haversine)
 * unless a routing adapter gives road kilometres.
 */
import { haversineMeters, type LatLng } from '../geo.ts';
import type { Minor } from '../money.ts';
import type { DeliveryFeeInput, DeliveryRates } from './delivery-fee.ts';

export interface DeliveryVehicle {
  id: number;
  startingKm: number;
  maximumKm: number;
  extraCharge: Minor;
}

export interface DeliveryRatesInput {
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  /** module_zone pivot of the store's zone and the module, when set up. */
  zoneModuleRates: DeliveryRates | null;
  /** Global per_km_shipping_charge / minimum_shipping_charge settings. */
  globalRates: { perKm: Minor; minimum: Minor };
  store: { selfDelivery: boolean; freeDelivery: boolean; rates: DeliveryRates };
  /** A free-delivery coupon applies, and who made it. */
  freeDeliveryCouponBy?: 'admin' | 'vendor' | null;
  /** Active vehicles, any order. */
  vehicles: DeliveryVehicle[];
  /** The zone's increased fee percent when it is switched on. */
  increasedFeePercent: number | null;
}

/** The vehicle for a distance: the first (by starting km) whose band holds it, or that starts beyond it. */
export function vehicleFor(vehicles: DeliveryVehicle[], distanceKm: number): DeliveryVehicle | null {
  const sorted = [...vehicles].sort((a, b) => a.startingKm - b.startingKm || a.id - b.id);
  return (
    sorted.find((v) => (v.startingKm <= distanceKm && distanceKm <= v.maximumKm) || v.startingKm >= distanceKm) ?? null
  );
}

export function deliveryFeeInput(input: DeliveryRatesInput): DeliveryFeeInput & { vehicleId: number | null } {
  const { store } = input;
  const base = { orderType: input.orderType, distanceKm: input.distanceKm };
  const storeWaives = store.freeDelivery || input.freeDeliveryCouponBy === 'vendor';
  if (store.selfDelivery && !store.freeDelivery && !input.freeDeliveryCouponBy) {
    return { ...base, rates: store.rates, vehicleExtra: 0, increasedFeePercent: null, vehicleId: null };
  }
  if (storeWaives) return { ...base, rates: store.rates, vehicleExtra: 0, increasedFeePercent: null, vehicleId: null };
  const rates = input.zoneModuleRates ?? { ...input.globalRates, maximum: 0 };
  const vehicle = input.orderType === 'delivery' ? vehicleFor(input.vehicles, input.distanceKm) : null;
  return {
    ...base,
    rates,
    vehicleExtra: vehicle?.extraCharge ?? 0,
    increasedFeePercent: input.increasedFeePercent,
    vehicleId: vehicle?.id ?? null,
  };
}

/** Kilometres between two points along the great circle, to 3 decimals. */
export function distanceKm(from: LatLng, to: LatLng): number {
  return Math.round(haversineMeters(from, to)) / 1000;
}

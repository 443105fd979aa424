/**
 * Delivery charge of an order (reference §5.2, "Delivery charge"):
 * distance × per-km rate, at least the minimum, at most the maximum (when a
 * maximum at or above the minimum is set), plus the vehicle extra charge,
 * plus the zone's increased-fee percentage. Take-away pays nothing.
 */
import { percentOf, type Minor } from '../money.ts';

export interface DeliveryRates {
  perKm: Minor;
  minimum: Minor;
  /** 0, or anything below the minimum, means "no maximum". */
  maximum: Minor;
}

export interface DeliveryFeeInput {
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  rates: DeliveryRates;
  /** Extra charge of the delivery vehicle covering that distance (0 when none). */
  vehicleExtra?: Minor;
  /** Zone surcharge in percent when the zone's increased fee is on (bad weather, traffic). */
  increasedFeePercent?: number | null;
}

export function deliveryFee(input: DeliveryFeeInput): Minor {
  if (input.orderType === 'take_away') return 0;
  const { perKm, minimum, maximum } = input.rates;
  let charge = Math.max(Math.round(Math.max(0, input.distanceKm) * perKm), minimum);
  if (maximum >= minimum && maximum > 0 && charge > maximum) charge = maximum;
  charge += input.vehicleExtra ?? 0;
  if (input.increasedFeePercent) charge += percentOf(charge, input.increasedFeePercent);
  return charge;
}

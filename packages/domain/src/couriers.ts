/**
 * Which courier takes an order when the store confirms it or hands it over
 * (issue 19): among the active couriers, the one carrying the fewest orders
 * now, then the nearest to the store, then the lowest id (so the choice is
 * the same on every instance). A courier whose position is unknown counts
 * as far away, not as unavailable.
 */
import { haversineMeters, type LatLng } from './geo.ts';

export interface CourierCandidate {
  id: number;
  lat: number | null;
  lng: number | null;
  /** Orders the courier carries now (assigned and not yet delivered). */
  activeOrders: number;
  /** The courier works in the store's zone. */
  sameZone: boolean;
}

/** Orders a courier carries at once before others are preferred. */
export const COURIER_CAPACITY = 3;

export function chooseCourier(candidates: readonly CourierCandidate[], store: LatLng): number | null {
  const distance = (c: CourierCandidate) =>
    c.lat === null || c.lng === null ? Number.POSITIVE_INFINITY : haversineMeters({ lat: c.lat, lng: c.lng }, store);
  const ranked = [...candidates].sort(
    (a, b) =>
      Number(a.activeOrders >= COURIER_CAPACITY) - Number(b.activeOrders >= COURIER_CAPACITY) ||
      Number(b.sameZone) - Number(a.sameZone) ||
      a.activeOrders - b.activeOrders ||
      distance(a) - distance(b) ||
      a.id - b.id,
  );
  return ranked[0]?.id ?? null;
}

/** Rule: a delivery order gets a courier when it is confirmed or handed over, unless it has one. */
export function needsCourier(order: { orderType: string; courierId: number | null }, to: string): boolean {
  return (
    (order.orderType === 'delivery' || order.orderType === 'parcel') &&
    order.courierId === null &&
    (to === 'confirmed' || to === 'handover')
  );
}

/**
 * Where a courier is after `fraction` (0–1) of the trip from the store to
 * the customer, along a plausible street path: first along one axis, then
 * the other (city blocks), not through buildings in a straight line.
 */
export function pointAlongTrip(from: LatLng, to: LatLng, fraction: number): LatLng {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  const corner = { lat: from.lat, lng: to.lng };
  const first = haversineMeters(from, corner);
  const total = first + haversineMeters(corner, to);
  if (total === 0) return { ...to };
  const travelled = f * total;
  const lerp = (a: LatLng, b: LatLng, t: number) => ({
    lat: a.lat + (b.lat - a.lat) * t,
    lng: a.lng + (b.lng - a.lng) * t,
  });
  return travelled <= first
    ? lerp(from, corner, first ? travelled / first : 1)
    : lerp(corner, to, (travelled - first) / (total - first));
}

/**
 * What the parcel charge depends on once both points are chosen (issue 18):
 * the sender's zone that serves parcels (its zone–module rates, increased
 * fee, COD maximum and payment switches), whether a zone serving parcels
 * holds the receiver (and which), the distance as the API measures it (the
 * domain's distanceKm) and the extra charge of the vehicle for it. The page
 * feeds these to the domain's parcelCharge — what the API charges by.
 */
import { distanceKm, isValidLatLng, settingOn as on, toMinor, type LatLng, type Minor } from '@souq/domain';
import { ApiError, type Api } from '../../lib/api.server.ts';
import type { WireZone } from '@souq/api/answers';

export interface ParcelZone {
  id: number;
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  offlinePayment: boolean;
  increasedFeePercent: number | null;
  /** The zone–module rates of the parcel module in this zone. */
  rates: { perKm: Minor; minimum: Minor; maximum: Minor } | null;
  codMaximum: Minor | null;
}

export interface ParcelQuote {
  distanceKm: number;
  /** The zone the order belongs to; null: no zone serving parcels holds the pickup point. */
  sender: ParcelZone | null;
  /** The sender's zones serving parcels: the zoneId header the order is placed with. */
  senderZoneIds: number[];
  receiverZoneId: number | null;
  vehicleExtra: Minor;
}

export function readPoint(params: URLSearchParams, prefix: string): LatLng | null {
  const lat = Number(params.get(`${prefix}_lat`));
  const lng = Number(params.get(`${prefix}_lng`));
  return params.get(`${prefix}_lat`) && params.get(`${prefix}_lng`) && isValidLatLng(lat, lng) ? { lat, lng } : null;
}

/** Zones holding the point that carry the parcel module, smallest first as the API sorts them. */
async function parcelZones(api: Api, point: LatLng, moduleId: number): Promise<WireZone[]> {
  try {
    const answer = await api.get('/config/get-zone-id', {
      lat: point.lat,
      lng: point.lng,
    });
    return answer.zone_data.filter((z) => z.modules.some((m) => m.id === moduleId));
  } catch (error) {
    // Outside every zone (404) or in inactive ones (403): no zone serves the point.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return [];
    throw error;
  }
}

export async function quoteParcel(
  api: Api,
  from: LatLng,
  to: LatLng,
  moduleId: number,
  decimals: number,
): Promise<ParcelQuote> {
  const km = distanceKm(from, to);
  const [senderZones, receiverZones, extra] = await Promise.all([
    parcelZones(api, from, moduleId),
    parcelZones(api, to, moduleId),
    api.get('/vehicle/extra_charge', { distance: km }).catch(() => 0),
  ]);
  const zone = senderZones[0] ?? null;
  const pivot = zone?.modules.find((m) => m.id === moduleId)?.pivot ?? null;
  const money = (value: number | null | undefined) => toMinor(Number(value) || 0, decimals);
  return {
    distanceKm: km,
    sender: zone && {
      id: zone.id,
      cashOnDelivery: zone.cash_on_delivery,
      digitalPayment: zone.digital_payment,
      offlinePayment: zone.offline_payment,
      increasedFeePercent: on(zone.increased_delivery_fee_status) ? Number(zone.increased_delivery_fee) : null,
      rates: pivot
        ? {
            perKm: money(pivot.per_km_shipping_charge),
            minimum: money(pivot.minimum_shipping_charge),
            maximum: money(pivot.maximum_shipping_charge),
          }
        : null,
      codMaximum: pivot?.maximum_cod_order_amount ? money(pivot.maximum_cod_order_amount) : null,
    },
    senderZoneIds: senderZones.map((z) => z.id),
    receiverZoneId: receiverZones[0]?.id ?? null,
    vehicleExtra: money(Number(extra)),
  };
}

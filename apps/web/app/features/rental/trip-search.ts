/**
 * The rental home's trip search (issue 17; spec §2 "rental uses pickup
 * wording"): pickup point, destination, pickup date and time, hourly or
 * distance-wise. It travels in the query from the home to the vehicle search
 * (which asks the API for vehicles free then) and on to a vehicle's booking
 * form (which starts from it). Every value is read as hostile: a bad one is
 * dropped, never passed on.
 */
import { haversineMeters } from '@souq/domain';

export interface TripPoint {
  address: string;
  lat: number;
  lng: number;
}

export interface TripSearch {
  pickup: TripPoint | null;
  destination: TripPoint | null;
  /** 'YYYY-MM-DDTHH:MM' on the business clock, as a datetime-local field gives it. */
  at: string | null;
  type: 'hourly' | 'distance_wise' | null;
  hours: number | null;
}

export const EMPTY_TRIP_SEARCH: TripSearch = { pickup: null, destination: null, at: null, type: null, hours: null };

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const MAX_ADDRESS = 200;

function pointOf(query: URLSearchParams, prefix: 'pickup' | 'destination'): TripPoint | null {
  const lat = query.get(`${prefix}_lat`);
  const lng = query.get(`${prefix}_lng`);
  if (!lat || !lng) return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null;
  return { ...point, address: (query.get(`${prefix}_address`) ?? '').slice(0, MAX_ADDRESS) };
}

export function parseTripSearch(query: URLSearchParams): TripSearch {
  const type = query.get('type');
  const at = query.get('pickup_time') ?? '';
  const hours = Number(query.get('hours'));
  return {
    pickup: pointOf(query, 'pickup'),
    destination: pointOf(query, 'destination'),
    at: AT.test(at) ? at : null,
    type: type === 'hourly' || type === 'distance_wise' ? type : null,
    hours: Number.isInteger(hours) && hours >= 1 && hours <= 720 ? hours : null,
  };
}

/** The search as query pairs (only what is set), to carry it on to the next page. */
export function tripSearchPairs(search: TripSearch): [string, string][] {
  const pairs: [string, string][] = [];
  for (const prefix of ['pickup', 'destination'] as const) {
    const point = search[prefix];
    if (!point) continue;
    pairs.push([`${prefix}_lat`, String(point.lat)], [`${prefix}_lng`, String(point.lng)]);
    if (point.address) pairs.push([`${prefix}_address`, point.address]);
  }
  if (search.at) pairs.push(['pickup_time', search.at]);
  if (search.type) pairs.push(['type', search.type]);
  if (search.hours) pairs.push(['hours', String(search.hours)]);
  return pairs;
}

export const hasTripSearch = (search: TripSearch) => Boolean(search.pickup || search.at);

/** The search's filter for the API's vehicle search: only vehicles free at that pickup point and time. */
export function vehicleSearchFilter(search: TripSearch): Record<string, string | number> {
  if (!search.at) return {};
  return {
    pickup_time: search.at,
    ...(search.pickup ? { pickup_lat: search.pickup.lat, pickup_lng: search.pickup.lng } : {}),
    ...(search.type === 'hourly' && search.hours ? { estimated_hours: search.hours } : {}),
  };
}

/** A distance-wise trip's distance to start from: the straight line from pickup to destination, in km (0.1). */
export function straightKm(search: TripSearch): number | null {
  if (!search.pickup || !search.destination) return null;
  const km = haversineMeters(search.pickup, search.destination) / 1000;
  return Math.max(1, Math.round(km * 10) / 10);
}

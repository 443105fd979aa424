/**
 * Plane geometry over [lat, lng] vertices, the same planar test 6amMart's
 * ST_Contains with SRID 0 performs, so zone answers match existing clients.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

/** An outer ring and optional holes; rings need not repeat their first vertex. */
export interface ZonePolygon {
  outer: LatLng[];
  holes?: LatLng[][];
}

const EPSILON = 1e-12;

/**
 * True when the point is inside the polygon or on its border. Points on a
 * border are served: a customer standing on a zone line should not be refused.
 * Points strictly inside a hole are outside; a hole's border belongs to the zone.
 */
export function pointInPolygon(point: LatLng, polygon: ZonePolygon): boolean {
  const inOuter = ringLocation(point, polygon.outer);
  if (inOuter === 'outside') return false;
  if (inOuter === 'border') return true;
  return !(polygon.holes ?? []).some((hole) => ringLocation(point, hole) === 'inside');
}

function ringLocation(point: LatLng, ring: LatLng[]): 'inside' | 'outside' | 'border' {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (onSegment(point, a, b)) return 'border';
    // Ray cast along +lng; the half-open rule counts each vertex once.
    if (a.lat > point.lat !== b.lat > point.lat) {
      const crossingLng = a.lng + ((point.lat - a.lat) * (b.lng - a.lng)) / (b.lat - a.lat);
      if (point.lng < crossingLng) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}

function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (b.lat - a.lat) * (p.lng - a.lng) - (b.lng - a.lng) * (p.lat - a.lat);
  if (Math.abs(cross) > EPSILON) return false;
  return (
    p.lat >= Math.min(a.lat, b.lat) - EPSILON &&
    p.lat <= Math.max(a.lat, b.lat) + EPSILON &&
    p.lng >= Math.min(a.lng, b.lng) - EPSILON &&
    p.lng <= Math.max(a.lng, b.lng) + EPSILON
  );
}

/** Planar area in square degrees (shoelace), holes subtracted. */
export function polygonArea(polygon: ZonePolygon): number {
  const ringArea = (ring: LatLng[]) => {
    let sum = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      sum += ring[j].lng * ring[i].lat - ring[i].lng * ring[j].lat;
    }
    return Math.abs(sum) / 2;
  };
  return ringArea(polygon.outer) - (polygon.holes ?? []).reduce((total, hole) => total + ringArea(hole), 0);
}

export interface ZoneShape {
  id: number;
  status: boolean;
  polygon: ZonePolygon;
}

/**
 * The zones serving a point: active ones containing it, smallest area first,
 * newest (highest id) first among equals — the order clients put in zoneId.
 */
export function zonesContaining<Z extends ZoneShape>(point: LatLng, zones: readonly Z[]): Z[] {
  return zones
    .filter((zone) => zone.status && pointInPolygon(point, zone.polygon))
    .map((zone) => ({ zone, area: polygonArea(zone.polygon) }))
    .sort((a, b) => a.area - b.area || b.zone.id - a.zone.id)
    .map(({ zone }) => zone);
}

const EARTH_RADIUS_METERS = 6_371_000;

/** Great-circle distance in metres, the fallback when no routing service answers. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A store's `distance` in store lists: whole metres from the shopper's location (null without one). */
export function storeDistanceMeters(from: LatLng | null, store: LatLng): number | null {
  return from ? Math.round(haversineMeters(from, store)) : null;
}

export function isValidLatLng(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

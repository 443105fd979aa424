/** Shapes shared by the map components, the map engine and the city-map resource. */
import type { LatLng } from '@souq/domain';

export type { LatLng };

export type RoadKind = 'highway' | 'primary' | 'street';

export interface ZoneOutline {
  id: number;
  name: string;
  outer: LatLng[];
  holes: LatLng[][];
}

/** The demo city as /resources/city-map answers it, named in the page's language. */
export interface CityMap {
  zones: ZoneOutline[];
  roads: { id: number; name: string; kind: RoadKind; path: [number, number][] }[];
  places: { id: number; name: string; lat: number; lng: number }[];
}

export type MarkerKind = 'store' | 'customer' | 'courier' | 'place';

export interface MapMarker {
  id: string;
  kind: MarkerKind;
  at: LatLng;
  /** Said by screen readers and shown on hover. */
  label: string;
}

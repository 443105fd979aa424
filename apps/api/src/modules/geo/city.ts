/**
 * The demo city as data: the gazetteer's places and the main roads (tables
 * `places` and `roads`), with the road network built from them once per load.
 * The offline geocoder names points from it, the offline map draws it, and an
 * offline route adapter can follow its roads (`routeOverRoads`).
 */
import type { Database } from '@souq/db';
import { buildRoadNetwork, type LanguageCode, type LatLng, type RoadNetwork } from '@souq/domain';
import { cached } from '../../lib/cache.ts';

export interface CityPlace {
  id: number;
  name: string;
  name_ar: string;
  address: string;
  address_ar: string;
  latitude: number;
  longitude: number;
}

export type RoadKind = 'highway' | 'primary' | 'street';

export interface CityRoad {
  id: number;
  name: string;
  name_ar: string;
  kind: RoadKind;
  path: LatLng[];
}

export interface CityData {
  places: CityPlace[];
  roads: CityRoad[];
  /** By road id. */
  roadsById: Map<number, CityRoad>;
  network: RoadNetwork;
}

/** The offline map's drawing, named in one language; paths as [lat, lng] pairs to keep it small. */
export interface CityLayer {
  roads: { id: number; name: string; kind: RoadKind; path: [number, number][] }[];
  places: { id: number; name: string; lat: number; lng: number }[];
}

interface RoadRow extends Omit<CityRoad, 'path'> {
  path: unknown;
}

/** A stored path as points, or null when it is not a list of at least two [lat, lng] pairs. */
function parsePath(value: unknown): LatLng[] | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const points: LatLng[] = [];
  for (const pair of value) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [lat, lng] = pair as unknown[];
    if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    points.push({ lat, lng });
  }
  return points;
}

export function createCity(db: Database) {
  const data = cached(60_000, async (): Promise<CityData> => {
    const [places, rows] = await Promise.all([
      db.query<CityPlace>('select * from places order by id'),
      db.query<RoadRow>('select id, name, name_ar, kind, path from roads order by id'),
    ]);
    const roads = rows.flatMap((row) => {
      const path = parsePath(row.path);
      return path ? [{ ...row, path }] : [];
    });
    return { places, roads, roadsById: new Map(roads.map((r) => [r.id, r])), network: buildRoadNetwork(roads) };
  });

  return {
    get: () => data.get(),
    /** The drawing of the city in a language. */
    async layer(locale: LanguageCode): Promise<CityLayer> {
      const { places, roads } = await data.get();
      return {
        roads: roads.map((r) => ({
          id: r.id,
          name: locale === 'ar' ? r.name_ar : r.name,
          kind: r.kind,
          path: r.path.map((p): [number, number] => [p.lat, p.lng]),
        })),
        places: places.map((p) => ({
          id: p.id,
          name: locale === 'ar' ? p.name_ar : p.name,
          lat: p.latitude,
          lng: p.longitude,
        })),
      };
    },
  };
}

export type City = ReturnType<typeof createCity>;

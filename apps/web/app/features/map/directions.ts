/**
 * The way a delivery goes, for the route map (spec §2: the delivery-person
 * route map asks a directions service for driving, then walking, then
 * bicycling). With ROUTE_URL (an OSRM-compatible service) those three
 * profiles are tried in turn; without it, or when each fails, the route
 * follows the demo city's roads (the domain's routeOverRoads over the drawn
 * city), or is a straight line: never an error. Runs in the map's lazy chunk.
 */
import { buildRoadNetwork, routeOverRoads, type LanguageCode, type LatLng, type RoadNetwork } from '@souq/domain';
import { loadCityMap } from './load.ts';

/** Spec §2's order of fallbacks, in OSRM's profile names. */
export const ROUTE_PROFILES = ['driving', 'walking', 'cycling'] as const;

const networks = new Map<LanguageCode, Promise<RoadNetwork | null>>();

function cityNetwork(locale: LanguageCode): Promise<RoadNetwork | null> {
  let network = networks.get(locale);
  if (!network) {
    network = loadCityMap(locale).then(
      (city) =>
        buildRoadNetwork(
          city.roads.map((road) => ({ id: road.id, path: road.path.map(([lat, lng]) => ({ lat, lng })) })),
        ),
      () => {
        // Tried again next time.
        networks.delete(locale);
        return null;
      },
    );
    networks.set(locale, network);
  }
  return network;
}

async function fromService(base: string, from: LatLng, to: LatLng, signal: AbortSignal): Promise<LatLng[] | null> {
  for (const profile of ROUTE_PROFILES) {
    if (signal.aborted) return null;
    try {
      const url = `${base.replace(/\/+$/, '')}/route/v1/${profile}/${from.lng},${from.lat};${to.lng},${to.lat}?overview=full&geometries=geojson`;
      const response = await fetch(url, { signal });
      if (!response.ok) continue;
      const body = (await response.json()) as { routes?: { geometry?: { coordinates?: unknown } }[] };
      const coordinates = body.routes?.[0]?.geometry?.coordinates;
      if (Array.isArray(coordinates) && coordinates.length > 1)
        return coordinates.map((pair) => ({ lat: Number(pair[1]), lng: Number(pair[0]) }));
    } catch {
      // The next profile, then the offline route.
    }
  }
  return null;
}

export async function findRoute(
  from: LatLng,
  to: LatLng,
  { serviceUrl, locale, signal }: { serviceUrl: string; locale: LanguageCode; signal: AbortSignal },
): Promise<LatLng[]> {
  if (serviceUrl) {
    const served = await fromService(serviceUrl, from, to, signal);
    if (served) return served;
  }
  const network = await cityNetwork(locale);
  return network ? [...routeOverRoads(network, from, to).path] : [from, to];
}

/**
 * Place search, place details, reverse geocoding and the city map for the
 * browser, reshaped from the API's Google-compatible answers into the small
 * shapes the location pickers and maps use (places.ts, map/types.ts).
 */
import type { Api } from '../../lib/api.server.ts';
import type { CityMap, ZoneOutline } from '../map/types.ts';
import type { PlacePoint, PlaceSuggestion } from './places.ts';

export async function searchPlaces(api: Api, text: string): Promise<PlaceSuggestion[]> {
  const answer = await api.get('/config/place-api-autocomplete', { search_text: text });
  return answer.suggestions.map(({ placePrediction: p }) => ({
    placeId: p.placeId,
    description: p.text.text,
    mainText: p.structuredFormat.mainText.text,
    secondaryText: p.structuredFormat.secondaryText.text,
  }));
}

export async function placeDetails(api: Api, placeId: string): Promise<PlacePoint> {
  const answer = await api.get('/config/place-api-details', { placeid: placeId });
  return { address: answer.formattedAddress, lat: answer.location.latitude, lng: answer.location.longitude };
}

export async function reverseGeocode(api: Api, point: { lat: number; lng: number }): Promise<string | null> {
  const answer = await api.get('/config/geocode-api', point);
  return answer.results[0]?.formatted_address ?? null;
}

export async function zoneOutlines(api: Api): Promise<ZoneOutline[]> {
  const zones = await api.get('/zone/list');
  return zones.map((z) => ({ id: z.id, name: z.name, outer: z.formated_coordinates, holes: z.holes ?? [] }));
}

/** The zones with the demo city's roads and landmarks: what a map draws without a tile server. */
export async function cityMap(api: Api): Promise<CityMap> {
  const [zones, city] = await Promise.all([zoneOutlines(api), api.get('/offline-map')]);
  return { zones, roads: city.roads, places: city.places };
}

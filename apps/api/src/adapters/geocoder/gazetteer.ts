/**
 * The offline geocoder: the demo city's places and roads. Search matches
 * every word against the name and address in both languages; reverse
 * geocoding names the road a point is on and the nearest place, never bare
 * coordinates.
 */
import { formatNumber, haversineMeters, nearestRoad, type LanguageCode, type LatLng } from '@souq/domain';
import type { City, CityPlace } from '../../modules/geo/index.ts';
import type { Geocoder, PlaceDetails } from './types.ts';

const ID_PREFIX = 'souq-place-';
const MAX_SUGGESTIONS = 8;
/** Within this of a place, a point is "near" it. */
const NEAR_PLACE_METERS = 3000;
/** Beyond this from every place, the city knows nothing of the point (ZERO_RESULTS). */
const CITY_REACH_METERS = 50_000;
/** Within this of a road's centre line, a point is on that road (the widest road is drawn 36 m wide). */
const ON_ROAD_METERS = 60;

export function createGazetteer(city: City): Geocoder {
  const places = { get: async () => (await city.get()).places };
  const localized = (p: CityPlace, locale: LanguageCode) =>
    locale === 'ar' ? { name: p.name_ar, address: p.address_ar } : { name: p.name, address: p.address };

  return {
    async autocomplete(text, locale) {
      const words = normalize(text).split(/\s+/).filter(Boolean);
      if (words.length === 0) return [];
      return (await places.get())
        .filter((p) => {
          const haystack = normalize(`${p.name} ${p.address} ${p.name_ar} ${p.address_ar}`);
          return words.every((w) => haystack.includes(w));
        })
        .slice(0, MAX_SUGGESTIONS)
        .map((p) => {
          const { name, address } = localized(p, locale);
          return {
            placeId: `${ID_PREFIX}${p.id}`,
            mainText: name,
            secondaryText: address.slice(name.length).replace(/^[,،]\s*/, ''),
            description: address,
          };
        });
    },
    async details(placeId, locale): Promise<PlaceDetails | null> {
      if (!placeId.startsWith(ID_PREFIX)) return null;
      const id = Number(placeId.slice(ID_PREFIX.length));
      const place = (await places.get()).find((p) => p.id === id);
      if (!place) return null;
      return { placeId, ...localized(place, locale), lat: place.latitude, lng: place.longitude };
    },
    async reverse(point: LatLng, locale) {
      const { places, network, roadsById } = await city.get();
      let nearest: { place: CityPlace; meters: number } | null = null;
      for (const place of places) {
        const meters = haversineMeters(point, { lat: place.latitude, lng: place.longitude });
        if (!nearest || meters < nearest.meters) nearest = { place, meters };
      }
      if (!nearest || nearest.meters > CITY_REACH_METERS) return null;
      const { address } = localized(nearest.place, locale);
      const km = formatNumber(nearest.meters / 1000, locale, 1);
      const isNear = nearest.meters <= NEAR_PLACE_METERS;
      const onRoad = nearestRoad(network, point);
      const road = onRoad && onRoad.meters <= ON_ROAD_METERS ? roadsById.get(onRoad.roadId) : undefined;
      // The street first when the point is on one: "King Fahd Road, near Kingdom Centre, …".
      if (locale === 'ar') {
        const where = isNear ? `بالقرب من ${address}` : `على بعد ${km} كم من ${address}`;
        return road ? `${road.name_ar}، ${where}` : where;
      }
      const where = isNear ? `near ${address}` : `${km} km from ${address}`;
      return road ? `${road.name}, ${where}` : where.charAt(0).toUpperCase() + where.slice(1);
    },
  };
}

/** Lower case, Arabic letter variants folded, diacritics dropped. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[,،.]/g, ' ');
}

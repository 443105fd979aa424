/**
 * The offline geocoder: the demo city's places table. Search matches every
 * word against the name and address in both languages; reverse geocoding
 * names the nearest place.
 */
import type { Database } from '@souq/db';
import { haversineMeters, type LanguageCode, type LatLng } from '@souq/domain';
import { cached } from '../../lib/cache.ts';
import type { Geocoder, PlaceDetails } from './types.ts';

interface PlaceRow {
  id: number;
  name: string;
  name_ar: string;
  address: string;
  address_ar: string;
  latitude: number;
  longitude: number;
}

const ID_PREFIX = 'souq-place-';
const MAX_SUGGESTIONS = 8;
/** Beyond this, the nearest landmark says little; we answer with coordinates. */
const NEAREST_PLACE_MAX_METERS = 3000;

export function createGazetteer(db: Database): Geocoder {
  const places = cached(60_000, () => db.query<PlaceRow>('select * from places order by id'));
  const localized = (p: PlaceRow, locale: LanguageCode) =>
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
      let best: { place: PlaceRow; meters: number } | null = null;
      for (const place of await places.get()) {
        const meters = haversineMeters(point, { lat: place.latitude, lng: place.longitude });
        if (!best || meters < best.meters) best = { place, meters };
      }
      if (best && best.meters <= NEAREST_PLACE_MAX_METERS) {
        const { address } = localized(best.place, locale);
        return locale === 'ar' ? `بالقرب من ${address}` : `Near ${address}`;
      }
      return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
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

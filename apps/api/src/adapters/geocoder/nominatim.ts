/**
 * A Nominatim-compatible geocoder by URL (GEOCODER_URL), for real cities.
 * Place ids carry their coordinates so details need no second lookup.
 */
import type { LanguageCode } from '@souq/domain';
import type { Geocoder } from './types.ts';

interface NominatimPlace {
  place_id: number;
  lat: string;
  lon: string;
  display_name: string;
  name?: string;
}

const TIMEOUT_MS = 5000;

export function createNominatim(baseUrl: string): Geocoder {
  const get = async <T>(path: string, params: Record<string, string>, locale: LanguageCode): Promise<T> => {
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [k, v] of Object.entries({ ...params, format: 'jsonv2' })) url.searchParams.set(k, v);
    const response = await fetch(url, {
      headers: { 'accept-language': locale, 'user-agent': 'Souq storefront (open source)' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    return (await response.json()) as T;
  };
  const idOf = (p: NominatimPlace) => `osm-${p.place_id}@${p.lat},${p.lon}`;

  return {
    async autocomplete(text, locale) {
      const results = await get<NominatimPlace[]>('search', { q: text, limit: '8', addressdetails: '0' }, locale);
      return results.map((p) => {
        const [main, ...rest] = p.display_name.split(', ');
        return {
          placeId: idOf(p),
          mainText: p.name || main,
          secondaryText: rest.join(', '),
          description: p.display_name,
        };
      });
    },
    async details(placeId, locale) {
      const match = /^osm-\d+@(-?[\d.]+),(-?[\d.]+)$/.exec(placeId);
      if (!match) return null;
      const lat = Number(match[1]);
      const lng = Number(match[2]);
      const address = (await this.reverse({ lat, lng }, locale)) ?? `${lat}, ${lng}`;
      return { placeId, name: address.split(', ')[0], address, lat, lng };
    },
    async reverse(point, locale) {
      const result = await get<NominatimPlace | { error: string }>(
        'reverse',
        { lat: String(point.lat), lon: String(point.lng) },
        locale,
      );
      return 'display_name' in result ? result.display_name : null;
    },
  };
}

/**
 * What a map needs that no page pays for on first load: the map engine
 * (Leaflet and its styles, one chunk) and the drawing of the demo city.
 * Each is fetched once per page life; a failed load is tried again next time.
 */
import type { LanguageCode } from '@souq/domain';
import type { CityMap } from './types.ts';

type Engine = typeof import('./leaflet-map.ts');

let engine: Promise<Engine> | null = null;
const cities = new Map<LanguageCode, Promise<CityMap>>();

export function loadMapEngine(): Promise<Engine> {
  engine ??= import('./leaflet-map.ts').catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

export function loadCityMap(locale: LanguageCode): Promise<CityMap> {
  let city = cities.get(locale);
  if (!city) {
    city = fetch(`/resources/city-map?lang=${locale}`, { headers: { accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) throw new Error(`city map answered ${response.status}`);
        return (await response.json()) as CityMap;
      },
    );
    city.catch(() => cities.delete(locale));
    cities.set(locale, city);
  }
  return city;
}

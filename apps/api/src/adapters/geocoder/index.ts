import type { Env } from '../../env.ts';
import type { City } from '../../modules/geo/index.ts';
import { createGazetteer } from './gazetteer.ts';
import { createNominatim } from './nominatim.ts';
import type { Geocoder } from './types.ts';

export type { Geocoder, PlaceDetails, PlaceSuggestion } from './types.ts';

/** The configured provider, or the offline gazetteer of the demo city. */
export function createGeocoder(city: City, env: Pick<Env, 'GEOCODER_URL'>): Geocoder {
  return env.GEOCODER_URL ? createNominatim(env.GEOCODER_URL) : createGazetteer(city);
}

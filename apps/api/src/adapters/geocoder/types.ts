import type { LanguageCode, LatLng } from '@souq/domain';

export interface PlaceSuggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
  description: string;
}

export interface PlaceDetails extends LatLng {
  placeId: string;
  name: string;
  address: string;
}

/** Place search and reverse geocoding; one offline default, one by URL. */
export interface Geocoder {
  autocomplete(text: string, locale: LanguageCode): Promise<PlaceSuggestion[]>;
  details(placeId: string, locale: LanguageCode): Promise<PlaceDetails | null>;
  reverse(point: LatLng, locale: LanguageCode): Promise<string | null>;
}

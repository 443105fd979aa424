/**
 * The browser's side of place search and geocoding: same-site resource
 * routes (routes/resources/*), which call the API with the visitor's
 * cookies. The browser never calls /api/v1 itself.
 */
export interface PlaceSuggestion {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

export interface PlacePoint {
  address: string;
  lat: number;
  lng: number;
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || body === null) throw new Error(body?.error ?? `${response.status}`);
  return body;
}

export const fetchSuggestions = (text: string, signal?: AbortSignal) =>
  getJson<{ suggestions: PlaceSuggestion[] }>(`/resources/places?q=${encodeURIComponent(text)}`, signal).then(
    (b) => b.suggestions,
  );

export const fetchPlace = (placeId: string, signal?: AbortSignal) =>
  getJson<PlacePoint>(`/resources/place-details?id=${encodeURIComponent(placeId)}`, signal);

/** The name of a point (its street and nearest landmark), or null when the geocoder knows none. */
export const fetchAddress = (lat: number, lng: number, signal?: AbortSignal) =>
  getJson<{ address: string | null }>(`/resources/geocode?lat=${lat}&lng=${lng}`, signal).then((b) => b.address);

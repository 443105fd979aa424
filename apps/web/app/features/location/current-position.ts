/**
 * The browser's position as a place (spec §9: 5 s timeout, low accuracy),
 * with the geocoder's address for it, or the coordinates as text.
 */
import { TIMINGS } from '@souq/domain';
import { coordinatesText, fetchAddress, type PlacePoint } from './places.ts';

export function currentPosition(): Promise<PlacePoint> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('geolocation unavailable'));
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const { latitude: lat, longitude: lng } = coords;
        const address = await fetchAddress(lat, lng).catch(() => null);
        resolve({ address: address ?? coordinatesText(lat, lng), lat, lng });
      },
      reject,
      { timeout: TIMINGS.geolocationTimeoutMs, enableHighAccuracy: false },
    );
  });
}

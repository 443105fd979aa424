/**
 * The browser's position as a place (spec §9: 5 s timeout, low accuracy),
 * named by the geocoder, or by `unnamed` where it knows no name.
 */
import { TIMINGS } from '@souq/domain';
import { fetchAddress, type PlacePoint } from './places.ts';

export function currentPosition(unnamed: string): Promise<PlacePoint> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('geolocation unavailable'));
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const { latitude: lat, longitude: lng } = coords;
        const address = await fetchAddress(lat, lng).catch(() => null);
        resolve({ address: address ?? unnamed, lat, lng });
      },
      reject,
      { timeout: TIMINGS.geolocationTimeoutMs, enableHighAccuracy: false },
    );
  });
}

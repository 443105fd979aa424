/**
 * Choosing a delivery location: the API finds the zones serving the point
 * (or says why none does), and the choice is kept in cookies with the
 * module, when that module still serves one of the new zones.
 */
import type { Api } from '../../lib/api.server.ts';
import type { SavedLocation } from '../../lib/prefs.server.ts';

const MAX_ADDRESS_LENGTH = 300;

/** The posted location, or null when a field is missing or out of range. */
export function parseLocationForm(form: FormData): SavedLocation | null {
  const address = String(form.get('address') ?? '')
    .trim()
    .slice(0, MAX_ADDRESS_LENGTH);
  const lat = Number(form.get('lat'));
  const lng = Number(form.get('lng'));
  const present =
    form.get('lat') !== null &&
    form.get('lng') !== null &&
    String(form.get('lat')).trim() !== '' &&
    String(form.get('lng')).trim() !== '';
  if (
    !address ||
    !present ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  )
    return null;
  return { address, lat, lng };
}

/** Zone ids serving the point, smallest zone first; throws the API's error outside every active zone. */
export async function zonesServing(api: Api, point: { lat: number; lng: number }): Promise<number[]> {
  const answer = await api.get('/config/get-zone-id', { lat: point.lat, lng: point.lng });
  const ids = JSON.parse(answer.zone_id) as unknown;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && id > 0))
    throw new Error(`Unexpected zone_id ${answer.zone_id}`);
  return ids as number[];
}

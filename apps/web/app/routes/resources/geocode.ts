/** GET /resources/geocode?lat=&lng=: the address text of a point. */
import type { Route } from './+types/geocode';
import { createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { reverseGeocode } from '../../features/location/geo.server.ts';
import { jsonAnswer } from '../../lib/resource.server.ts';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const point = { lat: Number(params.get('lat')), lng: Number(params.get('lng')) };
  return jsonAnswer(async () => ({ address: await reverseGeocode(createApi(context, readPrefs(request)), point) }));
}

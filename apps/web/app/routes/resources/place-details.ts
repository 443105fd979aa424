/** GET /resources/place-details?id=: coordinates and address of a suggested place. */
import type { Route } from './+types/place-details';
import { createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { placeDetails } from '../../features/location/geo.server.ts';
import { jsonAnswer } from '../../lib/resource.server.ts';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const id = url.searchParams.get('id') ?? '';
  return jsonAnswer(() => placeDetails(createApi(context, readPrefs(request)), id));
}

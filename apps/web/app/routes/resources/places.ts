/** GET /resources/places?q=: place suggestions for the location search boxes. */
import type { Route } from './+types/places';
import { createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { searchPlaces } from '../../features/location/geo.server.ts';
import { jsonAnswer } from '../../lib/resource.server.ts';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const text = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  return jsonAnswer(async () => ({
    suggestions: text ? await searchPlaces(createApi(context, readPrefs(request)), text) : [],
  }));
}

/**
 * GET /resources/city-map?lang=en|ar: the zones, main roads and landmarks a
 * map draws when no tile server is configured, named in that language. The
 * answer depends on nothing but the language in its address, so no cookie
 * reaches the API and browsers and caches may keep it.
 */
import type { Route } from './+types/city-map';
import { normalizeLanguage } from '@souq/domain';
import { createApi } from '../../lib/api.server.ts';
import { anonymousPrefs } from '../../lib/prefs.server.ts';
import { cityMap } from '../../features/location/geo.server.ts';
import { jsonAnswer } from '../../lib/resource.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const api = createApi(context, anonymousPrefs(normalizeLanguage(url.searchParams.get('lang'))));
  return jsonAnswer(() => cityMap(api), 'public, max-age=600');
}

/** GET /resources/zones: outlines of the active zones, drawn by the map when there are no tiles. */
import type { Route } from './+types/zones';
import { createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { zoneOutlines } from '../../features/location/geo.server.ts';
import { jsonAnswer } from '../../lib/resource.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonAnswer(
    async () => ({ zones: await zoneOutlines(createApi(context, readPrefs(request))) }),
    'private, max-age=60',
  );
}

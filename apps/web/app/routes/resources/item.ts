/**
 * GET /resources/item/:id: one item for the quick-view modal. Item details
 * may be reused for 30 s (spec §9); the answer depends on the visitor's
 * cookies (language, module), so only the browser may keep it.
 */
import { TIMINGS } from '@souq/domain';
import type { Route } from './+types/item';
import { readPrefs } from '../../lib/prefs.server.ts';
import { jsonAnswer } from '../../lib/resource.server.ts';
import { catalogApi, linkPrefs } from '../../features/catalog/catalog.server.ts';
import { loadItem } from '../../features/item/item.server.ts';

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const prefs = linkPrefs(readPrefs(request), url.searchParams);
  return jsonAnswer(
    async () => loadItem(await catalogApi(context, prefs), params.id),
    `private, max-age=${TIMINGS.itemDetailsCacheSeconds}`,
  );
}

/** GET /resources/drawer-stores: the first 10 latest and popular stores of the module, for the phone drawer (spec §2, §9). */
import { LIMITS } from '@souq/domain';
import type { Route } from './+types/drawer-stores';
import { readPrefs } from '../../lib/prefs.server.ts';
import { jsonAnswer } from '../../lib/resource.server.ts';
import { toStoreCard } from '../../features/catalog/cards.server.ts';
import { catalogApi } from '../../features/catalog/catalog.server.ts';
import { storeHref } from '../../features/catalog/links.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  return jsonAnswer(async () => {
    if (!prefs.zoneIds || !prefs.moduleId) return { latest: [], popular: [] };
    const { api, decimals } = await catalogApi(context, prefs);
    const list = async (kind: 'latest' | 'popular') =>
      (await api.get(`/stores/${kind}`, { limit: LIMITS.drawerListSize, offset: 1 })).stores.map((s) => {
        const card = toStoreCard(s, decimals);
        return { id: card.id, name: card.name, logo: card.logo, href: storeHref(card) };
      });
    const [latest, popular] = await Promise.all([list('latest'), list('popular')]);
    return { latest, popular };
  });
}

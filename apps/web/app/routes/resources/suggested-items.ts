/**
 * GET /resources/suggested-items: what the search box suggests to a signed-in
 * customer before they type (customer/suggested-items: what they ordered,
 * then their interests, then the most ordered), as links to the items with
 * their store (the same product is sold by several stores).
 */
import type { Route } from './+types/suggested-items';
import { readPrefs } from '../../lib/prefs.server.ts';
import { jsonAnswer } from '../../lib/resource.server.ts';
import { toItemCard } from '../../features/catalog/cards.server.ts';
import { catalogApi } from '../../features/catalog/catalog.server.ts';
import { productHref } from '../../features/catalog/links.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  return jsonAnswer(async () => {
    if (!prefs.token || !prefs.zoneIds) return { items: [] };
    const { api, decimals } = await catalogApi(context, prefs);
    const items = (await api.get('/customer/suggested-items')).map((wire) => {
      const card = toItemCard(wire, decimals);
      return { id: card.id, name: card.name, storeName: card.storeName, image: card.image, href: productHref(card) };
    });
    return { items };
  });
}

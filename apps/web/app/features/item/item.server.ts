/** One item for the product page and the quick view: GET /items/details/{id or slug}. */
import { toItemDetail } from '../catalog/cards.server.ts';
import { orNotFound, type CatalogApi } from '../catalog/catalog.server.ts';
import type { ItemDetail } from '../catalog/types.ts';

export async function loadItem({ api, decimals }: CatalogApi, idOrSlug: string): Promise<ItemDetail> {
  if (!/^[\w-]{1,200}$/.test(idOrSlug)) throw new Response('Not found', { status: 404 });
  return toItemDetail(await orNotFound(api.get(`/items/details/${encodeURIComponent(idOrSlug)}`)), decimals);
}

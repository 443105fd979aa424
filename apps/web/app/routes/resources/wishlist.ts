/**
 * /resources/wishlist: the signed-in customer's saved items and stores, and vehicles and providers.
 *   GET  → { items, stores } as cards (the wishlist drawer); ?list=rental → { vehicles, providers }.
 *   POST JSON { intent: add | remove, kind: item | store | vehicle | provider, id } → { ok: true, message } or { ok: false, error }.
 * Guests get 401 'You are not logged in' (spec §6), as the API words it.
 */
import type { Route } from './+types/wishlist';
import { readJson, serverT } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { catalogApi } from '../../features/catalog/catalog.server.ts';
import {
  changeWishlist,
  loadRentalWishlistCards,
  loadWishlistCards,
  parseWishlistChange,
} from '../../features/wishlist/wishlist.server.ts';

export type WishlistAnswer = { ok: true; message: string } | { ok: false; error: string };

const NO_STORE = { 'cache-control': 'private, no-store' };

const refusal = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error;
  return Response.json({ ok: false, error: error.message } satisfies WishlistAnswer, {
    status: error.status,
    headers: NO_STORE,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  try {
    const { api, decimals } = await catalogApi(context, prefs);
    const rental = new URL(request.url).searchParams.get('list') === 'rental';
    return Response.json(await (rental ? loadRentalWishlistCards(api, decimals) : loadWishlistCards(api, decimals)), {
      headers: NO_STORE,
    });
  } catch (error) {
    return refusal(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const change = parseWishlistChange(await readJson(request));
  if (!change)
    return Response.json({ ok: false, error: serverT(prefs)('error.title') } satisfies WishlistAnswer, {
      status: 422,
      headers: NO_STORE,
    });
  try {
    return Response.json(
      { ok: true, message: await changeWishlist(createApi(context, prefs), change) } satisfies WishlistAnswer,
      { headers: NO_STORE },
    );
  } catch (error) {
    return refusal(error);
  }
}

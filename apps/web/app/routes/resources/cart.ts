/**
 * /resources/cart: the visitor's server cart (spec §4).
 *   GET  → { cart }: the cart of the visitor's module, re-priced now (the drawer reads it when it opens).
 *   POST JSON { intent: add | update | remove | clear | replace, … } (cart.server.ts parseCartChange)
 *        → { ok: true, cart } or { ok: false, error, code } with the API's status and translated message.
 *        An add of another module's item is made in that module and makes it the visitor's
 *        (souq_module), answering { ok: true, cart, moduleId } so the page can follow.
 * A visitor without a token or guest id gets a guest id first (HttpOnly souq_guest).
 */
import type { Route } from './+types/cart';
import { readJson, serverT } from '../../lib/actions.server.ts';
import { ApiError } from '../../lib/api.server.ts';
import { headersWithCookies, movedModule, prefCookies, readPrefs } from '../../lib/prefs.server.ts';
import { catalogApi } from '../../features/catalog/catalog.server.ts';
import { ensureGuestId } from '../../features/auth/session.server.ts';
import { changeCart, loadCart, parseCartChange } from '../../features/cart/cart.server.ts';
import type { CartView } from '../../features/cart/cart-lines.ts';

export type CartAnswer =
  { ok: true; cart: CartView; moduleId?: number } | { ok: false; error: string; code: string | null };

const NO_STORE = { 'cache-control': 'private, no-store' };

const refusal = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error;
  return Response.json({ ok: false, error: error.message, code: error.errors[0]?.code ?? null } satisfies CartAnswer, {
    status: error.status,
    headers: NO_STORE,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  try {
    const { api, decimals } = await catalogApi(context, prefs);
    return Response.json({ ok: true, cart: await loadCart(api, prefs, decimals) } satisfies CartAnswer, {
      headers: NO_STORE,
    });
  } catch (error) {
    return refusal(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const visitor = readPrefs(request);
  const change = parseCartChange(await readJson(request));
  if (!change)
    return Response.json({ ok: false, error: serverT(visitor)('error.title'), code: 'invalid' } satisfies CartAnswer, {
      status: 422,
      headers: NO_STORE,
    });
  const switchTo = 'moduleId' in change ? movedModule(visitor, change.moduleId) : null;
  const prefs = switchTo ? { ...visitor, moduleId: switchTo } : visitor;
  if (!prefs.moduleId)
    return Response.json(
      { ok: false, error: serverT(prefs)('cart.moduleRequired'), code: 'module' } satisfies CartAnswer,
      { status: 422, headers: NO_STORE },
    );
  const answer = (cart: CartView, cookies: string[]) =>
    Response.json({ ok: true, cart, ...(switchTo ? { moduleId: switchTo } : {}) } satisfies CartAnswer, {
      headers: headersWithCookies(
        [...cookies, ...(switchTo ? prefCookies({ moduleId: switchTo }, context.secureCookies) : [])],
        NO_STORE,
      ),
    });
  try {
    const { api, decimals } = await catalogApi(context, prefs);
    let guest = prefs.token ? null : await ensureGuestId(api, prefs, context.secureCookies);
    try {
      return answer(
        await changeCart(api, change, guest?.guestId ?? null, decimals, prefs.locale),
        guest?.cookies ?? [],
      );
    } catch (error) {
      // A guest id the API no longer knows (e.g. a reset demo database): the visitor gets a new one and the change is tried once more.
      if (!(guest && error instanceof ApiError && error.status === 401 && error.errors[0]?.code === 'guest_id'))
        throw error;
      guest = await ensureGuestId(api, { ...prefs, guestId: null }, context.secureCookies);
      return answer(await changeCart(api, change, guest.guestId, decimals, prefs.locale), guest.cookies);
    }
  } catch (error) {
    return refusal(error);
  }
}

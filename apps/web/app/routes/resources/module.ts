/**
 * POST /resources/module (moduleId): the module the visitor shops in. Only
 * a module serving the stored zones is accepted; then on to /home.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/module';
import { readForm, safeRedirectTo, serverT, type ActionError } from '../../lib/actions.server.ts';
import { createApi } from '../../lib/api.server.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { headersWithCookies, prefCookies, readPrefs } from '../../lib/prefs.server.ts';
import { rentalCartOnModulePick } from '@souq/domain';
import { loadZoneModules } from '../../features/modules/modules.server.ts';
import { loadRentalCart, ownerQuery } from '../../features/rental/rental.server.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  if (!prefs.zoneIds) return data<ActionError>({ ok: false, error: t('location.zoneRequired') }, { status: 409 });

  const form = await readForm(request);
  const moduleId = Number(form.get('moduleId'));
  const modules = await loadZoneModules(createApi(context, prefs));
  if (!modules.some((m) => m.id === moduleId))
    return data<ActionError>({ ok: false, error: t('modules.required') }, { status: 422 });

  // Spec §4: a rental cart whose pickup zone the chosen zones do not serve is cleared, once.
  let message: 'modules.selected' | 'modules.locationSet' | 'modules.rentalCartCleared' = 'modules.selected';
  if (modules.find((m) => m.id === moduleId)?.module_type === 'rental' && (prefs.token || prefs.guestId)) {
    const api = createApi(context, { ...prefs, moduleId });
    const cart = await loadRentalCart(api, prefs).catch(() => null);
    const decision = cart
      ? rentalCartOnModulePick(
          { lines: cart.carts.length, pickupZoneId: cart.user_data?.pickup_zone_id ?? null },
          prefs.zoneIds,
        )
      : 'nothing';
    if (decision === 'keep') message = 'modules.locationSet';
    if (decision === 'clear') {
      await api.delete('/rental/user/cart/remove-cart', ownerQuery(prefs));
      message = 'modules.rentalCartCleared';
    }
  }
  const headers = headersWithCookies([
    ...prefCookies({ moduleId }, context.secureCookies),
    flashCookie(
      { kind: message === 'modules.rentalCartCleared' ? 'warning' : 'success', key: message },
      context.secureCookies,
    ),
  ]);
  return redirect(safeRedirectTo(form.get('redirectTo'), '/home'), { headers });
}

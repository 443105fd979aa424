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
import { loadZoneModules } from '../../features/modules/modules.server.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  if (!prefs.zoneIds) return data<ActionError>({ ok: false, error: t('location.zoneRequired') }, { status: 409 });

  const form = await readForm(request);
  const moduleId = Number(form.get('moduleId'));
  const modules = await loadZoneModules(createApi(context, prefs));
  if (!modules.some((m) => m.id === moduleId))
    return data<ActionError>({ ok: false, error: t('modules.required') }, { status: 422 });

  const headers = headersWithCookies([
    ...prefCookies({ moduleId }, context.secureCookies),
    flashCookie({ kind: 'success', key: 'modules.selected' }, context.secureCookies),
  ]);
  return redirect(safeRedirectTo(form.get('redirectTo'), '/home'), { headers });
}

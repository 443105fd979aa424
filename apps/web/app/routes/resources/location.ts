/**
 * POST /resources/location (address, lat, lng): the visitor's delivery
 * location. Outside every zone, or inside an inactive one, answers the API's
 * message and changes nothing; otherwise stores location and zone ids.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/location';
import { isDocumentSubmission, readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { headersWithCookies, prefCookies, readPrefs } from '../../lib/prefs.server.ts';
import { parseLocationForm, zonesServing } from '../../features/location/location.server.ts';
import { loadZoneModules } from '../../features/modules/modules.server.ts';

/** `moduleIds`: the modules serving the new zones, so the page knows at once whether to ask which one. */
export type LocationActionResult = { ok: true; zoneIds: number[]; moduleIds: number[] } | ActionError;

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const location = parseLocationForm(await readForm(request));
  if (!location)
    return data<LocationActionResult>({ ok: false, error: serverT(prefs)('location.invalid') }, { status: 422 });

  let zoneIds: number[];
  try {
    zoneIds = await zonesServing(createApi(context, prefs), location);
  } catch (error) {
    if (error instanceof ApiError)
      return data<LocationActionResult>({ ok: false, error: error.message }, { status: error.status });
    throw error;
  }

  // The chosen module stays only if it serves one of the new zones.
  const modules = await loadZoneModules(createApi(context, { ...prefs, zoneIds }));
  const module = modules.find((m) => m.id === prefs.moduleId);
  const headers = headersWithCookies([
    ...prefCookies({ location, zoneIds, moduleId: module?.id ?? null }, context.secureCookies),
    flashCookie(
      { kind: 'success', key: module?.module_type === 'rental' ? 'location.pickupSelected' : 'location.selected' },
      context.secureCookies,
    ),
  ]);
  if (isDocumentSubmission(request)) return redirect(module ? '/home' : '/', { headers });
  return data<LocationActionResult>({ ok: true, zoneIds, moduleIds: modules.map((m) => m.id) }, { headers });
}

/**
 * `/campaigns/:id` (the path 6amMart's clients open from a campaign banner,
 * client-contract §5: `/campaigns/{id}?module_id=`; decision 25): the
 * campaign's page is /home's campaign view (its picture, dates and stores),
 * so this address leads there, with the module it names. Campaigns need a
 * chosen zone (spec §5): without one the visitor is sent to pick it first.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/campaign';
import { flashCookie } from '../lib/flash.server.ts';
import { headersWithCookies, readPrefs } from '../lib/prefs.server.ts';

export function loader({ request, params, url, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? params.id : null;
  if (!id) throw new Response('Not found', { status: 404 });
  if (!readPrefs(request).zoneIds)
    return redirect('/', {
      headers: headersWithCookies([
        flashCookie({ kind: 'error', key: 'location.zoneRequired' }, context.secureCookies),
      ]),
    });
  const query = new URLSearchParams({ data_type: 'campaign', id });
  const moduleId = url.searchParams.get('module_id');
  if (moduleId && /^\d{1,9}$/.test(moduleId)) query.set('module_id', moduleId);
  return redirect(`/home?${query}`);
}

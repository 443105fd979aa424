/**
 * POST /resources/guest: gives a visitor without a guest id one from the API
 * (spec §4: fetched and stored if none exists), in the HttpOnly souq_guest
 * cookie. Called once by the page after it loads, so crawlers that run no
 * scripts do not create guests.
 */
import { data } from 'react-router';
import type { Route } from './+types/guest';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { headersWithCookies, readPrefs } from '../../lib/prefs.server.ts';
import { ensureGuestId } from '../../features/auth/session.server.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  if (prefs.token) return data({ ok: true });
  try {
    const { cookies } = await ensureGuestId(createApi(context, prefs), prefs, context.secureCookies);
    return data({ ok: true }, { headers: headersWithCookies(cookies) });
  } catch (error) {
    // Refused (e.g. the per-IP limit): the visitor stays without one; features that need it ask again.
    if (error instanceof ApiError) return data({ ok: false, error: error.message }, { status: error.status });
    throw error;
  }
}

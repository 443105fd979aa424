/**
 * GET /resources/trips/:id/events — the trip's status changes as Server-Sent
 * Events (the API's rental/user/trip/events), relayed with the visitor's
 * token or guest id like the order's stream: the browser never calls
 * /api/v1. Another owner's trip is the API's 404 without a stream.
 */
import type { Route } from './+types/trip-events';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { relayEventStream } from '../../lib/event-stream.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tripId = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0;
  if (!tripId) return new Response(null, { status: 404 });
  const prefs = readPrefs(request);
  const query = new URLSearchParams({ trip_id: String(tripId) });
  if (!prefs.token && prefs.guestId) query.set('guest_id', prefs.guestId);
  return relayEventStream(request, context, `/api/v1/rental/user/trip/events?${query}`, apiHeaders(prefs));
}

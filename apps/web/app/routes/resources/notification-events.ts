/**
 * GET /resources/notifications/events — the signed-in customer's unread
 * count as Server-Sent Events (`event: notification` {unread}), relayed from
 * the API with the visitor's token, which the browser never sees. Without a
 * token, or when the API refuses, the answer is a status without a stream.
 */
import type { Route } from './+types/notification-events';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { relayEventStream } from '../../lib/event-stream.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token) return new Response(null, { status: 401, headers: { 'cache-control': 'no-store' } });
  return relayEventStream(request, context, '/api/v1/customer/notifications/events', apiHeaders(prefs));
}

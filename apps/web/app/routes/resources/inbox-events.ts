/**
 * GET /resources/inbox/events — new messages in the signed-in customer's
 * conversations as Server-Sent Events, relayed from the API's
 * customer/message/events with the visitor's token (the browser never calls
 * /api/v1). Signed out, or the API refusing: that status without a stream.
 */
import type { Route } from './+types/inbox-events';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { relayEventStream } from '../../lib/event-stream.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token) return new Response(null, { status: 401 });
  return relayEventStream(request, context, '/api/v1/customer/message/events', apiHeaders(prefs));
}

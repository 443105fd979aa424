/**
 * GET /resources/operator/events — new messages in any conversation as
 * Server-Sent Events, relayed from the API's operator/conversations/events
 * with the console's token (from its HttpOnly cookie).
 */
import type { Route } from './+types/operator-events';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { relayEventStream } from '../../lib/event-stream.server.ts';
import { readOperatorToken } from '../../features/operator/operator.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = readOperatorToken(request);
  if (!token) return new Response(null, { status: 401 });
  return relayEventStream(request, context, '/api/v1/operator/conversations/events', {
    ...apiHeaders({ ...readPrefs(request), token: null }),
    'x-operator-token': token,
  });
}

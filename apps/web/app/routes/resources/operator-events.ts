/**
 * GET /resources/operator/events — new messages in any conversation as
 * Server-Sent Events, relayed from the API's operator/conversations/events
 * with the console's token (from its HttpOnly cookie).
 */
import type { Route } from './+types/operator-events';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { readOperatorToken } from '../../features/operator/operator.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = readOperatorToken(request);
  if (!token) return new Response(null, { status: 401 });
  if (!context.apiStream) return new Response(null, { status: 503 });
  const upstream = await context.apiStream({
    method: 'GET',
    path: '/api/v1/operator/conversations/events',
    headers: {
      ...apiHeaders({ ...readPrefs(request), token: null }),
      'x-operator-token': token,
      accept: 'text/event-stream',
    },
    clientIp: context.clientIp,
    signal: request.signal,
  });
  if (!upstream.ok || !upstream.body || !(upstream.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await upstream.body?.cancel();
    return new Response(null, {
      status: upstream.ok ? 502 : upstream.status,
      headers: { 'cache-control': 'no-store' },
    });
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
  });
}

/**
 * GET /resources/inbox/events — new messages in the signed-in customer's
 * conversations as Server-Sent Events, relayed from the API's
 * customer/message/events with the visitor's token (the browser never calls
 * /api/v1). Signed out, or the API refusing: that status without a stream.
 */
import type { Route } from './+types/inbox-events';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token) return new Response(null, { status: 401 });
  if (!context.apiStream) return new Response(null, { status: 503 });
  const upstream = await context.apiStream({
    method: 'GET',
    path: '/api/v1/customer/message/events',
    headers: { ...apiHeaders(prefs), accept: 'text/event-stream' },
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
      // Proxies in front of us must pass each event on at once.
      'x-accel-buffering': 'no',
    },
  });
}

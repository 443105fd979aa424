/**
 * GET /resources/notifications/events — the signed-in customer's unread
 * count as Server-Sent Events (`event: notification` {unread}), relayed from
 * the API with the visitor's token, which the browser never sees. Without a
 * token, or when the API refuses, the answer is a status without a stream.
 */
import type { Route } from './+types/notification-events';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token) return new Response(null, { status: 401, headers: { 'cache-control': 'no-store' } });
  if (!context.apiStream) return new Response(null, { status: 503 });
  const upstream = await context.apiStream({
    method: 'GET',
    path: '/api/v1/customer/notifications/events',
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
      'x-accel-buffering': 'no',
    },
  });
}

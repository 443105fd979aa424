/**
 * GET /resources/orders/:id/events — the order's status changes as
 * Server-Sent Events. The browser's EventSource connects here; this route
 * calls the API's stream with the visitor's cookies (token, guest id, or the
 * tracked phone) and passes the events through as they come, so the
 * browser never calls /api/v1 and never sees the token. When the API
 * refuses (not this visitor's order), the answer is that status without a
 * stream, and the page falls back to polling.
 */
import type { Route } from './+types/order-events';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { relayEventStream } from '../../lib/event-stream.server.ts';
import { orderIdParam, orderQuery } from '../../features/orders/access.server.ts';
import { ORDER_EVENTS_PATH } from '../../features/orders/orders.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const orderId = orderIdParam(params.id);
  if (!orderId) return new Response(null, { status: 404 });
  const prefs = readPrefs(request);
  const query = new URLSearchParams({ order_id: String(orderId), ...orderQuery(request, prefs, orderId) });
  const lastEventId = request.headers.get('last-event-id');
  return relayEventStream(request, context, `/api/v1${ORDER_EVENTS_PATH}?${query}`, {
    ...apiHeaders(prefs),
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
}

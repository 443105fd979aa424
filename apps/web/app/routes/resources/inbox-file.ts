/**
 * GET /resources/inbox/files/:conversation/:name — a picture of one of the
 * signed-in customer's conversations. The API's file route needs the token,
 * which only the server has: this passes the picture through (or the API's
 * refusal: another customer's conversation is a 404).
 */
import type { Route } from './+types/inbox-file';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const conversation = /^\d{1,12}$/.test(params.conversation) ? params.conversation : null;
  const name = /^[\w.-]{1,100}$/.test(params.name) ? params.name : null;
  if (!prefs.token) return new Response(null, { status: 401 });
  if (!conversation || !name || !context.apiStream) return new Response(null, { status: 404 });
  const upstream = await context.apiStream({
    method: 'GET',
    path: `/api/v1/customer/message/file/${conversation}/${encodeURIComponent(name)}`,
    headers: { ...apiHeaders(prefs), accept: 'image/*' },
    clientIp: context.clientIp,
    signal: request.signal,
  });
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return new Response(null, { status: upstream.ok ? 502 : upstream.status });
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}

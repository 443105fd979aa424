/** GET /resources/operator/files/:conversation/:name — a conversation's picture for the console (operator token from its cookie). */
import type { Route } from './+types/operator-file';
import { apiHeaders } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { readOperatorToken } from '../../features/operator/operator.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = readOperatorToken(request);
  const conversation = /^\d{1,12}$/.test(params.conversation) ? params.conversation : null;
  const name = /^[\w.-]{1,100}$/.test(params.name) ? params.name : null;
  if (!token) return new Response(null, { status: 401 });
  if (!conversation || !name || !context.apiStream) return new Response(null, { status: 404 });
  const upstream = await context.apiStream({
    method: 'GET',
    path: `/api/v1/operator/conversations/${conversation}/files/${encodeURIComponent(name)}`,
    headers: { ...apiHeaders({ ...readPrefs(request), token: null }), 'x-operator-token': token, accept: 'image/*' },
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

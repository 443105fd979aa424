/** GET /resources/operator/files/:conversation/:name — a conversation's picture for the console (operator token from its cookie). */
import type { Route } from './+types/operator-file';
import { apiHeaders } from '../../lib/api.server.ts';
import { conversationFile, relayImage } from '../../lib/image-relay.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { readOperatorToken } from '../../features/operator/operator.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = readOperatorToken(request);
  const file = conversationFile(params);
  if (!token) return new Response(null, { status: 401 });
  if (!file) return new Response(null, { status: 404 });
  return relayImage(
    request,
    context,
    `/api/v1/operator/conversations/${file.conversation}/files/${encodeURIComponent(file.name)}`,
    { ...apiHeaders({ ...readPrefs(request), token: null }), 'x-operator-token': token },
  );
}

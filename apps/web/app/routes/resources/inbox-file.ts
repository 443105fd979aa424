/**
 * GET /resources/inbox/files/:conversation/:name — a picture of one of the
 * signed-in customer's conversations, passed through from the API
 * (lib/image-relay.server.ts; another customer's conversation is a 404).
 */
import type { Route } from './+types/inbox-file';
import { apiHeaders } from '../../lib/api.server.ts';
import { conversationFile, relayImage } from '../../lib/image-relay.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const file = conversationFile(params);
  if (!prefs.token) return new Response(null, { status: 401 });
  if (!file) return new Response(null, { status: 404 });
  return relayImage(
    request,
    context,
    `/api/v1/customer/message/file/${file.conversation}/${encodeURIComponent(file.name)}`,
    apiHeaders(prefs),
  );
}

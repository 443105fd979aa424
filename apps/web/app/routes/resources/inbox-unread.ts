/**
 * GET /resources/inbox/unread — how many messages the signed-in customer
 * has not read yet ({unread}, customer/message/unread): the chat button's
 * badge asks again when a message arrives or the inbox was read. Signed
 * out: 401, nothing to count.
 */
import { data } from 'react-router';
import type { Route } from './+types/inbox-unread';
import { createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { loadChatUnread } from '../../features/inbox/inbox.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token) return data({ unread: null }, { status: 401 });
  const unread = await loadChatUnread(createApi(context, prefs), true);
  return data({ unread }, { headers: { 'cache-control': 'private, no-store' } });
}

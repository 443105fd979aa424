/**
 * POST /resources/notifications:
 *   intent=read      → customer/notifications/read (opening the list)
 *   intent=settings  → customer/notification-settings {order_updates, promotions} (1 or 0)
 */
import { data } from 'react-router';
import type { Route } from './+types/notifications';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';

type Result = { ok: true; message: string } | ActionError;

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token) return data<Result>({ ok: false, error: serverT(prefs)('account.loginRequired') }, { status: 401 });
  const form = await readForm(request);
  const api = createApi(context, prefs);
  try {
    if (form.get('intent') === 'settings') {
      const flag = (name: string) => form.get(name) === '1';
      const answer = await api.put('/customer/notification-settings', {
        order_updates: flag('order_updates'),
        promotions: flag('promotions'),
      });
      return data<Result>({ ok: true, message: answer.message });
    }
    const answer = await api.post('/customer/notifications/read', {});
    return data<Result>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw endedSession(context.secureCookies);
    return data<Result>({ ok: false, error: error.message }, { status: error.status });
  }
}

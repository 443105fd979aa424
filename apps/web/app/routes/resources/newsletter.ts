/** POST /resources/newsletter (email): subscribes through the API, checking the email first. */
import { data } from 'react-router';
import { isValidEmail } from '@souq/domain';
import type { Route } from './+types/newsletter';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';

export type NewsletterResult = { ok: true; message: string } | ActionError;

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const email = String((await readForm(request)).get('email') ?? '').trim();
  if (!isValidEmail(email))
    return data<NewsletterResult>({ ok: false, error: serverT(prefs)('footer.invalidEmail') }, { status: 422 });
  try {
    const answer = await createApi(context, prefs).post('/newsletter/subscribe', { email });
    return data<NewsletterResult>({ ok: true, message: answer.message });
  } catch (error) {
    if (error instanceof ApiError)
      return data<NewsletterResult>({ ok: false, error: error.message }, { status: error.status });
    throw error;
  }
}

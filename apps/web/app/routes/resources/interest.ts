/**
 * POST /resources/interest (interest: category ids, repeated): saves the
 * signed-in shopper's interests (customer/update-interest, which also adds
 * the current module) and goes to /home with the API's message.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/interest';
import type { ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { headersWithCookies, readPrefs } from '../../lib/prefs.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';
import { readForm } from '../../lib/actions.server.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const ids = (await readForm(request))
    .getAll('interest')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  try {
    const answer = await createApi(context, prefs).post('/customer/update-interest', {
      interest: ids,
    });
    return redirect('/home', {
      headers: headersWithCookies([flashCookie({ kind: 'success', text: answer.message }, context.secureCookies)]),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw endedSession(context.secureCookies);
    return data<ActionError>({ ok: false, error: error.message }, { status: error.status });
  }
}

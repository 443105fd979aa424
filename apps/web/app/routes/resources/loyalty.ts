/**
 * POST /resources/loyalty: convert points into wallet money
 * (customer/loyalty-point/point-transfer). Answers { ok: true, message }
 * (the page then reloads its data: the points, the ledger) or
 * { ok: false, error } with the API's message.
 */
import { data } from 'react-router';
import type { Route } from './+types/loyalty';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';
import { parsePoints } from '../../features/loyalty/convert.ts';

export type LoyaltyActionResult = { ok: true; message: string } | ActionError;

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  if (!prefs.token) return data<LoyaltyActionResult>({ ok: false, error: t('account.loginRequired') }, { status: 401 });
  const point = parsePoints(String((await readForm(request)).get('point') ?? ''));
  if (!(point > 0))
    return data<LoyaltyActionResult>({ ok: false, error: t('loyalty.pointsRequired') }, { status: 422 });
  try {
    const answer = await createApi(context, prefs).post('/customer/loyalty-point/point-transfer', {
      point,
    });
    return data<LoyaltyActionResult>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw endedSession(context.secureCookies);
    return data<LoyaltyActionResult>({ ok: false, error: error.message }, { status: error.status });
  }
}

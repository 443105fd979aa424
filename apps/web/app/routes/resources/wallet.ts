/**
 * POST /resources/wallet: Add Fund (spec §4, §5). Checks the amount and the
 * payment method as the form does, asks the API for a top-up and sends the
 * browser to the payment page it answers; the page brings the shopper back
 * to the wallet with the outcome (?flag=success|fail|cancel). A refusal
 * answers { ok: false, error } with the API's message.
 */
import { data, redirectDocument } from 'react-router';
import type { Route } from './+types/wallet';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';
import { addFundProblem, parseAmount, WALLET_PAGE } from '../../features/wallet/add-fund.ts';

export type WalletActionResult = ActionError;

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  if (!prefs.token) return data<WalletActionResult>({ ok: false, error: t('account.loginRequired') }, { status: 401 });
  const form = await readForm(request);
  const amount = String(form.get('amount') ?? '');
  const method = String(form.get('payment_method') ?? '');
  const problem = addFundProblem(amount, method);
  if (problem) return data<WalletActionResult>({ ok: false, error: t(problem) }, { status: 422 });
  try {
    const answer = await createApi(context, prefs).post('/customer/wallet/add-fund', {
      amount: parseAmount(amount),
      payment_method: method,
      payment_platform: 'web',
      callback: WALLET_PAGE,
    });
    // The payment page is the server's, not a storefront route: a full page load. It is served
    // beside the storefront, so its path is kept (as the checkout does) whatever origin the API names.
    const link = new URL(answer.redirect_link, 'http://storefront.invalid');
    return redirectDocument(`${link.pathname}${link.search}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw endedSession(context.secureCookies);
    return data<WalletActionResult>({ ok: false, error: error.message }, { status: error.status });
  }
}

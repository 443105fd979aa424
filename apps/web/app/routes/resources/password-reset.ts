/**
 * POST /resources/password-reset: forgot password in three steps (spec §4).
 *   intent=request  (method, value)                          → auth/forgot-password
 *   intent=verify   (method, value, code)                    → auth/verify-token
 *   intent=reset    (method, value, code, password, confirm) → auth/reset-password
 * Answers the API's message (and the demo code while the demo setting is
 * on); refusals answer its first error, which the page toasts (spec §8).
 */
import type { WireResetCodeSent } from '@souq/api/answers';
import { data } from 'react-router';
import { isOwnKey } from '@souq/domain';
import type { Route } from './+types/password-reset';
import { readForm, serverT } from '../../lib/actions.server.ts';
import { createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { orFailure, type SessionResult } from '../../features/auth/session.server.ts';

export type PasswordResetResult =
  { ok: true; message: string; demoOtp: string | null } | Extract<SessionResult, { ok: false }>;

const PATHS = {
  request: '/auth/forgot-password',
  verify: '/auth/verify-token',
  reset: '/auth/reset-password',
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (!isOwnKey(PATHS, intent))
    return data<PasswordResetResult>({ ok: false, error: serverT(prefs)('error.title') }, { status: 400 });

  const method = form.get('method') === 'email' ? 'email' : 'phone';
  const body: Record<string, unknown> = {
    verification_method: method,
    [method]: String(form.get('value') ?? '').trim(),
  };
  if (intent !== 'request') body.reset_token = String(form.get('code') ?? '').trim();
  if (intent === 'reset') {
    body.password = String(form.get('password') ?? '');
    body.confirm_password = String(form.get('confirm_password') ?? '');
  }

  const api = createApi(context, prefs);
  const path = PATHS[intent];
  const answer = await orFailure(() => (path === '/auth/reset-password' ? api.put(path, body) : api.post(path, body)));
  if ('failure' in answer) return data<PasswordResetResult>(answer.failure, { status: answer.status });
  // Only forgot-password sends a code (and, in demo mode, the code itself); the other two answer a message.
  const sent: Partial<WireResetCodeSent> = answer;
  return data<PasswordResetResult>({ ok: true, message: answer.message, demoOtp: sent.demo_otp ?? null });
}

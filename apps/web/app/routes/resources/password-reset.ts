/**
 * POST /resources/password-reset: forgot password in three steps (spec §4).
 *   intent=request  (method, value)                          → auth/forgot-password
 *   intent=verify   (method, value, code)                    → auth/verify-token
 *   intent=reset    (method, value, code, password, confirm) → auth/reset-password
 * Answers the API's message (and the demo code while the demo setting is
 * on); refusals answer its first error, which the page toasts (spec §8).
 */
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
  request: ['POST', '/auth/forgot-password'],
  verify: ['POST', '/auth/verify-token'],
  reset: ['PUT', '/auth/reset-password'],
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
  const [verb, path] = PATHS[intent];
  const answer = await orFailure(() =>
    (verb === 'PUT' ? api.put : api.post)<{ message: string; demo_otp?: string }>(path, body),
  );
  if ('failure' in answer) return data<PasswordResetResult>(answer.failure, { status: answer.status });
  return data<PasswordResetResult>({ ok: true, message: answer.message, demoOtp: answer.demo_otp ?? null });
}

/**
 * POST /resources/profile: the signed-in shopper's own account.
 *   intent=update  (multipart: name, email, phone, image, password,
 *                   confirm_password, current_password[, otp, verification_medium])
 *                  → customer/update-profile; when a new phone or email must
 *                    be proven first, answers `verification` (spec §4).
 *   intent=remove  → customer/remove-account; the token goes and the
 *                    shopper lands on / with 'Account has been deleted'.
 * A token the API refuses ends the session (spec §8).
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/profile';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { headersWithCookies, prefCookies, readPrefs } from '../../lib/prefs.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';

export type ProfileResult =
  | { ok: true; message: string; verification: null }
  | {
      ok: true;
      message: string;
      verification: { medium: 'phone' | 'email'; demoOtp: string | null; firebase: boolean };
    }
  | ActionError;

const PROFILE_FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'confirm_password',
  'current_password',
  'otp',
  'verification_medium',
];

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token)
    return data<ProfileResult>({ ok: false, error: serverT(prefs)('account.loginRequired') }, { status: 401 });
  const api = createApi(context, prefs);
  const form = await readForm(request);
  const secure = context.secureCookies;
  try {
    if (form.get('intent') === 'remove') {
      await api.delete('/customer/remove-account');
      return redirect('/', {
        headers: headersWithCookies([
          ...prefCookies({ token: null }, secure),
          flashCookie({ kind: 'success', key: 'profile.deleted' }, secure),
        ]),
      });
    }
    const body = new FormData();
    for (const name of PROFILE_FIELDS) {
      const value = form.get(name);
      if (typeof value === 'string' && value !== '') body.set(name, value);
    }
    const image = form.get('image');
    if (image instanceof File && image.size > 0) body.set('image', image, image.name);
    const answer = await api.post('/customer/update-profile', body);
    if ('verification_on' in answer) {
      return data<ProfileResult>({
        ok: true,
        message: answer.message,
        verification: {
          medium: answer.verification_medium,
          demoOtp: answer.demo_otp ?? null,
          firebase: answer.verification_via === 'firebase',
        },
      });
    }
    return data<ProfileResult>({ ok: true, message: answer.message, verification: null });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw endedSession(secure);
    return data<ProfileResult>({ ok: false, error: error.message }, { status: error.status });
  }
}

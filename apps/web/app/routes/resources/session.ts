/**
 * /resources/session: signing in and out (decision 9).
 *   GET  → { remembered }: the email or phone "Remember me" kept.
 *   POST intent=password | otp-send | otp-login | verify | sign-up | user-info | social | logout
 * Each sign-in intent calls the matching /api/v1/auth route with the guest
 * id, keeps the token (and the profile ticket) in HttpOnly cookies, and
 * answers the page's next step (SessionResult). Logout answers a redirect
 * to /home with 'Logout successful.'.
 */
import { isEmail } from '@souq/domain';
import { data, redirect } from 'react-router';
import type { Route } from './+types/session';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { readForm, serverT } from '../../lib/actions.server.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { headersWithCookies, prefCookies, readPrefs } from '../../lib/prefs.server.ts';
import {
  failure,
  interpretAnswer,
  knownFromContact,
  orFailure,
  readRemembered,
  readTicket,
  rememberCookie,
  type KnownContacts,
  type SessionResult,
} from '../../features/auth/session.server.ts';

export type { SessionResult };

export function loader({ request }: Route.LoaderArgs) {
  return Response.json({ remembered: readRemembered(request) }, { headers: { 'cache-control': 'private, no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const api = createApi(context, prefs);
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const intent = field('intent');
  const secure = context.secureCookies;
  const guest_id = prefs.guestId ?? undefined;

  if (intent === 'logout') {
    // The cookie goes whatever the API says: a token it refuses is already worthless.
    await api.post('/auth/logout').catch((error) => {
      if (!(error instanceof ApiError)) throw error;
    });
    return redirect('/home', {
      headers: headersWithCookies([
        ...prefCookies({ token: null }, secure),
        flashCookie({ kind: 'success', key: 'account.loggedOut' }, secure),
      ]),
    });
  }

  /** Calls an auth route and turns its answer into the next step. */
  const signIn = async (
    path: '/auth/login' | '/auth/verify-phone' | '/auth/sign-up' | '/auth/update-info' | '/auth/social-login',
    body: Record<string, unknown>,
    known: KnownContacts,
    purpose: 'otp-login' | 'verify' = 'verify',
    extraCookies: string[] = [],
  ) => {
    const answer = await orFailure(() => api.post(path, { ...body, guest_id }));
    if ('failure' in answer) return data<SessionResult>(answer.failure, { status: answer.status });
    const { result, cookies } = interpretAnswer(answer, { prefs, known, purpose, secure });
    return data<SessionResult>(result, {
      headers: headersWithCookies([...cookies, ...(result.ok && result.outcome === 'signed-in' ? extraCookies : [])]),
    });
  };
  const verified = field('verified') || undefined;

  switch (intent) {
    case 'password': {
      const contact = field('email_or_phone');
      const remember = form.get('remember') === 'on' ? rememberCookie(contact, secure) : rememberCookie(null, secure);
      return signIn(
        '/auth/login',
        {
          login_type: 'manual',
          email_or_phone: contact,
          password: String(form.get('password') ?? ''),
          field_type: isEmail(contact) ? 'email' : 'phone',
        },
        knownFromContact(contact),
        'verify',
        [remember],
      );
    }
    case 'otp-send':
      return signIn(
        '/auth/login',
        { login_type: 'otp', phone: field('phone') },
        { phone: field('phone') },
        'otp-login',
      );
    case 'otp-login':
      return signIn(
        '/auth/login',
        { login_type: 'otp', phone: field('phone'), otp: field('otp'), verified },
        { phone: field('phone') },
      );
    case 'verify': {
      const medium = field('medium') === 'email' ? 'email' : 'phone';
      return signIn(
        '/auth/verify-phone',
        {
          verification_type: medium,
          [medium]: field('destination'),
          otp: field('otp'),
          login_type: field('login_type') === 'otp' ? 'otp' : 'manual',
          verified,
        },
        { [medium]: field('destination') },
      );
    }
    case 'sign-up':
      return signIn(
        '/auth/sign-up',
        {
          name: field('name'),
          email: field('email'),
          phone: field('phone'),
          password: String(form.get('password') ?? ''),
          confirm_password: String(form.get('confirm_password') ?? ''),
          ref_code: field('ref_code') || undefined,
        },
        { phone: field('phone'), email: field('email') },
      );
    case 'user-info': {
      const ticket = readTicket(request);
      if (!ticket) return data<SessionResult>(failure(serverT(prefs)('auth.ticketExpired')), { status: 401 });
      return signIn(
        '/auth/update-info',
        {
          temp_token: ticket,
          name: field('name'),
          email: field('email') || undefined,
          phone: field('phone') || undefined,
          ref_code: field('ref_code') || undefined,
        },
        { phone: field('phone') || undefined, email: field('email') || undefined },
      );
    }
    case 'social':
      return signIn(
        '/auth/social-login',
        {
          medium: field('medium'),
          token: field('token'),
          email: field('email') || undefined,
          phone: field('phone') || undefined,
          verified,
        },
        { phone: field('phone') || undefined, email: field('email') || undefined },
      );
    default:
      return data<SessionResult>(failure(serverT(prefs)('error.title')), { status: 400 });
  }
}

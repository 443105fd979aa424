/**
 * Signing in from the storefront (decision 9). The session token only ever
 * lives in the HttpOnly `souq_token` cookie; the page learns what happened
 * (signed in, a code was sent, the profile must be completed, "Is It You?")
 * but never sees the token. The profile-completion ticket (`temp_token`) is
 * kept the same way, and "Remember me" keeps only the email or phone.
 */
import type { WireLogin, WireSignIn } from '@souq/api/answers';
import { isEmail } from '@souq/domain';
import { redirect } from 'react-router';
import { ApiError, type Api } from '../../lib/api.server.ts';
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { headersWithCookies, prefCookies, type Prefs } from '../../lib/prefs.server.ts';
import { serverT } from '../../lib/actions.server.ts';

export const TICKET_COOKIE = 'souq_ticket';
export const REMEMBER_COOKIE = 'souq_remember';
/** The API's temp_token lasts 30 minutes; the cookie no longer. */
const TICKET_SECONDS = 30 * 60;
const REMEMBER_SECONDS = 365 * 24 * 3600;

/**
 * What the sign-in routes answer (spec §3): the login answer, or OTP sign-in's "code sent" (whose
 * keys a login answer has too, so it is read as a login answer that lacks the rest).
 */
export type SignInAnswer = WireSignIn;

export type LoginType = 'manual' | 'otp' | 'social';

/** What the page does next; the token itself stays in the cookie. */
export type SessionResult =
  | { ok: true; outcome: 'signed-in' }
  | {
      ok: true;
      outcome: 'code-sent';
      /** otp-login: the code signs in (OTP sign-in); verify: it verifies the contact, then signs in. */
      purpose: 'otp-login' | 'verify';
      medium: 'phone' | 'email';
      destination: string;
      loginType: LoginType;
      demoOtp: string | null;
      message: string | null;
    }
  | { ok: true; outcome: 'user-info'; loginType: LoginType; needs: { email: boolean; phone: boolean } }
  | { ok: true; outcome: 'exist-user'; user: { name: string; image: string | null } }
  | { ok: false; error: string; field?: string };

export function readTicket(request: Request): string | null {
  return parseCookies(request.headers.get('cookie'))[TICKET_COOKIE] || null;
}

export function readRemembered(request: Request): string | null {
  return parseCookies(request.headers.get('cookie'))[REMEMBER_COOKIE] || null;
}

export function ticketCookie(ticket: string | null, secure: boolean): string {
  return serializeCookie(TICKET_COOKIE, ticket ?? '', { maxAgeSeconds: ticket ? TICKET_SECONDS : 0, secure });
}

/** "Remember me": the email or phone only; the password is the browser's password manager's business. */
export function rememberCookie(contact: string | null, secure: boolean): string {
  return serializeCookie(REMEMBER_COOKIE, contact ?? '', { maxAgeSeconds: contact ? REMEMBER_SECONDS : 0, secure });
}

/** The contacts the visitor typed in this flow, to verify the one the API sent a code to. */
export interface KnownContacts {
  phone?: string;
  email?: string;
}

/**
 * Turns a login answer into the page's next step and the cookies to set.
 * The order follows spec §4: a token signs in; otherwise "Is It You?", the
 * profile step, or a code to enter.
 */
export function interpretAnswer(
  signIn: SignInAnswer,
  {
    prefs,
    known,
    purpose,
    secure,
  }: { prefs: Prefs; known: KnownContacts; purpose: 'otp-login' | 'verify'; secure: boolean },
): { result: SessionResult; cookies: string[] } {
  const answer: Partial<WireLogin> = signIn;
  const t = serverT(prefs);
  const loginType = answer.login_type ?? 'manual';
  if (answer.token) {
    return {
      result: { ok: true, outcome: 'signed-in' },
      cookies: [...prefCookies({ token: answer.token }, secure), ticketCookie(null, secure)],
    };
  }
  if (answer.is_exist_user)
    return { result: { ok: true, outcome: 'exist-user', user: answer.is_exist_user }, cookies: [] };
  if (answer.is_personal_info === 0 && answer.temp_token) {
    return {
      result: {
        ok: true,
        outcome: 'user-info',
        loginType,
        needs: { email: !answer.email, phone: loginType !== 'otp' },
      },
      cookies: [ticketCookie(answer.temp_token, secure)],
    };
  }
  if (answer.verification_via === 'firebase') return { result: failure(t('auth.firebaseUnavailable')), cookies: [] };
  const medium = answer.verification_medium;
  if (medium) {
    const destination = known[medium];
    if (!destination)
      return { result: failure(t(medium === 'phone' ? 'auth.verifyWithPhone' : 'auth.verifyWithEmail')), cookies: [] };
    return {
      result: {
        ok: true,
        outcome: 'code-sent',
        purpose,
        medium,
        destination,
        loginType,
        demoOtp: answer.demo_otp ?? null,
        message: answer.message ?? null,
      },
      cookies: [],
    };
  }
  return { result: failure(answer.message ?? t('error.title')), cookies: [] };
}

export function failure(error: string, field?: string): SessionResult {
  return { ok: false, error, ...(field ? { field } : {}) };
}

/** API refusals become a failure with the API's first message and status (spec §8: one at a time). */
export async function orFailure<T>(
  call: () => Promise<T>,
): Promise<T | { failure: Extract<SessionResult, { ok: false }>; status: number }> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError)
      return { failure: { ok: false, error: error.message, field: error.errors[0]?.code }, status: error.status };
    throw error;
  }
}

export function knownFromContact(contact: string): KnownContacts {
  return isEmail(contact) ? { email: contact.trim() } : { phone: contact.trim() };
}

/**
 * The visitor's guest id, asking the API for one when there is none
 * (spec §4). Returns the Set-Cookie for a new id.
 */
export async function ensureGuestId(
  api: Api,
  prefs: Prefs,
  secure: boolean,
): Promise<{ guestId: string; cookies: string[] }> {
  if (prefs.guestId) return { guestId: prefs.guestId, cookies: [] };
  const { guest_id } = await api.post('/auth/guest/request', {});
  return { guestId: guest_id, cookies: prefCookies({ guestId: guest_id }, secure) };
}

/** Spec §8: a refused token is removed and the shopper goes to /home with the notice. */
export function endedSession(secure: boolean): Response {
  return redirect('/home', {
    headers: headersWithCookies([
      ...prefCookies({ token: null }, secure),
      flashCookie({ kind: 'error', key: 'auth.tokenExpired' }, secure),
    ]),
  });
}

/** Pages only a signed-in shopper may open send others to sign in (spec §5). */
export function signInFirst(hasLocation: boolean, secure: boolean): Response {
  return redirect(hasLocation ? '/home?auth=sign-in' : '/?auth=sign-in', {
    headers: headersWithCookies([flashCookie({ kind: 'error', key: 'account.loginRequired' }, secure)]),
  });
}

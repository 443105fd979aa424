/**
 * The operator console's access (issue 19): the operator signs in with the
 * OPERATOR_TOKEN once; the token then lives in an HttpOnly cookie (never
 * readable by the page's scripts) and the console's loaders and actions send
 * it to the API's operator routes, which decide (http/operator.ts). Wrong
 * tokens are limited per visitor address; every write is a same-origin form
 * post like the storefront's (web-handler's Origin check).
 */
import { redirect, type AppLoadContext } from 'react-router';
import { ApiError, apiHeaders, createApi, type Api } from '../../lib/api.server.ts';
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';
import { relayEventStream } from '../../lib/event-stream.server.ts';
import { readPrefs, type Prefs } from '../../lib/prefs.server.ts';

export const OPERATOR_COOKIE = 'souq_operator';
/** A working day: the console signs in again the next day. */
const COOKIE_SECONDS = 12 * 3600;
const TOKEN_MAX = 500;

export function readOperatorToken(request: Request): string | null {
  const token = parseCookies(request.headers.get('cookie'))[OPERATOR_COOKIE];
  return token && token.length <= TOKEN_MAX ? token : null;
}

export const operatorCookie = (token: string, secure: boolean) =>
  serializeCookie(OPERATOR_COOKIE, token, { maxAgeSeconds: COOKIE_SECONDS, secure });
export const clearOperatorCookie = (secure: boolean) =>
  serializeCookie(OPERATOR_COOKIE, '', { maxAgeSeconds: 0, secure });

/** The API as the operator: the token as X-Operator-Token, never the shopper's own bearer token. */
export function operatorApi(context: AppLoadContext, prefs: Prefs, token: string): Api {
  return createApi(context, { ...prefs, token: null }, { 'x-operator-token': token });
}

/**
 * One of the API's operator event streams (operator/…/events) relayed to the
 * console with the token from its cookie; 401 without one (the page polls).
 */
export function relayOperatorEvents(request: Request, context: AppLoadContext, path: string): Promise<Response> {
  const token = readOperatorToken(request);
  if (!token) return Promise.resolve(new Response(null, { status: 401 }));
  return relayEventStream(request, context, path, {
    ...apiHeaders({ ...readPrefs(request), token: null }),
    'x-operator-token': token,
  });
}

/**
 * Whether the API takes the token (one cheap operator read): 'yes', 'no', or
 * 'blocked' when the API itself refuses this address for too many wrong tokens.
 */
export async function tokenWorks(
  context: AppLoadContext,
  prefs: Prefs,
  token: string,
): Promise<'yes' | 'no' | 'blocked'> {
  try {
    await operatorApi(context, prefs, token).get('/operator/orders', { group: 'new', limit: 1, offset: 1 });
    return 'yes';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return 'no';
    if (error instanceof ApiError && error.status === 429) return 'blocked';
    throw error;
  }
}

/** A console page's loader: the operator's API, or back to the sign-in with the cookie gone. */
export function requireOperator(request: Request, context: AppLoadContext, prefs: Prefs): Api {
  const token = readOperatorToken(request);
  if (!token) throw redirect('/operator');
  return operatorApi(context, prefs, token);
}

/** A refused token in a page's loader: the cookie goes, and the sign-in shows. */
export function signedOut(context: AppLoadContext): never {
  throw redirect('/operator', { headers: { 'Set-Cookie': clearOperatorCookie(context.secureCookies) } });
}

/** Runs a console read; a token the API no longer takes signs the operator out. */
export async function asOperator<T>(context: AppLoadContext, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) signedOut(context);
    throw error;
  }
}

/**
 * Wrong tokens per visitor address: 10 in 15 minutes, then the sign-in
 * answers "too many attempts" until the window passes. In process: a second
 * instance counts its own; the API limits wrong operator tokens per address
 * too (http/operator.ts), and its 429 reads the same here.
 */
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;
const failures = new Map<string, { count: number; until: number }>();

export function signInBlocked(ip: string, now = Date.now()): boolean {
  const entry = failures.get(ip);
  if (!entry || entry.until <= now) return false;
  return entry.count >= MAX_FAILURES;
}

export function countFailure(ip: string, now = Date.now()): void {
  const entry = failures.get(ip);
  if (!entry || entry.until <= now) failures.set(ip, { count: 1, until: now + WINDOW_MS });
  else entry.count++;
  // Old entries go, so the map cannot grow without end.
  if (failures.size > 10_000) for (const [key, value] of failures) if (value.until <= now) failures.delete(key);
}

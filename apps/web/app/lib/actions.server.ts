/** Small pieces every action shares. */
import { westernDigits } from '@souq/domain';
import { makeT, type T } from '../i18n/t.ts';
import { messagesFor } from '../i18n/messages.server.ts';
import { readPrefs, type Prefs } from './prefs.server.ts';

/** True for a plain HTML form post (no JavaScript): answer with a redirect, not data. */
export function isDocumentSubmission(request: Request): boolean {
  return request.headers.get('sec-fetch-mode') === 'navigate';
}

/**
 * A path of this site to go back to; anything else falls back (rule: issue 13,
 * item 16). Browsers drop tabs and line breaks from a URL and read a backslash
 * as a slash, so `/<tab>/evil.test` and `/<backslash>evil.test` lead to another site, and a CR
 * or LF in a Location header is refused by the runtime (a 500): a value with
 * a control character or a backslash anywhere is refused whole.
 */
export function safeRedirectTo(value: FormDataEntryValue | string | null, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}

/**
 * An amount the shopper typed (a tip, extra packaging), passed on as written, Arabic digits made
 * western, for the API to judge: numbers from clients are plain decimals (issue 13, item 19), so
 * "0x10" is refused there with its message instead of being read as 16 here by Number().
 * Blank or zero: not sent.
 */
export function typedAmount(form: FormData, name: string): string | undefined {
  const value = westernDigits(String(form.get(name) ?? '').trim())
    .replace('٫', '.')
    .slice(0, 30);
  return value && Number(value) !== 0 ? value : undefined;
}

/** The translate function of the visitor's language, for messages actions send back. */
export function serverT(prefs: Prefs): T {
  return makeT(messagesFor(prefs.locale), prefs.locale);
}

/** What a failed action answers; the page shows `error` as it is. */
export interface ActionError {
  ok: false;
  error: string;
}

/**
 * The posted form. A body that is not one (another content type, broken
 * multipart) is the sender's mistake: a 400 with a message for a person,
 * never a 500; one over the storefront's size limit (server/request-guards.ts)
 * a 413. Actions read forms only through here.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    throw unreadable(request, error);
  }
}

/** The posted JSON, or null when it is not JSON; over the size limit, a 413 like readForm. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch (error) {
    if (isBodyTooLarge(error)) throw unreadable(request, error);
    return null;
  }
}

/** The server's BodyTooLargeError, known by name: it is thrown outside this bundle. */
const isBodyTooLarge = (error: unknown) => error instanceof Error && error.name === 'BodyTooLargeError';

function unreadable(request: Request, cause: unknown): Response {
  const tooLarge = isBodyTooLarge(cause);
  const error = serverT(readPrefs(request))(tooLarge ? 'error.bodyTooLarge' : 'error.unreadableForm');
  return Response.json({ ok: false, error } satisfies ActionError, {
    status: tooLarge ? 413 : 400,
    headers: { 'cache-control': 'no-store' },
  });
}

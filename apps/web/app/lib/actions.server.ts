/** Small pieces every action shares. */
import { makeT, type T } from '../i18n/t.ts';
import { messagesFor } from '../i18n/messages.server.ts';
import { readPrefs, type Prefs } from './prefs.server.ts';

/** True for a plain HTML form post (no JavaScript): answer with a redirect, not data. */
export function isDocumentSubmission(request: Request): boolean {
  return request.headers.get('sec-fetch-mode') === 'navigate';
}

/** A same-site path to go back to; anything else (other sites, `//host`) falls back. */
export function safeRedirectTo(value: FormDataEntryValue | string | null, fallback = '/'): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : fallback;
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
 * never a 500. Actions read forms only through here.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    const error = serverT(readPrefs(request))('error.unreadableForm');
    throw Response.json({ ok: false, error } satisfies ActionError, {
      status: 400,
      headers: { 'cache-control': 'no-store' },
    });
  }
}

/** Small pieces every action shares. */
import { makeT, type T } from '../i18n/t.ts';
import { messagesFor } from '../i18n/messages.server.ts';
import type { Prefs } from './prefs.server.ts';

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

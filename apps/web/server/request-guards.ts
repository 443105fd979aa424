/**
 * What the storefront checks on a request before React Router sees it
 * (decision 21): where a write comes from, and how many bytes its body may
 * have. Pure functions of the request, so each rule is tested on its own.
 */
import { Readable } from 'node:stream';

type Headers = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Writes (every method but GET/HEAD) are accepted only from our own pages:
 * the browser names the page's origin in `Origin`, or says `Sec-Fetch-Site:
 * same-origin`. Everything else is refused — a missing Origin and `Origin:
 * null` too (a page with `referrer: no-referrer`, a sandboxed frame or a
 * redirect chain sends `null`, and SameSite=Lax cookies still travel with a
 * same-site one, e.g. from another port or a sibling subdomain).
 */
export function isCrossSiteWrite(method: string, headers: Headers, publicOrigin: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  const origin = one(headers.origin);
  if (origin && origin !== 'null') {
    if (origin === publicOrigin) return false;
    // Reached under another name than PUBLIC_URL (localhost vs 127.0.0.1): the address the browser used.
    // A store on https takes no write from an http page of its own name (a network attacker's
    // rewritten page); only loopback, where no one sits between, may speak plain http to it.
    const host = one(headers.host);
    if (!host) return true;
    if (origin === `https://${host}`) return false;
    return !(origin === `http://${host}` && (publicOrigin.startsWith('http:') || isLoopback(host)));
  }
  return !(origin === undefined && one(headers['sec-fetch-site']) === 'same-origin');
}

const isLoopback = (host: string) => /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i.test(host);

/**
 * The most a storefront action may send. Forms and JSON changes are small;
 * the largest legitimate body is a prescription or review upload: three
 * images of 2 MB (LIMITS.maxImagesPerUpload × the API's 2 MB) plus fields.
 */
export const BODY_LIMITS = { upload: 8 * 1024 * 1024, other: 256 * 1024 } as const;

export function bodyLimitFor(contentType: string | undefined): number {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? '') ? BODY_LIMITS.upload : BODY_LIMITS.other;
}

/**
 * The error a body over its limit fails with. Readers of bodies in the app
 * (`readForm`, `readJson`) recognise it by name — the app is bundled
 * apart from this file, so not by class — and answer 413.
 */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

/**
 * The request's body, cut off at `limit` bytes: a body that declares more
 * fails before one byte is read, a chunked one as soon as it passes the
 * limit. Nothing past the limit is ever held in memory. `onExceeded` lets
 * the caller close the connection once the answer is sent, instead of
 * reading (and throwing away) the rest.
 */
export function limitedBody(raw: Readable, headers: Headers, limit: number, onExceeded: () => void): Readable {
  const declared = Number(one(headers['content-length']));
  const iterator = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  async function* chunks() {
    if (Number.isFinite(declared) && declared > limit) {
      onExceeded();
      throw new BodyTooLargeError(limit);
    }
    let read = 0;
    // Not `for await`: leaving it would destroy the request, and with it the socket the 413 goes out on.
    for (;;) {
      const { done, value } = await iterator.next();
      if (done) return;
      read += value.length;
      if (read > limit) {
        onExceeded();
        throw new BodyTooLargeError(limit);
      }
      yield value;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

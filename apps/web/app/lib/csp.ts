/**
 * The Content-Security-Policy of storefront pages (issue 13, item 14;
 * decision 21). Scripts run only from our origin or with this response's
 * nonce (the inline scripts React Router and React write carry it), plus the
 * sign-in SDKs of the social providers the store has keys for. Map tiles come
 * from TILE_URL's host; directions from the route service's. Styles allow
 * inline `style` attributes (React's style props); nothing may frame a page
 * but our own. The other security headers come from the API's hook
 * (apps/api/src/http/security-headers.ts).
 */
import type { PublicEnv } from '../env.d.ts';

const GOOGLE = 'https://accounts.google.com';
const APPLE_SCRIPT = 'https://appleid.cdn-apple.com';
const APPLE = 'https://appleid.apple.com';

/** The origin a URL template ({s}, {z}/{x}/{y}) names, with `{s}.` as a wildcard subdomain; null when there is none. */
export function templateOrigin(template: string | undefined): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{s\}\./g, 'wildcard-subdomain.').replace(/\{[^}]*\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin.replace('wildcard-subdomain.', '*.');
  } catch {
    return null;
  }
}

export function pageCsp(nonce: string, env: Pick<PublicEnv, 'tileUrl' | 'routeUrl' | 'socialClientIds'>): string {
  const google = Boolean(env.socialClientIds.google);
  const apple = Boolean(env.socialClientIds.apple);
  const tiles = templateOrigin(env.tileUrl);
  const routes = templateOrigin(env.routeUrl);
  const list = (...sources: (string | null | false)[]) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, google && `${GOOGLE}/gsi/client`, apple && APPLE_SCRIPT)}`,
    `style-src ${list("'self'", "'unsafe-inline'", google && `${GOOGLE}/gsi/style`)}`,
    `img-src ${list("'self'", 'data:', 'blob:', tiles, google && 'https://*.googleusercontent.com')}`,
    `connect-src ${list("'self'", routes, google && `${GOOGLE}/gsi/`)}`,
    `frame-src ${list(google && `${GOOGLE}/gsi/`, apple && APPLE) || "'none'"}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

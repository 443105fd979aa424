/**
 * What the server must know to render a page for this visitor, kept in
 * cookies: language, theme, chosen location and zones, module, and the
 * session (auth token, guest id). All HttpOnly: page scripts never read them;
 * the root loader hands the non-secret ones to the page.
 */
import { isRecordId, normalizeLanguage, type LanguageCode } from '@souq/domain';
import { parseCookies, serializeCookie } from './cookies.ts';

export interface SavedLocation {
  address: string;
  lat: number;
  lng: number;
}

export interface Prefs {
  locale: LanguageCode;
  theme: 'light' | 'dark';
  location: SavedLocation | null;
  zoneIds: number[] | null;
  moduleId: number | null;
  token: string | null;
  guestId: string | null;
}

export const COOKIE = {
  locale: 'souq_lang',
  theme: 'souq_theme',
  location: 'souq_location',
  zoneIds: 'souq_zones',
  moduleId: 'souq_module',
  token: 'souq_token',
  guestId: 'souq_guest',
} as const;

const YEAR = 365 * 24 * 3600;

/** A visitor without cookies, in a language: for answers that must not depend on who asks. */
export function anonymousPrefs(locale: LanguageCode): Prefs {
  return { locale, theme: 'light', location: null, zoneIds: null, moduleId: null, token: null, guestId: null };
}

export function readPrefs(request: Request): Prefs {
  const c = parseCookies(request.headers.get('cookie'));
  return {
    locale: normalizeLanguage(c[COOKIE.locale]),
    theme: c[COOKIE.theme] === 'dark' ? 'dark' : 'light',
    location: parseLocation(c[COOKIE.location]),
    zoneIds: parseIds(c[COOKIE.zoneIds]),
    moduleId:
      /^\d+$/.test(c[COOKIE.moduleId] ?? '') && isRecordId(Number(c[COOKIE.moduleId]))
        ? Number(c[COOKIE.moduleId])
        : null,
    token: c[COOKIE.token] || null,
    guestId: c[COOKIE.guestId] || null,
  };
}

/**
 * The module of an item acted on (added to the cart, bought now) when it is not the visitor's:
 * a cart and a checkout are per module, so acting on that item moves the visitor there
 * (decision 13). Null when it is the visitor's module or not a module id.
 */
export function movedModule(prefs: Prefs, value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id !== prefs.moduleId ? id : null;
}

/** Set-Cookie header values for changed preferences (null clears one). */
export function prefCookies(changes: Partial<Prefs>, secure = false): string[] {
  const out: string[] = [];
  const set = (name: string, value: string | null, maxAge = YEAR) =>
    out.push(serializeCookie(name, value ?? '', { maxAgeSeconds: value === null ? 0 : maxAge, secure }));
  if ('locale' in changes) set(COOKIE.locale, changes.locale ?? null);
  if ('theme' in changes) set(COOKIE.theme, changes.theme ?? null);
  if ('location' in changes) set(COOKIE.location, changes.location ? JSON.stringify(changes.location) : null);
  if ('zoneIds' in changes) set(COOKIE.zoneIds, changes.zoneIds ? JSON.stringify(changes.zoneIds) : null);
  if ('moduleId' in changes) set(COOKIE.moduleId, changes.moduleId ? String(changes.moduleId) : null);
  if ('token' in changes) set(COOKIE.token, changes.token ?? null, 30 * 24 * 3600);
  if ('guestId' in changes) set(COOKIE.guestId, changes.guestId ?? null);
  return out;
}

export function headersWithCookies(cookies: string[], init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}

function parseLocation(raw: string | undefined): SavedLocation | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SavedLocation;
    if (typeof value.address === 'string' && Number.isFinite(value.lat) && Number.isFinite(value.lng)) return value;
  } catch {
    /* a damaged cookie is treated as no location */
  }
  return null;
}

function parseIds(raw: string | undefined): number[] | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw);
    // Ids past int4 name nothing: the API refuses them as a malformed zoneId header.
    if (Array.isArray(value) && value.length && value.every(isRecordId)) return value;
  } catch {
    /* ignored, as above */
  }
  return null;
}

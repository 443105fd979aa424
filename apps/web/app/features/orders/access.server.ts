/**
 * Who is asking for an order. A signed-in shopper is known by the token, a
 * guest by the guest id cookie; a guest who tracked an order by id and phone
 * (/track-order, maybe on another device) has that pair in an HttpOnly
 * cookie, so the order page, its live updates and its actions can show that
 * one order without putting the phone number in a URL.
 */
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { ownerQuery } from './orders.server.ts';

export const TRACK_COOKIE = 'souq_track';
const TRACK_SECONDS = 24 * 3600;

export interface TrackedOrder {
  id: number;
  phone: string;
}

export function readTracked(request: Request): TrackedOrder | null {
  const raw = parseCookies(request.headers.get('cookie'))[TRACK_COOKIE];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TrackedOrder>;
    if (Number.isInteger(value.id) && typeof value.phone === 'string' && value.phone)
      return { id: value.id!, phone: value.phone };
  } catch {
    /* a damaged cookie tracks nothing */
  }
  return null;
}

export function trackCookie(tracked: TrackedOrder | null, secure: boolean): string {
  return serializeCookie(TRACK_COOKIE, tracked ? JSON.stringify(tracked) : '', {
    maxAgeSeconds: tracked ? TRACK_SECONDS : 0,
    secure,
  });
}

/** The owner query for one order: the token, the guest id, and the tracked phone when it is this order. */
export function orderQuery(request: Request, prefs: Prefs, orderId: number): Record<string, string> {
  const tracked = readTracked(request);
  return ownerQuery(prefs, tracked?.id === orderId ? tracked.phone : null);
}

/** Order ids are positive integers from the order sequence; anything else is not an order. */
export function orderIdParam(value: string | null | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 && Number(value) <= Number.MAX_SAFE_INTEGER
    ? Number(value)
    : null;
}

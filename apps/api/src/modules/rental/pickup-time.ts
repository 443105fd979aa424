/**
 * A pickup time as clients send it: 'YYYY-MM-DD HH:MM[:SS]' on the business
 * clock (6amMart's format), or an ISO instant with its offset. Anything else
 * (or a date that does not exist, such as 2026-02-31) is null.
 */
import { zonedInstant } from '@souq/domain';

const LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export function parsePickupTime(text: string, timeZone: string): Date | null {
  const value = text.trim();
  const local = LOCAL.exec(value);
  if (local) {
    const [, date, time] = local;
    const [y, m, d] = date.split('-').map(Number);
    const [hh, mm, ss = 0] = time.split(':').map(Number);
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d || hh > 23 || mm > 59 || ss > 59) return null;
    return zonedInstant(date, time, timeZone);
  }
  if (ISO.test(value)) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  return null;
}

/**
 * How the storefront shows catalog facts (spec §2, §4, §9): discount badges,
 * half-star ratings, read-more previews, distances and clock times. Pure
 * helpers so the server render and the hydrated page agree to the character.
 */
import { LIMITS } from './constants.ts';
import type { Minor } from './money.ts';
import { localizeDigits, type Locale } from './numbers.ts';
import type { LineDiscount } from './pricing/line-discount.ts';
import { clockSeconds } from './schedule.ts';

export type DiscountBadge = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: Minor };

/** Rule (spec §4): a percent discount shows as 'N% OFF'; a fixed one as the amount taken off each unit. */
export function discountBadge(discount: LineDiscount | null): DiscountBadge | null {
  if (!discount || !(discount.value > 0)) return null;
  return discount.type === 'percent'
    ? { kind: 'percent', percent: discount.value }
    : { kind: 'amount', amount: discount.value };
}

export interface StarDisplay {
  /** The rating rounded to the nearest half star, 0–5. */
  value: number;
  full: number;
  half: boolean;
  empty: number;
}

/** Rule (spec §9): ratings show with half-star precision (4.24 → 4, 4.25 → 4½, 4.75 → 5). */
export function starDisplay(rating: number, outOf = 5): StarDisplay {
  const value = Number.isFinite(rating) ? Math.min(outOf, Math.max(0, Math.round(rating * 2) / 2)) : 0;
  const full = Math.floor(value);
  const half = value - full === 0.5;
  return { value, full, half, empty: outOf - full - (half ? 1 : 0) };
}

/**
 * Rule (spec §9): a description longer than the read-more limit (70
 * characters) shows its first 70 characters and a 'Read more' control.
 * Characters are counted as people see them (an emoji or an Arabic letter
 * is one), and the preview never ends inside a surrogate pair or on a space.
 */
export function readMorePreview(
  text: string,
  limit: number = LIMITS.readMoreChars,
): { preview: string; truncated: boolean } {
  const characters = Array.from(text.trim());
  if (characters.length <= limit) return { preview: text.trim(), truncated: false };
  return { preview: characters.slice(0, limit).join('').trimEnd(), truncated: true };
}

/** A distance in metres as the storefront writes it: metres below 1 km (to 10 m), else km with one decimal. */
export function distanceParts(meters: number, locale: Locale): { value: string; unit: 'm' | 'km' } {
  if (meters < 1000)
    return { value: localizeDigits(String(Math.max(0, Math.round(meters / 10) * 10)), locale), unit: 'm' };
  const km = Math.round(meters / 100) / 10;
  return { value: localizeDigits(km >= 100 ? String(Math.round(km)) : km.toFixed(1), locale), unit: 'km' };
}

const DAY_PERIOD = { en: ['AM', 'PM'], ar: ['ص', 'م'] } as const;

/**
 * A wall-clock time ('18:30:00') as shops write it: '18:30' on a 24-hour
 * clock, '6:30 PM' on a 12-hour one (config `timeformat`), in the digits of the locale.
 */
export function formatClock(time: string, options: { hour12: boolean; locale: Locale }): string {
  const seconds = clockSeconds(time) % (24 * 3600);
  const hours = Math.floor(seconds / 3600);
  const minutes = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  if (!options.hour12) return localizeDigits(`${String(hours).padStart(2, '0')}:${minutes}`, options.locale);
  const period = DAY_PERIOD[options.locale][hours < 12 ? 0 : 1];
  return `${localizeDigits(`${hours % 12 || 12}:${minutes}`, options.locale)} ${period}`;
}

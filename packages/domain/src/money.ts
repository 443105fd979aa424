/**
 * Money in integer minor units. Amounts never pass through float arithmetic:
 * decimal strings from the database are parsed digit by digit, and every
 * percentage is applied to an integer and rounded once, half away from zero.
 */
import { localizeDigits, type Locale } from './numbers.ts';

export type Minor = number;

export interface CurrencyFormat {
  /** digit_after_decimal_point from the business settings (0–4). */
  decimals: number;
  symbol: string;
  /** currency_symbol_direction: where the symbol goes relative to the amount. */
  direction: 'left' | 'right';
  locale?: Locale;
}

/** Parses "12.345", "-3", 12.5 into minor units for the given number of decimals. */
export function toMinor(value: number | string | null | undefined, decimals: number): Minor {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  const padded = (fraction + '0'.repeat(decimals + 1)).slice(0, decimals + 1);
  let minor = Number(whole || '0') * 10 ** decimals + Number(padded.slice(0, decimals) || '0');
  // Half away from zero on the first dropped digit.
  if (Number(padded[decimals]) >= 5) minor += 1;
  return sign && minor !== 0 ? -minor : minor;
}

/** Minor units back to a JSON number for the wire (12.35). */
export function fromMinor(minor: Minor, decimals: number): number {
  return Number(minorToDecimalString(minor, decimals));
}

/** Minor units as an exact decimal string ("12.35"), for numeric columns. */
export function minorToDecimalString(minor: Minor, decimals: number): string {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.round(minor))).padStart(decimals + 1, '0');
  const whole = decimals ? digits.slice(0, -decimals) : digits;
  const fraction = decimals ? `.${digits.slice(-decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** percent may itself be fractional (7.5 %); the result is rounded once. */
export function percentOf(minor: Minor, percent: number): Minor {
  return roundHalfAwayFromZero((minor * percent) / 100);
}

export function roundHalfAwayFromZero(value: number): number {
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  return Math.sign(value) * Math.round(Math.abs(value) + 1e-9);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

const ABBREVIATIONS = [
  { from: 1e9, divisor: 1e9, suffix: { en: 'B', ar: ' مليار' } },
  { from: 1e6, divisor: 1e6, suffix: { en: 'M', ar: ' مليون' } },
  // The spec abbreviates from 100,000 up, so 99,999 is still written in full.
  { from: 1e5, divisor: 1e3, suffix: { en: 'K', ar: ' ألف' } },
] as const;

/**
 * "$1,234.50", "1,234.50 ر.س", "$150.00K". The number of decimals, the symbol
 * and its side come from the business settings; Arabic uses Arabic-Indic digits.
 */
export function formatMoney(minor: Minor, format: CurrencyFormat): string {
  const locale = format.locale ?? 'en';
  const amount = minor / 10 ** format.decimals;
  const abbreviation = ABBREVIATIONS.find((a) => Math.abs(amount) >= a.from);
  const number = abbreviation
    ? formatDecimal(toMinor(amount / abbreviation.divisor, format.decimals), format.decimals, locale) +
      abbreviation.suffix[locale]
    : formatDecimal(minor, format.decimals, locale);
  return format.direction === 'left' ? `${format.symbol}${number}` : `${number} ${format.symbol}`;
}

/** Formats a wire amount (a JSON number such as 12.5) as money. */
export function formatAmount(amount: number | string, format: CurrencyFormat): string {
  return formatMoney(toMinor(amount, format.decimals), format);
}

function formatDecimal(minor: Minor, decimals: number, locale: Locale): string {
  const [whole, fraction] = minorToDecimalString(minor, decimals).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
  return localizeDigits(text, locale);
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  // toFixed(12) avoids exponent notation for small and large values alike.
  return value.toFixed(12).replace(/\.?0+$/, '');
}

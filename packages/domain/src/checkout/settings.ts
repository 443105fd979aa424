/**
 * Reading business settings the same way everywhere: a switch is stored as
 * 1/0, true/false, "1"/"0" or "true" by different writers (admin, seeds,
 * /config), and the currency's decimals default to 2. The API (settings
 * table) and the storefront (/config) both read them through these.
 */

/** A settings switch is on. */
export function settingOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export const DEFAULT_CURRENCY_DECIMALS = 2;
/** More than this is not a currency (and would overflow the amount columns). */
export const MAX_CURRENCY_DECIMALS = 4;

/** digit_after_decimal_point as money is kept in: an integer 0–4, else 2. */
export function currencyDecimals(value: unknown): number {
  if (value === null || value === undefined || value === '') return DEFAULT_CURRENCY_DECIMALS;
  const places = Number(value);
  return Number.isInteger(places) && places >= 0 && places <= MAX_CURRENCY_DECIMALS
    ? places
    : DEFAULT_CURRENCY_DECIMALS;
}

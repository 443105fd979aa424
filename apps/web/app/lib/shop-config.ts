/**
 * What a page shows for the settings of /config that may be missing (decision 29: `ShopConfig` is the API's
 * answer, where a setting the store lacks is null and a switch has more than one stored form). One reader per
 * setting that has a default, so every page falls back the same way; switches are read with the domain's
 * `settingOn` (missing is off, as the API reads them).
 */
import { currencyDecimals, type CurrencyFormat, type Locale } from '@souq/domain';
import type { ShopConfig } from './config.server.ts';

/** The store's name; a store without one is shown under the storefront's own name. */
export const shopName = (config: Pick<ShopConfig, 'business_name'>): string => config.business_name || 'Souq';

/**
 * Where maps open before the shopper has a location: the store's default location, or — missing or not a
 * point — the centre of Riyadh, where the demo's zones are.
 */
export const FALLBACK_MAP_CENTRE = { lat: 24.7136, lng: 46.6753 } as const;

export function mapCentre(config: Pick<ShopConfig, 'default_location'>): { lat: number; lng: number } {
  const stored = config.default_location;
  const coordinate = (value: unknown, bound: number) => {
    const n = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(n) && Math.abs(n) <= bound ? n : null;
  };
  const lat = coordinate(stored?.lat, 90);
  const lng = coordinate(stored?.lng, 180);
  return lat === null || lng === null ? { ...FALLBACK_MAP_CENTRE } : { lat, lng };
}

/**
 * Money as the store writes it. Without a symbol the amount is shown bare (no currency is better than a wrong
 * one); without a side the symbol goes on the left (6amMart's default); decimals as the domain reads them.
 */
export function currencyFormat(
  config: Pick<ShopConfig, 'currency_symbol' | 'currency_symbol_direction' | 'digit_after_decimal_point'>,
  locale: Locale,
): Required<CurrencyFormat> {
  return {
    decimals: currencyDecimals(config.digit_after_decimal_point),
    symbol: config.currency_symbol ?? '',
    direction: config.currency_symbol_direction === 'right' ? 'right' : 'left',
    locale,
  };
}

/** A `tel:` link for the store's phone, or null when it has none to call. */
export function phoneHref(phone: string | null): string | null {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return digits ? `tel:${digits}` : null;
}

/**
 * The currency of the business settings: how many decimals amounts have
 * (digit_after_decimal_point, default 2) and how money reads in messages.
 */
import {
  currencyDecimals as decimalsOf,
  formatMoney,
  type CurrencyFormat,
  type LanguageCode,
  type Minor,
} from '@souq/domain';
import type { SettingsService } from '../modules/settings/index.ts';

export async function currencyDecimals(settings: SettingsService): Promise<number> {
  return decimalsOf(await settings.get('digit_after_decimal_point'));
}

export async function currencyFormat(settings: SettingsService, locale: LanguageCode): Promise<CurrencyFormat> {
  const all = await settings.all(locale);
  return {
    decimals: await currencyDecimals(settings),
    symbol: String(all.currency_symbol ?? '$'),
    direction: all.currency_symbol_direction === 'left' ? 'left' : 'right',
    locale,
  };
}

/** "30.00 SAR" (or "٣٠٫٠٠ SAR") for a message. */
export async function moneyText(settings: SettingsService, locale: LanguageCode, minor: Minor): Promise<string> {
  return formatMoney(minor, await currencyFormat(settings, locale));
}

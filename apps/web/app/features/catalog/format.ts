/**
 * Money, numbers, times and distances in the page's language, with the
 * business settings of the config (decimals, currency symbol and side,
 * 12/24-hour clock). Everything goes through the domain formatters, so
 * Arabic pages get Arabic-Indic digits and the server and browser agree.
 */
import { useMemo } from 'react';
import {
  directionOf,
  distanceParts,
  formatClock,
  formatMoney,
  formatNumber,
  localizeDigits,
  localMoment,
  toMinor,
  type LocalMoment,
  type Minor,
} from '@souq/domain';
import { makeT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { currencyFormat } from '../../lib/shop-config.ts';

export function useFormat() {
  const { config, locale, messages } = useRootData();
  return useMemo(() => {
    const t = makeT(messages, locale);
    const currency = currencyFormat(config, locale);
    const number = (value: number, fractionDigits = 0) => formatNumber(value, locale, fractionDigits);
    // In right-to-left text an amount with a Latin symbol ("٢٥٫٠٠ SAR") is isolated (FSI…PDI), so
    // sentences around it ("on orders from {amount}") keep their order.
    const clock = (time: string) => formatClock(time, { hour12: config.timeformat === '12', locale });
    /** 'YYYY-MM-DD' → "21 Nov 2026", month names from the dictionary (no Intl: server and browser must agree). */
    const date = (isoDate: string) => {
      const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
      const months = t('catalog.months').split(',');
      return `${number(day)} ${months[month - 1] ?? ''} ${localizeDigits(String(year), locale)}`;
    };
    const isolate = directionOf(locale) === 'rtl' ? (text: string) => `\u2068${text}\u2069` : (text: string) => text;
    return {
      money: (minor: Minor) => isolate(formatMoney(minor, currency)),
      /** An amount as the API gives it (major units, e.g. a wallet balance). */
      amount: (value: number) => isolate(formatMoney(toMinor(value, currency.decimals), currency)),
      /** "28.50 – 95.25 SAR": one symbol, on its side of the range. */
      moneyRange: (min: Minor, max: Minor) => {
        if (min === max) return isolate(formatMoney(min, currency));
        const bare = (minor: Minor) => formatMoney(minor, { ...currency, symbol: '' }).trim();
        return isolate(
          currency.direction === 'left'
            ? `${formatMoney(min, currency)} – ${bare(max)}`
            : `${bare(min)} – ${formatMoney(max, currency)}`,
        );
      },
      number,
      /** 4.25 → "4.3", 4 → "4.0": ratings keep one decimal. */
      rating: (value: number) => number(value, 1),
      /** 7.5 → "7.5", 25 → "25". */
      percent: (value: number) => number(value, Number.isInteger(value) ? 0 : 1),
      clock,
      distance: (meters: number) => {
        const { value, unit } = distanceParts(meters, locale);
        return t(unit === 'km' ? 'catalog.distanceKm' : 'catalog.distanceM', { value });
      },
      date,
      /** A timestamp: "21 Nov 2026, 14:05" ("٢١ نوفمبر ٢٠٢٦، ١٤:٠٥" with the Arabic comma). */
      dateTime: (isoDate: string, time: string) => t('catalog.dateTime', { date: date(isoDate), time: clock(time) }),
      minutes: ([min, max]: [number, number]) =>
        min && max && min !== max
          ? t('catalog.minutesRange', { min: number(min), max: number(max) })
          : t('catalog.minutes', { value: number(max || min) }),
    };
  }, [config, locale, messages]);
}

/** Now on the business clock (the `timezone` setting), for item windows and store hours. */
export function useBusinessMoment(now: number): LocalMoment {
  const { config } = useRootData();
  return useMemo(() => localMoment(new Date(now), config.timezone || 'UTC'), [now, config.timezone]);
}

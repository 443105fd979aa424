/**
 * Locale-aware digits without Intl: Node's and the browser's ICU disagree on
 * Arabic numbering, and server-rendered text must match the hydrated text.
 */
export type Locale = 'en' | 'ar';

const ARABIC_INDIC = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'];

/** Rewrites an already formatted "1,234.5" for the locale ("١٬٢٣٤٫٥" in Arabic). */
export function localizeDigits(text: string, locale: Locale): string {
  if (locale !== 'ar') return text;
  return text.replace(/[0-9.,]/g, (c) => (c === '.' ? '٫' : c === ',' ? '٬' : ARABIC_INDIC[Number(c)]));
}

/** An integer or decimal with grouping, in the locale's digits. */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const fixed = value.toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return localizeDigits(fraction ? `${grouped}.${fraction}` : grouped, locale);
}

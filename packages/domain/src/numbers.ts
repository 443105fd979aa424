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

/**
 * Typed digits as ASCII: Arabic keyboards type Arabic-Indic digits (٠–٩), Persian and Urdu
 * ones the extended forms (۰–۹); phone numbers, codes and order numbers are sent in ASCII.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (c) => {
    const code = c.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** An integer or decimal with grouping, in the locale's digits. */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const fixed = value.toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return localizeDigits(fraction ? `${grouped}.${fraction}` : grouped, locale);
}

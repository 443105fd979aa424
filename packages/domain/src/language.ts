/** Languages of the storefront and the direction they are written in (spec §9). */
export const SUPPORTED_LANGUAGES = [
  { code: 'en', country: 'US', name: 'English', nativeName: 'English' },
  { code: 'ar', country: 'SA', name: 'Arabic', nativeName: 'العربية' },
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Right-to-left language codes, exactly as spec §9 lists them. */
export const RTL_LANGUAGES = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'] as const;

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language.toLowerCase().split(/[-_]/)[0]);
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return isRtl(language) ? 'rtl' : 'ltr';
}

/**
 * Anything that is not a supported code falls back to English, including the
 * literal "undefined" that old clients send when their cookie is missing.
 */
export function normalizeLanguage(value: string | null | undefined): LanguageCode {
  const code = value?.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.some((l) => l.code === code) ? (code as LanguageCode) : DEFAULT_LANGUAGE;
}

import { describe, expect, it } from 'vitest';
import { directionOf, isRtl, normalizeLanguage, RTL_LANGUAGES } from './language.ts';

describe('right-to-left languages (spec §9)', () => {
  it('lists exactly the spec codes', () => {
    expect([...RTL_LANGUAGES]).toEqual(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl']);
  });

  it('writes every listed language right to left, with region suffixes too', () => {
    for (const code of RTL_LANGUAGES) expect(directionOf(code)).toBe('rtl');
    expect(isRtl('ar-SA')).toBe(true);
    expect(isRtl('en')).toBe(false);
    expect(directionOf('fr')).toBe('ltr');
  });

  it('falls back to English for unknown codes and the literal "undefined"', () => {
    expect(normalizeLanguage('ar')).toBe('ar');
    expect(normalizeLanguage('AR-sa')).toBe('ar');
    expect(normalizeLanguage('undefined')).toBe('en');
    expect(normalizeLanguage('fr')).toBe('en');
    expect(normalizeLanguage(undefined)).toBe('en');
  });
});

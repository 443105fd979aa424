import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByIso,
  countryName,
  flagEmoji,
  internationalize,
  isLocalNumber,
  joinPhone,
  nationalDigits,
  searchCountries,
  splitPhone,
} from './countries.ts';

const SA = countryByIso('SA')!;

describe('phone input countries', () => {
  it('lists each country once with its calling code', () => {
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
    expect(countryByIso('sa')).toEqual({ iso: 'SA', dial: '966' });
    expect(countryByIso('AE')?.dial).toBe('971');
  });

  it('draws flags as emoji from the ISO code', () => {
    expect(flagEmoji('SA')).toBe('🇸🇦');
    expect(flagEmoji('eg')).toBe('🇪🇬');
  });

  it('names countries in the page language', () => {
    expect(countryName('SA', 'en')).toBe('Saudi Arabia');
    expect(countryName('SA', 'ar')).toBe('المملكة العربية السعودية');
  });

  it('finds countries by name in either language, by ISO code and by calling code', () => {
    expect(searchCountries('saudi', 'en').map((c) => c.iso)).toEqual(['SA']);
    expect(searchCountries('السعودية', 'ar').map((c) => c.iso)).toContain('SA');
    expect(searchCountries('egypt', 'ar').map((c) => c.iso)).toEqual(['EG']);
    expect(searchCountries('+971', 'en').map((c) => c.iso)).toEqual(['AE']);
    expect(searchCountries('', 'en')).toHaveLength(COUNTRIES.length);
  });

  it('joins the calling code and the national number without the trunk 0 or separators', () => {
    expect(joinPhone(SA, '050 000-0001')).toBe('+966500000001');
    expect(joinPhone(SA, '500000001')).toBe('+966500000001');
    expect(joinPhone(SA, '')).toBe('');
    expect(nationalDigits('(0) 55 123')).toBe('55123');
  });

  it('splits an international number by the longest calling code, shared codes going to the main country', () => {
    expect(splitPhone('+966500000001')).toEqual({ country: SA, national: '500000001' });
    expect(splitPhone('+12684641234').country?.iso).toBe('AG');
    expect(splitPhone('+14155550100').country?.iso).toBe('US');
    expect(splitPhone('+14155550100', countryByIso('CA')).country?.iso).toBe('CA');
    expect(splitPhone('+447700900123').country?.iso).toBe('GB');
    expect(splitPhone('0500000001', SA)).toEqual({ country: SA, national: '500000001' });
  });

  it('turns a local number typed in the email-or-phone field into an international one', () => {
    expect(internationalize('0500000001', SA)).toBe('+966500000001');
    expect(internationalize(' +966500000001 ', SA)).toBe('+966500000001');
    expect(internationalize('customer@souq.example', SA)).toBe('customer@souq.example');
    expect(isLocalNumber('050 000')).toBe(true);
    expect(isLocalNumber('+96650')).toBe(false);
    expect(isLocalNumber('sara')).toBe(false);
  });
});

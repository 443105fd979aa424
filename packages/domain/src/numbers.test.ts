import { describe, expect, it } from 'vitest';
import { formatNumber, localizeDigits, westernDigits } from './numbers.ts';

describe('digits per language', () => {
  it('writes numbers in Arabic-Indic digits in Arabic, with the Arabic separators', () => {
    expect(formatNumber(1234.5, 'ar', 1)).toBe('١٬٢٣٤٫٥');
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(localizeDigits('620', 'ar')).toBe('٦٢٠');
  });

  it('reads digits typed on Arabic, Persian and Urdu keyboards as ASCII, leaving everything else', () => {
    expect(westernDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(westernDigits('۰۹۸۷')).toBe('0987');
    expect(westernDigits('+966 ٥٠-١٢ abc')).toBe('+966 50-12 abc');
  });
});

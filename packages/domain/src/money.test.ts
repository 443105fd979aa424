import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, fromMinor, minorToDecimalString, percentOf, toMinor } from './money.ts';

const usd = { decimals: 2, symbol: '$', direction: 'left' as const };

describe('money in minor units', () => {
  it('parses decimal strings exactly, rounding half away from zero', () => {
    expect(toMinor('12.345', 2)).toBe(1235);
    expect(toMinor('12.344', 2)).toBe(1234);
    expect(toMinor('-0.005', 2)).toBe(-1);
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(toMinor('7', 3)).toBe(7000);
    expect(toMinor(null, 2)).toBe(0);
  });

  it('rejects text that is not an amount', () => {
    expect(() => toMinor('12a', 2)).toThrow(RangeError);
  });

  it('round-trips through decimal strings and wire numbers', () => {
    expect(minorToDecimalString(1235, 2)).toBe('12.35');
    expect(minorToDecimalString(-5, 3)).toBe('-0.005');
    expect(minorToDecimalString(42, 0)).toBe('42');
    expect(fromMinor(1050, 2)).toBe(10.5);
  });

  it('applies fractional percentages with one rounding', () => {
    expect(percentOf(1000, 7.5)).toBe(75);
    expect(percentOf(333, 10)).toBe(33);
    expect(percentOf(335, 10)).toBe(34);
  });
});

describe('money display (spec §9)', () => {
  it('shows digit_after_decimal_point decimals with the symbol on the configured side', () => {
    expect(formatMoney(123450, usd)).toBe('$1,234.50');
    expect(formatMoney(1234567, { decimals: 3, symbol: 'KD', direction: 'right' })).toBe('1,234.567 KD');
    expect(formatMoney(1234, { decimals: 0, symbol: '€', direction: 'right' })).toBe('1,234 €');
  });

  it('abbreviates with K from 100000, M from 1e6 and B from 1e9', () => {
    expect(formatAmount(99999, usd)).toBe('$99,999.00');
    expect(formatAmount(100000, usd)).toBe('$100.00K');
    expect(formatAmount(123456.78, usd)).toBe('$123.46K');
    expect(formatAmount(1_000_000, usd)).toBe('$1.00M');
    expect(formatAmount(2_500_000_000, usd)).toBe('$2.50B');
  });

  it('writes Arabic amounts with Arabic-Indic digits and separators', () => {
    expect(formatAmount(1234.5, { ...usd, symbol: 'ر.س', direction: 'right', locale: 'ar' })).toBe('١٬٢٣٤٫٥٠ ر.س');
    expect(formatAmount(250000, { ...usd, locale: 'ar' })).toBe('$٢٥٠٫٠٠ ألف');
  });
});

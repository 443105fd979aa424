import { describe, expect, it } from 'vitest';
import { conversionProblem, parsePoints } from './convert.ts';

const terms = { minimum: 100 };

describe('converting points (reference §5.5)', () => {
  it('asks for whole points, then at least the minimum, then no more than held', () => {
    for (const text of ['', 'abc', '0', '12.5', '-100'])
      expect(conversionProblem(text, 500, terms)).toEqual({ key: 'loyalty.pointsRequired' });
    expect(conversionProblem('99', 500, terms)).toEqual({ key: 'loyalty.belowMinimum', min: 100 });
    expect(conversionProblem('501', 500, terms)).toEqual({ key: 'loyalty.notEnough' });
    expect(conversionProblem('500', 500, terms)).toBeNull();
  });

  it('reads points typed on an Arabic keyboard', () => {
    expect(parsePoints('١٢٠')).toBe(120);
    expect(conversionProblem('١٠٠', 150, terms)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { countdownParts } from './flash-sale.tsx';

describe('flash sale countdown (spec §2: countdown to the end)', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-11-21T09:00:00Z');
    expect(countdownParts(Date.parse('2026-11-23T11:04:05Z'), now)).toEqual({
      days: 2,
      hours: 2,
      minutes: 4,
      seconds: 5,
    });
  });

  it('stops at zero once the sale has ended', () => {
    expect(countdownParts(0, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

/** The console's sign-in limit: wrong tokens per address, 10 in 15 minutes. */
import { describe, expect, it } from 'vitest';
import { countFailure, signInBlocked } from './operator.server.ts';

describe('operator sign-in limit', () => {
  it('blocks an address after 10 wrong tokens, until the 15-minute window passes; other addresses are free', () => {
    const now = 1_000_000;
    for (let i = 0; i < 9; i++) countFailure('10.0.0.1', now);
    expect(signInBlocked('10.0.0.1', now)).toBe(false);
    countFailure('10.0.0.1', now);
    expect(signInBlocked('10.0.0.1', now + 1000)).toBe(true);
    expect(signInBlocked('10.0.0.2', now + 1000)).toBe(false);
    expect(signInBlocked('10.0.0.1', now + 15 * 60_000 + 1)).toBe(false);
  });
});

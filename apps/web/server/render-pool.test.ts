/**
 * Rule (issue 21, decision 22): a render thread refuses the next page when pages back up on it, not
 * when a burst passes through — 8 quick pages in progress at once are normal traffic at 240 req/s.
 */
import { describe, expect, it } from 'vitest';
import { threadFull } from './render-pool.ts';

describe('when a render thread takes no more pages', () => {
  it('takes a burst of pages that are moving, however many up to 32', () => {
    expect(threadFull(8, 40)).toBe(false);
    expect(threadFull(20, 249)).toBe(false);
    expect(threadFull(31, 0)).toBe(false);
  });

  it('refuses once 8 or more are in progress and the oldest has waited a quarter of a second', () => {
    expect(threadFull(8, 250)).toBe(true);
    expect(threadFull(12, 900)).toBe(true);
  });

  it('takes a few slow pages (a slow page alone is not a backlog)', () => {
    expect(threadFull(3, 5_000)).toBe(false);
  });

  it('refuses at 32 in progress, however young', () => {
    expect(threadFull(32, 0)).toBe(true);
  });
});

/** Rule (issue 13, item 5): a limit's wait is said for a person, rounded up. */
import { describe, expect, it } from 'vitest';
import { retryWait } from './retry-wait.ts';

describe('retryWait', () => {
  it.each([
    [1, { span: 'minute' }],
    [60, { span: 'minute' }],
    [61, { span: 'few-minutes' }],
    [600, { span: 'few-minutes' }],
    [601, { span: 'minutes', minutes: 15 }],
    [23 * 60, { span: 'minutes', minutes: 25 }],
    [44 * 60, { span: 'minutes', minutes: 45 }],
    [3593, { span: 'hour' }],
    [90 * 60, { span: 'hour' }],
    [3 * 3600, { span: 'hours' }],
    [20 * 3600, { span: 'day' }],
  ])('%i seconds → %o', (seconds, expected) => {
    expect(retryWait(seconds)).toEqual(expected);
  });
});

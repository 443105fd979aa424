import { describe, expect, it } from 'vitest';
import { isRecordId, MAX_ID } from './ids.ts';

describe('isRecordId (an id is a PostgreSQL integer from 1)', () => {
  it('takes whole numbers from 1 to the int4 maximum', () => {
    expect([1, 42, MAX_ID].every(isRecordId)).toBe(true);
  });

  it('refuses 0, negatives, fractions, numbers past int4 and what is not a number', () => {
    expect([0, -1, 1.5, MAX_ID + 1, Number.NaN, Infinity, '1', null].some(isRecordId)).toBe(false);
  });
});

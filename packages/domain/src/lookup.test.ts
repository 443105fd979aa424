import { describe, expect, it } from 'vitest';
import { isOwnKey, ownEntry } from './lookup.ts';

const TABLE: Record<string, string[]> = { order: ['order_place'] };
const INHERITED = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', 'isPrototypeOf'];

describe('lookups of client strings see own keys only (issue 13, item 2)', () => {
  it('finds what the table holds', () => {
    expect(ownEntry(TABLE, 'order')).toEqual(['order_place']);
    expect(isOwnKey(TABLE, 'order')).toBe(true);
  });

  it.each(INHERITED)('finds nothing for the inherited key %s', (key) => {
    expect(ownEntry(TABLE, key)).toBeUndefined();
    expect(isOwnKey(TABLE, key)).toBe(false);
  });
});

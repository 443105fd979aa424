/**
 * Rule (issue 13, item 2): parameters become text before a driver sees them,
 * and a value without SQL meaning is refused before anything is sent (the
 * engines' own test: apps/api/src/modules/wallet/wallet-filters.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { prepareParameters, UnsupportedParameter } from './parameters.ts';

describe('prepareParameters', () => {
  it('writes values as node-postgres does', () => {
    expect(
      prepareParameters([
        'text',
        12,
        12n,
        true,
        null,
        undefined,
        new Date(0),
        { a: [1] },
        ['a"b\\c', null, 3],
        [
          [1, 2],
          [3, 4],
        ],
      ]),
    ).toEqual([
      'text',
      '12',
      '12',
      'true',
      null,
      null,
      '1970-01-01T00:00:00.000Z',
      '{"a":[1]}',
      '{"a\\"b\\\\c",NULL,"3"}',
      '{{"1","2"},{"3","4"}}',
    ]);
  });

  it.each([
    ['a function', Object],
    ['a symbol', Symbol('x')],
    ['an invalid date', new Date('nope')],
    ['a Map', new Map()],
  ])('refuses %s before anything is sent', (_what, value) => {
    expect(() => prepareParameters([value])).toThrow(UnsupportedParameter);
  });
});

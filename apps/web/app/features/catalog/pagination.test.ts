import { describe, expect, it } from 'vitest';
import { pageCount, visiblePages } from './pagination.tsx';

describe('page links', () => {
  it('counts pages of a list (spec §9: stores come 12 a page)', () => {
    expect(pageCount(20, 12)).toBe(2);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(1);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(visiblePages(1, 2)).toEqual([1, 2]);
    expect(visiblePages(6, 20)).toEqual([1, null, 5, 6, 7, null, 20]);
    expect(visiblePages(2, 5)).toEqual([1, 2, 3, null, 5]);
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE_SIZES, paginationRange } from './pagination-range';

const E = 'ellipsis' as const;

describe('paginationRange', () => {
  it('returns nothing when there are no pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('lists every page when they fit in 7 slots', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows an ellipsis on the right only near the start', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(paginationRange(3, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, E, 10]);
  });

  it('shows ellipses on both sides in the middle, with one sibling each side', () => {
    expect(paginationRange(5, 10)).toEqual([1, E, 4, 5, 6, E, 10]);
    expect(paginationRange(6, 10)).toEqual([1, E, 5, 6, 7, E, 10]);
  });

  it('shows an ellipsis on the left only near the end', () => {
    expect(paginationRange(7, 10)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(paginationRange(10, 10)).toEqual([1, E, 6, 7, 8, 9, 10]);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = paginationRange(page, total);
        items.forEach((item, i) => {
          if (item !== E) return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  it('always includes first, last, current and its neighbours, in order, in at most 7 items', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = paginationRange(page, total);
        const numbers = items.filter((item): item is number => item !== E);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers).toContain(1);
        expect(numbers).toContain(total);
        expect(numbers).toContain(page);
        if (page > 1) expect(numbers).toContain(page - 1);
        if (page < total) expect(numbers).toContain(page + 1);
        expect(items.length).toBe(Math.min(total, 7));
      }
    }
  });

  it('clamps an out-of-range current page', () => {
    expect(paginationRange(0, 10)).toEqual(paginationRange(1, 10));
    expect(paginationRange(99, 10)).toEqual(paginationRange(10, 10));
  });

  it('honours a wider sibling count', () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
    expect(paginationRange(1, 20, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 20]);
  });
});

describe('PAGE_SIZES', () => {
  it('offers 10 to 50 in steps of 10', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
  });
});

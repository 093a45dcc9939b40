import { describe, expect, it } from 'vitest';
import { NONE, pageState, type Selection, selectedCount, togglePage, toggleRow } from './selection';

const page = ['a', 'b', 'c'];
const ids = (s: Selection) => (s.all ? 'all' : [...s.ids].sort());

describe('row selection for export', () => {
  it('ticks and unticks rows one by one, keeping other pages', () => {
    const s = toggleRow(toggleRow({ all: false, ids: new Set(['z']) }, 'a', page), 'b', page);
    expect(ids(s)).toEqual(['a', 'b', 'z']);
    expect(ids(toggleRow(s, 'a', page))).toEqual(['b', 'z']);
    expect(pageState(s, page)).toBe('some');
  });

  it('ticks the whole page from the header, then unticks only that page', () => {
    const s = togglePage({ all: false, ids: new Set(['a', 'z']) }, page);
    expect(ids(s)).toEqual(['a', 'b', 'c', 'z']);
    expect(pageState(s, page)).toBe('all');
    expect(ids(togglePage(s, page))).toEqual(['z']);
  });

  it('counts every matching learner when all are selected', () => {
    expect(selectedCount({ all: true }, 23)).toBe(23);
    expect(selectedCount({ all: false, ids: new Set(['a']) }, 23)).toBe(1);
    expect(pageState({ all: true }, page)).toBe('all');
  });

  it('keeps the rest of the page when a row is unticked while all are selected', () => {
    expect(ids(toggleRow({ all: true }, 'b', page))).toEqual(['a', 'c']);
    expect(togglePage({ all: true }, page)).toEqual(NONE);
  });

  it('has nothing to tick on an empty page', () => {
    expect(pageState(NONE, [])).toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows the first page from what is loaded', () => {
    expect(pageWindow(1, 20, 45, 20)).toEqual({ totalPages: 3, start: 0, end: 20, missing: 0 });
  });

  it('says how many edges a later page still needs', () => {
    expect(pageWindow(3, 20, 45, 20)).toEqual({ totalPages: 3, start: 40, end: 45, missing: 25 });
    expect(pageWindow(2, 10, 45, 20)).toEqual({ totalPages: 5, start: 10, end: 20, missing: 0 });
  });

  it('clamps a page beyond the end (after members were removed) and keeps one page for an empty list', () => {
    expect(pageWindow(4, 20, 30, 30)).toEqual({ totalPages: 2, start: 20, end: 30, missing: 0 });
    expect(pageWindow(1, 20, 0, 0)).toEqual({ totalPages: 1, start: 0, end: 0, missing: 0 });
  });
});

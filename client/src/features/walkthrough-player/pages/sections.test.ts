import { describe, expect, it } from 'vitest';
import { sectionShowsKind } from './sections';

describe('player sections', () => {
  it('shows walkthroughs and videos under /walkthroughs, docs under /docs, never a path or a kind this client does not know', () => {
    const kinds = ['WALKTHROUGH', 'VIDEO', 'DOC', 'PATH', '%future added value'];
    expect(kinds.map((k) => sectionShowsKind('walkthroughs', k))).toEqual([true, true, false, false, false]);
    expect(kinds.map((k) => sectionShowsKind('docs', k))).toEqual([false, false, true, false, false]);
  });
});

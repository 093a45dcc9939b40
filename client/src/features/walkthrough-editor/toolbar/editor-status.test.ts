import { describe, expect, it } from 'vitest';
import { editorStatus } from './editor-status';

describe('editorStatus', () => {
  it('is a draft until first published', () => {
    expect(editorStatus(null, 5, false)).toBe('DRAFT');
  });

  it('is published while the draft is the published revision', () => {
    expect(editorStatus(5, 5, false)).toBe('PUBLISHED');
  });

  it('has unpublished changes once the draft moved on, saved or not', () => {
    expect(editorStatus(5, 6, false)).toBe('PUBLISHED_WITH_CHANGES');
    expect(editorStatus(5, 5, true)).toBe('PUBLISHED_WITH_CHANGES');
  });
});

import { describe, expect, it } from 'vitest';
import { type SampleDoc, SAMPLE_DOCS, sortDocs } from './sample-docs';

const doc = (name: string, updated: string, owner = 'Kim'): SampleDoc => ({ id: name, name, type: 'PDF', owner, updated, status: 'Draft' });
const names = (docs: SampleDoc[]) => docs.map((d) => d.name);

describe('sortDocs', () => {
  const docs = [doc('beta plan', '2026-01-05'), doc('Alpha notes', '2026-02-01', 'Lee'), doc('Gamma 10', '2025-12-31'), doc('Gamma 9', '2026-01-05')];

  it('sorts names without regard to case, numbers by their value', () => {
    expect(names(sortDocs(docs, 'name', 'ascending'))).toEqual(['Alpha notes', 'beta plan', 'Gamma 9', 'Gamma 10']);
    expect(names(sortDocs(docs, 'name', 'descending'))).toEqual(['Gamma 10', 'Gamma 9', 'beta plan', 'Alpha notes']);
  });

  it('sorts dates, ties in name order', () => {
    expect(names(sortDocs(docs, 'updated', 'descending'))).toEqual(['Alpha notes', 'beta plan', 'Gamma 9', 'Gamma 10']);
    expect(names(sortDocs(docs, 'updated', 'ascending'))).toEqual(['Gamma 10', 'beta plan', 'Gamma 9', 'Alpha notes']);
  });

  it('leaves the given list as it was', () => {
    const before = names(docs);
    sortDocs(docs, 'owner', 'ascending');
    expect(names(docs)).toEqual(before);
  });

  it('has between 5 and 10 sample rows', () => {
    expect(SAMPLE_DOCS.length).toBeGreaterThanOrEqual(5);
    expect(SAMPLE_DOCS.length).toBeLessThanOrEqual(10);
  });
});

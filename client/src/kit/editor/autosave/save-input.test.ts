import { describe, expect, it } from 'vitest';
import { saveDraftInput } from './save-input';
import type { SaveRequest } from './save-types';
import { sampleDoc, type TestDoc } from './test-support';

const doc = sampleDoc(['A', 'B']);
const request = (changes: SaveRequest<TestDoc>['changes']): SaveRequest<TestDoc> => ({ baseRevision: 4, doc, changes, clientId: 'c1', saveId: 's1' });

describe('saveDraftInput', () => {
  it('sends the whole draft as data and config while patch saves are off', () => {
    expect(saveDraftInput('m1', request({ steps: [] }), false)).toEqual({
      materialId: 'm1',
      baseRevision: 4,
      clientId: 'c1',
      saveId: 's1',
      data: doc.steps,
      config: [],
    });
  });

  it('sends only the changes when patch saves are on, leaving out an unchanged order and config', () => {
    const renamed = { id: 2, name: 'B2', title: '', items: [] };
    expect(saveDraftInput('m1', request({ steps: [renamed] }), true)).toEqual({
      materialId: 'm1',
      baseRevision: 4,
      clientId: 'c1',
      saveId: 's1',
      changes: { steps: [renamed] },
    });
  });

  it('sends the order and the config when they changed', () => {
    const config = [{ sectionId: 'theme', values: [{ id: 'color', value: '#000000' }] }];
    expect(saveDraftInput('m1', request({ steps: [], order: [2, 1], config }), true)).toMatchObject({ changes: { steps: [], order: [2, 1], config } });
  });

  it('sends the whole draft when the server’s document is not known, even with patch saves on', () => {
    const input = saveDraftInput('m1', request(null), true);
    expect(input).toMatchObject({ data: doc.steps, config: [] });
    expect(input).not.toHaveProperty('changes');
  });
});

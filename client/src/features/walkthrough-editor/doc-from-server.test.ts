import { describe, expect, it } from 'vitest';
import { docFromServer } from './doc-from-server';

describe('docFromServer', () => {
  it('completes a step saved without altText, backgroundHeight or layers', () => {
    const doc = docFromServer([{ id: 7, name: 'Step 1', title: 'Title 1', description: 'd', backgroundUrl: null }], []);
    expect(doc.steps).toEqual([
      { id: 7, name: 'Step 1', title: 'Title 1', description: 'd', altText: '', backgroundUrl: null, backgroundHeight: null, layers: [] },
    ]);
  });

  it('keeps layers and config as they are', () => {
    const layer = { id: 'a', type: 'rect', x: 1, y: 2, width: 3, height: 4, rotation: 0, fill: '#fff', stroke: '#000', strokeWidth: 1, cornerRadius: 0 };
    const config = [{ sectionId: 'tn', sectionTitle: 'Top Navigation', values: [] }];
    const doc = docFromServer(
      [{ id: 1, name: 'a', title: 'b', description: 'c', altText: 'x', backgroundUrl: '/uploads/k', backgroundHeight: 500, layers: [layer] }],
      config,
    );
    expect(doc.steps[0]?.layers).toEqual([layer]);
    expect(doc.steps[0]?.backgroundHeight).toBe(500);
    expect(doc.config).toBe(config);
  });

  it('reads anything that is not a list as empty', () => {
    expect(docFromServer(null, {})).toEqual({ steps: [], config: [] });
  });
});

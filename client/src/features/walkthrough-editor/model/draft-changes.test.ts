import { describe, expect, it } from 'vitest';
import { layerForTool, newStep } from '../../../lib/walkthrough/layer-defaults';
import type { Layer, WalkthroughDoc } from '../../../lib/walkthrough/types';
import { createEditorStore, draftChanges } from '../../../kit/editor';
import { reorderSteps, updateConfigValue, updateLayer, updateStep } from './operations';

/** 50 steps × 20 layers: a save of the whole would carry 1,000 layers. */
function largeWalkthrough(): WalkthroughDoc {
  const steps = Array.from({ length: 50 }, (_, s) => ({
    ...newStep(s + 1),
    id: s + 1,
    layers: Array.from({ length: 20 }, (_, l): Layer => ({ ...layerForTool('square', 10, 10), id: `s${s + 1}l${l + 1}` })),
  }));
  return {
    steps,
    config: [{ sectionId: 'tn', sectionTitle: 'Top navigation', values: [{ id: 'tnBGColor', title: 'Background', value: '#FFFFFF', type: 'color' }] }],
  };
}

describe('walkthrough saves as changes', () => {
  it('carries only the moved layer for a moved layer, not its step or the 50 steps', () => {
    const store = createEditorStore(largeWalkthrough());
    const base = store.getDoc();
    store.edit(updateLayer(12, 's12l7', { x: 300 }));
    const changes = draftChanges(base, store.getDoc());
    expect(changes.steps).toEqual([]);
    expect(changes.layers).toEqual([{ stepId: 12, layer: expect.objectContaining({ id: 's12l7', x: 300 }) }]);
    expect(changes.order).toBeUndefined();
    expect(changes.config).toBeUndefined();
    // Under 4 KB on the wire for the whole request's changes.
    expect(JSON.stringify(changes).length).toBeLessThan(4096);
  });

  it('carries the whole step when the step itself changed, or a layer was added', () => {
    const store = createEditorStore(largeWalkthrough());
    const base = store.getDoc();
    store.edit(updateStep(12, { title: 'Renamed' }));
    store.edit(updateLayer(12, 's12l7', { x: 300 }));
    const changes = draftChanges(base, store.getDoc());
    expect(changes.steps.map((step) => step.id)).toEqual([12]);
    expect(changes.layers).toBeUndefined();
  });

  it('carries only the order for a reordered step, and only the config for a design change', () => {
    const store = createEditorStore(largeWalkthrough());
    const base = store.getDoc();
    store.edit(reorderSteps(0, 49));
    const moved = draftChanges(base, store.getDoc());
    expect(moved.steps).toEqual([]);
    expect(moved.order?.slice(0, 2)).toEqual([2, 3]);
    expect(moved.order?.slice(-2)).toEqual([50, 1]);
    expect(moved.config).toBeUndefined();

    const afterMove = store.getDoc();
    store.edit(updateConfigValue('tn', 'tnBGColor', '#000000'));
    expect(draftChanges(afterMove, store.getDoc())).toEqual({
      steps: [],
      config: [{ sectionId: 'tn', sectionTitle: 'Top navigation', values: [{ id: 'tnBGColor', title: 'Background', value: '#000000', type: 'color' }] }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { layerForTool, newStep } from '../../../lib/walkthrough/layer-defaults';
import { LIMITS, type Layer, type TextLayer, type WalkthroughDoc, type WalkthroughStep } from '../../../lib/walkthrough/types';
import { createEditorStore } from '../../../kit/editor';
import {
  addLayer,
  addStep,
  deleteStep,
  removeLayer,
  reorderSteps,
  setBackground,
  stepAfterDelete,
  swapLayers,
  updateConfigValue,
  updateLayer,
  updateStep,
} from './operations';

function step(id: number, layers: Layer[] = []): WalkthroughStep {
  return { ...newStep(id), id, layers };
}

function layer(id: string): Layer {
  return { ...layerForTool('square', 10, 10), id };
}

function doc(steps: WalkthroughStep[] = [step(1), step(2), step(3)]): WalkthroughDoc {
  return {
    steps,
    config: [{ sectionId: 'tn', sectionTitle: 'Top navigation', values: [{ id: 'tnBGColor', title: 'Background', value: '#FFFFFF', type: 'color' }] }],
  };
}

const ids = (d: WalkthroughDoc) => d.steps.map((s) => s.id);
const layerIds = (d: WalkthroughDoc, stepId: number) => d.steps.find((s) => s.id === stepId)?.layers.map((l) => l.id);

describe('step operations', () => {
  it('adds a step at the end, or after a given step', () => {
    const store = createEditorStore(doc());
    store.edit(addStep(step(4)));
    store.edit(addStep(step(5), 1));
    expect(ids(store.getDoc())).toEqual([1, 5, 2, 3, 4]);
  });

  it('adds nothing past the step limit', () => {
    const store = createEditorStore(doc(Array.from({ length: LIMITS.maxSteps }, (_, i) => step(i + 1))));
    store.edit(addStep(step(9999)));
    expect(store.getDoc().steps).toHaveLength(LIMITS.maxSteps);
    expect(store.canUndo()).toBe(false);
  });

  it('deletes a step and picks the one that takes its place, or the previous when it was last', () => {
    const steps = doc().steps;
    expect(stepAfterDelete(steps, 1)).toBe(2);
    expect(stepAfterDelete(steps, 2)).toBe(3);
    expect(stepAfterDelete(steps, 3)).toBe(2);
    expect(stepAfterDelete([step(7)], 7)).toBeNull();
    const store = createEditorStore(doc());
    store.edit(deleteStep(2));
    expect(ids(store.getDoc())).toEqual([1, 3]);
  });

  it('updates a step’s own fields, ignoring undefined values', () => {
    const store = createEditorStore(doc());
    store.edit(updateStep(2, { name: 'Sign in', title: undefined }));
    expect(store.getDoc().steps[1]).toMatchObject({ name: 'Sign in', title: 'Title 2' });
  });

  it('reorders steps and ignores moves out of range', () => {
    const store = createEditorStore(doc());
    store.edit(reorderSteps(0, 2));
    expect(ids(store.getDoc())).toEqual([2, 3, 1]);
    store.edit(reorderSteps(2, 0));
    expect(ids(store.getDoc())).toEqual([1, 2, 3]);
    store.edit(reorderSteps(0, 3));
    store.edit(reorderSteps(1, 1));
    expect(ids(store.getDoc())).toEqual([1, 2, 3]);
  });

  it('sets and clears the background', () => {
    const store = createEditorStore(doc());
    store.edit(setBackground(1, '/uploads/abc.png', 700));
    expect(store.getDoc().steps[0]).toMatchObject({ backgroundUrl: '/uploads/abc.png', backgroundHeight: 700 });
    store.edit(setBackground(1, null, 700));
    expect(store.getDoc().steps[0]).toMatchObject({ backgroundUrl: null, backgroundHeight: null });
  });
});

describe('layer operations', () => {
  it('adds a layer on top, or after a given layer', () => {
    const store = createEditorStore(doc([step(1, [layer('a'), layer('b')])]));
    store.edit(addLayer(1, layer('c')));
    store.edit(addLayer(1, layer('d'), 'a'));
    expect(layerIds(store.getDoc(), 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('adds nothing to an unknown step', () => {
    const store = createEditorStore(doc());
    store.edit(addLayer(99, layer('a')));
    expect(store.canUndo()).toBe(false);
  });

  it('updates a layer’s fields but never its id or type', () => {
    const store = createEditorStore(doc([step(1, [layerForTool('text', 0, 0)])]));
    const textId = store.getDoc().steps[0]?.layers[0]?.id as string;
    store.edit(updateLayer(1, textId, { text: 'Click here', x: 40, id: 'hijack', type: 'rect' } as never));
    const updated = store.getDoc().steps[0]?.layers[0] as TextLayer;
    expect(updated).toMatchObject({ id: textId, type: 'text', text: 'Click here', x: 40 });
  });

  it('removes a layer', () => {
    const store = createEditorStore(doc([step(1, [layer('a'), layer('b')])]));
    store.edit(removeLayer(1, 'a'));
    expect(layerIds(store.getDoc(), 1)).toEqual(['b']);
  });

  it('swaps two layers’ stacking order', () => {
    const store = createEditorStore(doc([step(1, [layer('a'), layer('b'), layer('c')])]));
    store.edit(swapLayers(1, 'a', 'c'));
    expect(layerIds(store.getDoc(), 1)).toEqual(['c', 'b', 'a']);
    store.edit(swapLayers(1, 'a', 'missing'));
    expect(layerIds(store.getDoc(), 1)).toEqual(['c', 'b', 'a']);
  });
});

describe('config operations', () => {
  it('updates one config value', () => {
    const store = createEditorStore(doc());
    store.edit(updateConfigValue('tn', 'tnBGColor', '#000000'));
    expect(store.getDoc().config[0]?.values[0]?.value).toBe('#000000');
    store.edit(updateConfigValue('tn', 'nope', '#111111'));
    expect(store.getDoc().config[0]?.values[0]?.value).toBe('#000000');
  });
});

describe('operations with history', () => {
  it('undoes each operation as one step', () => {
    const original = doc([step(1, [layer('a')]), step(2)]);
    const store = createEditorStore(original);
    store.edit(addStep(step(3)));
    store.edit(swapLayers(1, 'a', 'a'));
    store.edit(updateLayer(1, 'a', { x: 500 }));
    store.edit(reorderSteps(0, 1));
    store.undo();
    store.undo();
    store.undo();
    expect(store.getDoc()).toEqual(original);
    expect(store.canUndo()).toBe(false);
  });
});

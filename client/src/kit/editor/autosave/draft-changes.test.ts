import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../model/editor-store';
import { draftChanges, isEmptyChanges } from './draft-changes';
import { renameStep, sampleDoc, type TestDoc, testStep } from './test-support';

/** 50 steps of 20 items each: a large document, where a save of the whole would be ~1,000 items. */
function largeDoc(): TestDoc {
  const steps = Array.from({ length: 50 }, (_, s) =>
    testStep(
      s + 1,
      `Step ${s + 1}`,
      Array.from({ length: 20 }, (_, i) => ({ id: `s${s + 1}i${i + 1}`, text: `Item ${i + 1}` })),
    ),
  );
  return { steps, config: [{ sectionId: 'theme', values: [{ id: 'color', value: '#0E7C74' }] }] };
}

describe('draftChanges', () => {
  it('sends one step, and no order or config, for an edit of one item in a 50 × 20 document', () => {
    const store = createEditorStore(largeDoc());
    const base = store.getDoc();
    store.edit((draft) => {
      const item = draft.steps[36]?.items[11];
      if (item) item.text = 'Edited';
    });
    const changes = draftChanges(base, store.getDoc());
    expect(changes.steps).toHaveLength(1);
    expect(changes.steps[0]?.id).toBe(37);
    expect(changes.steps[0]?.items[11]).toEqual({ id: 's37i12', text: 'Edited' });
    expect(changes.steps[0]?.items).toHaveLength(20);
    expect(changes).not.toHaveProperty('order');
    expect(changes).not.toHaveProperty('config');
  });

  it('sends only the order when steps move', () => {
    const store = createEditorStore(sampleDoc(['A', 'B', 'C']));
    const base = store.getDoc();
    store.edit((draft) => {
      const [moved] = draft.steps.splice(2, 1);
      if (moved) draft.steps.unshift(moved);
    });
    expect(draftChanges(base, store.getDoc())).toEqual({ steps: [], order: [3, 1, 2] });
  });

  it('sends a new step whole, with the order', () => {
    const store = createEditorStore(sampleDoc(['A', 'B']));
    const base = store.getDoc();
    store.edit((draft) => {
      draft.steps.splice(1, 0, testStep(7, 'New'));
    });
    expect(draftChanges(base, store.getDoc())).toEqual({ steps: [{ id: 7, name: 'New', title: '', items: [] }], order: [1, 7, 2] });
  });

  it('sends the order without the deleted step, and no steps, for a deletion', () => {
    const store = createEditorStore(sampleDoc(['A', 'B', 'C']));
    const base = store.getDoc();
    store.edit((draft) => {
      draft.steps.splice(1, 1);
    });
    expect(draftChanges(base, store.getDoc())).toEqual({ steps: [], order: [1, 3] });
  });

  it('sends the whole config when it changed, and nothing else', () => {
    const store = createEditorStore(largeDoc());
    const base = store.getDoc();
    store.edit((draft) => {
      const value = draft.config[0]?.values[0];
      if (value) value.value = '#000000';
    });
    expect(draftChanges(base, store.getDoc())).toEqual({ steps: [], config: [{ sectionId: 'theme', values: [{ id: 'color', value: '#000000' }] }] });
  });

  it('sends a renamed and a moved step together: the changed step and the order', () => {
    const store = createEditorStore(sampleDoc(['A', 'B', 'C']));
    const base = store.getDoc();
    store.edit(renameStep(2, 'B2'));
    store.edit((draft) => void draft.steps.reverse());
    expect(draftChanges(base, store.getDoc())).toEqual({ steps: [{ id: 2, name: 'B2', title: '', items: [] }], order: [3, 2, 1] });
  });

  it('is empty when nothing changed', () => {
    const doc = largeDoc();
    const changes = draftChanges(doc, doc);
    expect(changes).toEqual({ steps: [] });
    expect(isEmptyChanges(changes)).toBe(true);
  });

  it('compares deeply where identity differs: an undone edit, or the same document read back from JSON', () => {
    const store = createEditorStore(largeDoc());
    const base = store.getDoc();
    store.edit(renameStep(5, 'Renamed'));
    store.undo();
    expect(draftChanges(base, store.getDoc())).toEqual({ steps: [] });
    const copy = JSON.parse(JSON.stringify(base)) as TestDoc;
    expect(draftChanges(base, copy)).toEqual({ steps: [] });
  });

  it('is not empty when only the order or only the config changed', () => {
    expect(isEmptyChanges({ steps: [], order: [2, 1] })).toBe(false);
    expect(isEmptyChanges({ steps: [], config: [] })).toBe(false);
  });
});

describe('draftChanges with layers', () => {
  type Doc = { steps: { id: number; title: string; layers: { id: string; v: number }[] }[]; config: unknown[] };
  const doc = (): Doc => ({
    steps: [1, 2].map((id) => ({ id, title: `T${id}`, layers: ['a', 'b', 'c', 'd'].map((l) => ({ id: `${id}${l}`, v: 0 })) })),
    config: [],
  });

  it('sends one changed layer alone, and the whole step when more than half of its layers changed or one was added', () => {
    const base = doc();
    const one = { ...base, steps: [{ ...base.steps[0]!, layers: base.steps[0]!.layers.map((l, i) => (i === 1 ? { ...l, v: 9 } : l)) }, base.steps[1]!] };
    expect(draftChanges(base, one)).toEqual({ steps: [], layers: [{ stepId: 1, layer: { id: '1b', v: 9 } }] });
    const three = { ...base, steps: [{ ...base.steps[0]!, layers: base.steps[0]!.layers.map((l, i) => (i < 3 ? { ...l, v: 9 } : l)) }, base.steps[1]!] };
    expect(draftChanges(base, three).steps.map((s) => s.id)).toEqual([1]);
    const added = { ...base, steps: [{ ...base.steps[0]!, layers: [...base.steps[0]!.layers, { id: '1e', v: 0 }] }, base.steps[1]!] };
    expect(draftChanges(base, added)).toEqual({ steps: [added.steps[0]] });
  });
});

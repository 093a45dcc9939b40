import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renameStep, retitleStep, sampleDoc, type TestDoc, testStep } from '../autosave/test-support';
import { createEditorStore, type EditorStore, useEditorDoc, useUndoRedoState } from './editor-store';

const doc = (): TestDoc => sampleDoc(['Step 1', 'Step 2']);
const updateStep = (stepId: number, patch: { name?: string; title?: string }) =>
  patch.title !== undefined ? retitleStep(stepId, patch.title) : renameStep(stepId, patch.name ?? '');

describe('createEditorStore', () => {
  it('notifies subscribers and bumps the version on each doc change, not on a no-op', () => {
    const store = createEditorStore(doc());
    const listener = vi.fn();
    store.subscribe(listener);
    store.edit(updateStep(1, { name: 'Welcome' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.version()).toBe(1);
    store.edit(updateStep(1, { name: 'Welcome' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.version()).toBe(1);
  });

  it('records a gesture as one undo step', () => {
    const store = createEditorStore(doc());
    store.beginGesture();
    for (const name of ['W', 'We', 'Wel']) store.editInGesture(updateStep(1, { name }));
    store.endGesture();
    expect(store.version()).toBe(3);
    store.undo();
    expect(store.getDoc().steps[0]?.name).toBe('Step 1');
    expect(store.canUndo()).toBe(false);
    expect(store.canRedo()).toBe(true);
  });

  it('replaces the doc without recording it, and still notifies (autosave and views need the new doc)', () => {
    const store = createEditorStore(doc());
    store.edit(updateStep(1, { name: 'Mine' }));
    const listener = vi.fn();
    store.subscribe(listener);
    const theirs = { ...doc(), config: [] };
    store.replace(theirs);
    expect(store.getDoc()).toBe(theirs);
    expect(store.canUndo()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.version()).toBe(2);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createEditorStore(doc());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.edit(updateStep(1, { name: 'x' }));
    expect(listener).not.toHaveBeenCalled();
  });
});

function StepName({ store, stepId, renders }: { store: EditorStore<TestDoc>; stepId: number; renders: { count: number } }) {
  const step = useEditorDoc(store, (d) => d.steps.find((s) => s.id === stepId));
  renders.count++;
  return <p data-testid={`step-${stepId}`}>{step?.name}</p>;
}

function StepIds({ store, renders }: { store: EditorStore<TestDoc>; renders: { count: number } }) {
  const ids = useEditorDoc(store, (d) => d.steps.map((s) => s.id));
  renders.count++;
  return <p data-testid="ids">{ids.join(',')}</p>;
}

function UndoButtons({ store }: { store: EditorStore<TestDoc> }) {
  const { canUndo, canRedo } = useUndoRedoState(store);
  return (
    <p data-testid="undo">
      {String(canUndo)}/{String(canRedo)}
    </p>
  );
}

describe('useEditorDoc', () => {
  it('re-renders a view of one step only when that step changes', () => {
    const store = createEditorStore(doc());
    const first = { count: 0 };
    const second = { count: 0 };
    render(
      <>
        <StepName store={store} stepId={1} renders={first} />
        <StepName store={store} stepId={2} renders={second} />
      </>,
    );
    const before = { first: first.count, second: second.count };
    act(() => store.edit(updateStep(2, { name: 'Checkout' })));
    expect(screen.getByTestId('step-2').textContent).toBe('Checkout');
    expect(second.count).toBe(before.second + 1);
    expect(first.count).toBe(before.first);
  });

  it('keeps a derived array when its entries are unchanged (shallow comparison)', () => {
    const store = createEditorStore(doc());
    const renders = { count: 0 };
    render(<StepIds store={store} renders={renders} />);
    const before = renders.count;
    act(() => store.edit(updateStep(1, { title: 'New title' })));
    expect(renders.count).toBe(before);
    act(() => store.edit((d) => void d.steps.reverse()));
    expect(screen.getByTestId('ids').textContent).toBe('2,1');
    expect(renders.count).toBe(before + 1);
  });

  it('follows undo, redo and replace', () => {
    const store = createEditorStore(doc());
    render(
      <>
        <StepName store={store} stepId={1} renders={{ count: 0 }} />
        <UndoButtons store={store} />
      </>,
    );
    expect(screen.getByTestId('undo').textContent).toBe('false/false');
    act(() => store.edit(updateStep(1, { name: 'A' })));
    expect(screen.getByTestId('undo').textContent).toBe('true/false');
    act(() => store.undo());
    expect(screen.getByTestId('step-1').textContent).toBe('Step 1');
    expect(screen.getByTestId('undo').textContent).toBe('false/true');
    act(() => store.redo());
    expect(screen.getByTestId('step-1').textContent).toBe('A');
    act(() => store.replace({ steps: [testStep(1, 'Theirs')], config: [] }));
    expect(screen.getByTestId('step-1').textContent).toBe('Theirs');
    expect(screen.getByTestId('undo').textContent).toBe('false/false');
  });
});

import { describe, expect, it } from 'vitest';
import { deepEqual, HISTORY_CAP, History } from './history';

type Doc = { count: number; items: string[]; box: { x: number; y: number } };
const initial = (): Doc => ({ count: 0, items: [], box: { x: 0, y: 0 } });

function increment(history: History<Doc>, times = 1) {
  for (let i = 0; i < times; i++)
    history.apply((draft) => {
      draft.count += 1;
    });
}

describe('History', () => {
  it('undoes and redoes a discrete edit', () => {
    const history = new History(initial());
    history.apply((draft) => {
      draft.items.push('a');
    });
    expect(history.state.items).toEqual(['a']);
    history.undo();
    expect(history.state.items).toEqual([]);
    expect(history.canRedo()).toBe(true);
    history.redo();
    expect(history.state.items).toEqual(['a']);
    expect(history.canRedo()).toBe(false);
  });

  it('ignores a recipe that returns a value (an arrow like draft => draft.items.push(x))', () => {
    const history = new History(initial());
    history.apply((draft) => draft.items.push('a') as unknown as undefined);
    expect(history.state.items).toEqual(['a']);
  });

  it('keeps at most 30 steps and drops the oldest', () => {
    const history = new History(initial());
    increment(history, HISTORY_CAP + 5);
    expect(history.undoDepth).toBe(HISTORY_CAP);
    for (let i = 0; i < 100; i++) history.undo();
    expect(history.state.count).toBe(5);
    expect(history.canUndo()).toBe(false);
  });

  it('records nothing for a no-op recipe, nor for one that writes the same values', () => {
    const history = new History(initial());
    const before = history.state;
    history.apply(() => {});
    history.apply((draft) => {
      draft.count = 0;
      draft.box = { x: 0, y: 0 };
    });
    expect(history.canUndo()).toBe(false);
    expect(history.state).toBe(before);
  });

  it('does not drop the redo branch for a no-op edit', () => {
    const history = new History(initial());
    increment(history);
    history.undo();
    history.apply((draft) => {
      draft.count = 0;
    });
    expect(history.canRedo()).toBe(true);
  });

  it('drops the redo branch when an edit follows an undo', () => {
    const history = new History(initial());
    increment(history, 3);
    history.undo();
    history.undo();
    history.apply((draft) => {
      draft.items.push('new branch');
    });
    expect(history.canRedo()).toBe(false);
    history.redo();
    expect(history.state).toMatchObject({ count: 1, items: ['new branch'] });
    history.undo();
    expect(history.state).toMatchObject({ count: 1, items: [] });
  });

  it('makes all edits between gesture marks one undo step', () => {
    const history = new History(initial());
    increment(history);
    history.beginGesture();
    for (let x = 1; x <= 10; x++)
      history.applyInGesture((draft) => {
        draft.box.x = x;
      });
    history.endGesture();
    expect(history.undoDepth).toBe(2);
    history.undo();
    expect(history.state).toMatchObject({ count: 1, box: { x: 0 } });
    history.redo();
    expect(history.state.box.x).toBe(10);
  });

  it('undoes 1000 edits in one gesture in one step', () => {
    const history = new History(initial());
    history.beginGesture();
    for (let i = 0; i < 1000; i++)
      history.applyInGesture((draft) => {
        draft.box.x = i;
        if (i % 100 === 0) draft.items.push(`item ${i}`);
      });
    history.endGesture();
    expect(history.state.items).toHaveLength(10);
    history.undo();
    expect(history.state).toEqual(initial());
    expect(history.canUndo()).toBe(false);
    history.redo();
    expect(history.state.box.x).toBe(999);
    expect(history.state.items).toHaveLength(10);
  });

  it('records nothing for a gesture that ends where it started, and keeps the original objects', () => {
    const history = new History(initial());
    const before = history.state;
    history.beginGesture();
    history.applyInGesture((draft) => {
      draft.box.x = 50;
    });
    expect(history.canUndo()).toBe(true);
    history.applyInGesture((draft) => {
      draft.box.x = 0;
    });
    history.endGesture();
    expect(history.canUndo()).toBe(false);
    expect(history.state).toBe(before);
  });

  it('undoes and redoes across a mix of gestures and discrete edits in order', () => {
    const history = new History(initial());
    history.beginGesture();
    history.applyInGesture((draft) => {
      draft.box.x = 5;
    });
    history.applyInGesture((draft) => {
      draft.box.y = 7;
    });
    // A discrete edit closes the open gesture first.
    increment(history);
    history.beginGesture();
    history.applyInGesture((draft) => {
      draft.items.push('typed');
    });
    // Undo closes the open gesture and undoes it.
    history.undo();
    expect(history.state).toEqual({ count: 1, items: [], box: { x: 5, y: 7 } });
    history.undo();
    expect(history.state).toEqual({ count: 0, items: [], box: { x: 5, y: 7 } });
    history.undo();
    expect(history.state).toEqual(initial());
    history.redo();
    history.redo();
    history.redo();
    expect(history.state).toEqual({ count: 1, items: ['typed'], box: { x: 5, y: 7 } });
  });

  it('starts a gesture when an in-gesture edit arrives without one', () => {
    const history = new History(initial());
    history.applyInGesture((draft) => {
      draft.box.x = 1;
    });
    history.applyInGesture((draft) => {
      draft.box.x = 2;
    });
    expect(history.inGesture).toBe(true);
    history.endGesture();
    expect(history.undoDepth).toBe(1);
  });

  it('does not offer redo while an open gesture has changed the state', () => {
    const history = new History(initial());
    increment(history);
    history.undo();
    history.beginGesture();
    history.applyInGesture((draft) => {
      draft.box.x = 3;
    });
    expect(history.canRedo()).toBe(false);
    history.endGesture();
    expect(history.canRedo()).toBe(false);
  });

  it('adopts a replaced state without recording it and clears undo and redo', () => {
    const history = new History(initial());
    increment(history, 2);
    history.undo();
    history.beginGesture();
    history.applyInGesture((draft) => {
      draft.box.x = 9;
    });
    const theirs = { count: 42, items: ['server'], box: { x: 1, y: 1 } };
    history.replace(theirs);
    expect(history.state).toBe(theirs);
    expect(history.canUndo()).toBe(false);
    expect(history.canRedo()).toBe(false);
    expect(history.inGesture).toBe(false);
    history.undo();
    expect(history.state).toBe(theirs);
  });

  it('shares untouched parts between states (structural sharing survives undo)', () => {
    const history = new History(initial());
    const box = history.state.box;
    history.apply((draft) => {
      draft.items.push('a');
    });
    expect(history.state.box).toBe(box);
    history.undo();
    expect(history.state.box).toBe(box);
  });
});

describe('deepEqual', () => {
  it('compares JSON-like values by content', () => {
    expect(deepEqual({ a: [1, { b: 'c' }] }, { a: [1, { b: 'c' }] })).toBe(true);
    expect(deepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });

  it('treats undefined keys as absent, as JSON does', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: null })).toBe(false);
  });
});

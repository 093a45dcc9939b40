import type { Draft } from 'immer';
import { useRef, useSyncExternalStore } from 'react';
import type { EditorDoc } from './editor-doc';
import { History } from './history';

/** A change to the document, written as a mutation of an immer draft (an editor's operations). */
export type Recipe<Doc extends EditorDoc> = (draft: Doc) => void;

export type EditorStore<Doc extends EditorDoc> = {
  getDoc(): Doc;
  /** For useSyncExternalStore: called after every doc change and every change of canUndo/canRedo. */
  subscribe(listener: () => void): () => void;
  /** One discrete edit = one undo step (closes any open gesture first). No-op edits record nothing. */
  edit(recipe: Recipe<Doc>): void;
  /** Gesture (drag, transform, text edit, typing in a design field): all edits between begin and end form one undo step. */
  beginGesture(): void;
  editInGesture(recipe: Recipe<Doc>): void;
  endGesture(): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Adopt a document from elsewhere (another author's save, a restored revision): not recorded, history cleared. */
  replace(doc: Doc): void;
  /** Bumped on every doc change, for autosave. */
  version(): number;
};

/**
 * The one store of an open editor: the document plus its undo history. Selection, the active
 * tool, zoom and the selected step are React state outside it, so they never enter history.
 */
export function createEditorStore<Doc extends EditorDoc>(initial: Doc): EditorStore<Doc> {
  const history = new History<Doc>(initial);
  // A recipe is written against the document type; immer hands it the mutable draft of it.
  const asDraft = (recipe: Recipe<Doc>) => recipe as unknown as (draft: Draft<Doc>) => void;
  const listeners = new Set<() => void>();
  let version = 0;

  // Every call goes through here: listeners hear about doc changes and about undo/redo
  // availability changes (closing a gesture can drop the redo branch without touching the doc).
  function run(action: () => void): void {
    const doc = history.state;
    const couldUndo = history.canUndo();
    const couldRedo = history.canRedo();
    action();
    const docChanged = history.state !== doc;
    if (docChanged) version++;
    if (docChanged || history.canUndo() !== couldUndo || history.canRedo() !== couldRedo) {
      for (const listener of [...listeners]) listener();
    }
  }

  return {
    getDoc: () => history.state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    edit: (recipe) => run(() => history.apply(asDraft(recipe))),
    beginGesture: () => run(() => history.beginGesture()),
    editInGesture: (recipe) => run(() => history.applyInGesture(asDraft(recipe))),
    endGesture: () => run(() => history.endGesture()),
    undo: () => run(() => history.undo()),
    redo: () => run(() => history.redo()),
    canUndo: () => history.canUndo(),
    canRedo: () => history.canRedo(),
    replace: (doc) => run(() => history.replace(doc)),
    version: () => version,
  };
}

/**
 * Same value when the two are Object.is-equal, or arrays / plain objects whose entries are.
 * Lets a selector build a small array or object (`doc.steps.map((s) => s.id)`) without
 * re-rendering on every unrelated change.
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
  const left = Object.keys(a);
  const right = b as Record<string, unknown>;
  return left.length === Object.keys(right).length && left.every((key) => key in right && Object.is((a as Record<string, unknown>)[key], right[key]));
}

/**
 * Reads part of the document and re-renders only when that part changes. Immer's structural
 * sharing keeps untouched steps and layers the same objects, so selecting one step or layer does
 * not re-render when another one changes. The selector may be an inline function.
 */
export function useEditorDoc<Doc extends EditorDoc, T>(store: EditorStore<Doc>, select: (doc: Doc) => T, isEqual: (a: T, b: T) => boolean = shallowEqual): T {
  // The last selection survives re-renders, so an equal result keeps its identity.
  const last = useRef<{ doc: Doc; select: (doc: Doc) => T; value: T } | null>(null);
  const getSnapshot = () => {
    const doc = store.getDoc();
    const previous = last.current;
    if (previous && previous.doc === doc && previous.select === select) return previous.value;
    const next = select(doc);
    const value = previous && isEqual(previous.value, next) ? previous.value : next;
    last.current = { doc, select, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** Whether Undo and Redo are available, for the toolbar buttons. */
export function useUndoRedoState<Doc extends EditorDoc>(store: EditorStore<Doc>): { canUndo: boolean; canRedo: boolean } {
  const canUndo = useSyncExternalStore(store.subscribe, store.canUndo, store.canUndo);
  const canRedo = useSyncExternalStore(store.subscribe, store.canRedo, store.canRedo);
  return { canUndo, canRedo };
}

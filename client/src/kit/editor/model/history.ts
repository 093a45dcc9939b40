import { applyPatches, type Draft, enablePatches, type Objectish, type Patch, produceWithPatches } from 'immer';

enablePatches();

/** Undo steps kept (authoring.md §9 "Editor history cap 30"); the oldest is dropped first. */
export const HISTORY_CAP = 30;

type UndoStep = { forward: Patch[]; inverse: Patch[] };

type OpenGesture<T> = { start: T; forward: Patch[]; inverses: Patch[][] };

/**
 * Undo/redo over an immutable state, recorded from immer patches (ARCHITECTURE.md "Editor
 * history"). Every change goes through `apply` / `applyInGesture`, so history is recorded
 * automatically rather than hand-written per command (the tldraw lesson):
 *
 * - a discrete edit (`apply`) is one undo step;
 * - edits between `beginGesture` and `endGesture` (a drag, a transform, typing in a field) are
 *   squashed into one step, however many there were;
 * - a change that leaves the state deep-equal to what it was records nothing (a no-op recipe, a
 *   drag that ends where it started), and does not drop the redo branch;
 * - a recorded edit after an undo drops the redo branch;
 * - `replace` adopts a state from elsewhere (a server echo, another author's save) without
 *   recording it, and clears history: their patches would not apply to our old states.
 *
 * Selection, zoom and hover are not in the state, so they never enter history.
 */
export class History<T extends Objectish> {
  #state: T;
  #undo: UndoStep[] = [];
  #redo: UndoStep[] = [];
  #gesture: OpenGesture<T> | null = null;
  readonly #cap: number;

  constructor(initial: T, options: { cap?: number } = {}) {
    this.#state = initial;
    this.#cap = Math.max(1, options.cap ?? HISTORY_CAP);
  }

  get state(): T {
    return this.#state;
  }

  get inGesture(): boolean {
    return this.#gesture !== null;
  }

  /** Undo steps available (an open gesture with a net change counts as one). */
  get undoDepth(): number {
    return this.#undo.length + (this.#gestureChanged() ? 1 : 0);
  }

  canUndo(): boolean {
    return this.undoDepth > 0;
  }

  /** False while an open gesture has changed the state: ending it will drop the redo branch. */
  canRedo(): boolean {
    return this.#redo.length > 0 && !this.#gestureChanged();
  }

  /** One discrete edit = one undo step. Closes an open gesture first. */
  apply(recipe: (draft: Draft<T>) => void): void {
    this.endGesture();
    const before = this.#state;
    const [next, forward, inverse] = produce(before, recipe);
    if (forward.length === 0 || deepEqual(before, next)) return;
    this.#state = next;
    this.#record({ forward, inverse });
  }

  /** Starts a gesture (closing any open one): later `applyInGesture` calls form one undo step. */
  beginGesture(): void {
    this.endGesture();
    this.#gesture = { start: this.#state, forward: [], inverses: [] };
  }

  /** An edit inside the open gesture; starts one if none is open (a gesture is never lost). */
  applyInGesture(recipe: (draft: Draft<T>) => void): void {
    if (!this.#gesture) this.beginGesture();
    const gesture = this.#gesture as OpenGesture<T>;
    const [next, forward, inverse] = produce(this.#state, recipe);
    if (forward.length === 0) return;
    this.#state = next;
    gesture.forward.push(...forward);
    gesture.inverses.push(inverse);
  }

  /** Closes the open gesture: one undo step if the state changed, nothing otherwise. */
  endGesture(): void {
    const gesture = this.#gesture;
    if (!gesture) return;
    this.#gesture = null;
    if (this.#state === gesture.start) return;
    if (deepEqual(gesture.start, this.#state)) {
      // Back where it began (a drag returned to its place): keep the original objects so
      // structural sharing (and selectors comparing by reference) still see "unchanged".
      this.#state = gesture.start;
      return;
    }
    // Undoing a gesture replays its inverse patches newest first.
    const inverse = gesture.inverses.reverse().flat();
    this.#record({ forward: gesture.forward, inverse });
  }

  undo(): void {
    this.endGesture();
    const step = this.#undo.pop();
    if (!step) return;
    this.#state = applyPatches(this.#state, step.inverse);
    this.#redo.push(step);
  }

  redo(): void {
    this.endGesture();
    const step = this.#redo.pop();
    if (!step) return;
    this.#state = applyPatches(this.#state, step.forward);
    this.#undo.push(step);
  }

  /** Adopts `state` without recording it; undo and redo start afresh (an open gesture is dropped). */
  replace(state: T): void {
    this.#gesture = null;
    this.#undo = [];
    this.#redo = [];
    this.#state = state;
  }

  #record(step: UndoStep): void {
    this.#undo.push(step);
    if (this.#undo.length > this.#cap) this.#undo.splice(0, this.#undo.length - this.#cap);
    this.#redo = [];
  }

  #gestureChanged(): boolean {
    const gesture = this.#gesture;
    return gesture !== null && gesture.start !== this.#state && !deepEqual(gesture.start, this.#state);
  }
}

// The recipe's return value is ignored: `draft => draft.steps.push(step)` returns a number, which
// immer would otherwise take as a replacement state and throw.
function produce<T extends Objectish>(base: T, recipe: (draft: Draft<T>) => void) {
  return produceWithPatches(base, (draft: Draft<T>) => {
    recipe(draft);
  }) as unknown as readonly [T, Patch[], Patch[]];
}

/**
 * Structural equality for JSON-like values (plain objects, arrays, primitives). Shared
 * references short-circuit, so comparing two immer states costs only the changed paths.
 * Keys whose value is `undefined` count as absent, as they do once the document is sent as JSON.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!deepEqual(a[index], b[index])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let leftKeys = 0;
  for (const key of Object.keys(left)) {
    if (left[key] === undefined) continue;
    leftKeys++;
    if (!deepEqual(left[key], right[key])) return false;
  }
  let rightKeys = 0;
  for (const key of Object.keys(right)) if (right[key] !== undefined) rightKeys++;
  return leftKeys === rightKeys;
}

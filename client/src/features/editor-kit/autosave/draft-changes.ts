/**
 * What a save sends when the server already holds `base`: only what changed, so an edit in a
 * large document is cheap on the wire (ARCHITECTURE.md "Autosave": "only what changed for the
 * editors, so cost follows the edit"). The shape is `saveMaterialDraft`'s `changes` input.
 *
 * The store updates immutably (immer), so a step nobody touched is the same object in both
 * documents and costs one comparison; only steps whose identity differs are compared deeply (an
 * edit that ended where it began, a document read back from localStorage or the server).
 */
import type { EditorDoc, StepOf } from '../model/editor-doc';
import { deepEqual } from '../model/history';

export type DraftChanges<Doc extends EditorDoc> = {
  /** New or changed steps, each whole. */
  steps: StepOf<Doc>[];
  /** Every step id in order; present only when steps were added, removed or moved (stored steps missing from it are deleted). */
  order?: number[];
  /** The whole config; present only when it changed. */
  config?: Doc['config'];
};

/** The changes that turn `base` (what the server holds) into `next`. */
export function draftChanges<Doc extends EditorDoc>(base: Doc, next: Doc): DraftChanges<Doc> {
  const changes: DraftChanges<Doc> = { steps: [] };
  if (base.steps !== next.steps) {
    const before = new Map<number, StepOf<Doc>>(base.steps.map((step) => [step.id, step]));
    for (const step of next.steps) {
      const old = before.get(step.id);
      if (old !== step && !deepEqual(old, step)) changes.steps.push(step);
    }
    if (!sameIds(base.steps, next.steps)) changes.order = next.steps.map((step) => step.id);
  }
  if (base.config !== next.config && !deepEqual(base.config, next.config)) changes.config = next.config;
  return changes;
}

/** True when the changes would change nothing. */
export function isEmptyChanges(changes: DraftChanges<EditorDoc>): boolean {
  return changes.steps.length === 0 && changes.order === undefined && changes.config === undefined;
}

function sameIds(a: readonly { readonly id: number }[], b: readonly { readonly id: number }[]): boolean {
  return a.length === b.length && a.every((step, index) => step.id === b[index]?.id);
}

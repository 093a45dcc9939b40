/**
 * What a save sends when the server already holds `base`: only what changed, so an edit in a
 * large document is cheap on the wire (ARCHITECTURE.md "Autosave": "only what changed for the
 * editors, so cost follows the edit"). The shape is `saveMaterialDraft`'s `changes` input.
 *
 * The store updates immutably (immer), so a step nobody touched is the same object in both
 * documents and costs one comparison; only steps whose identity differs are compared deeply (an
 * edit that ended where it began, a document read back from localStorage or the server). A step
 * where only some layers (a path's elements) changed sends just those layers (`layers`).
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
  /** Changed layers (elements) of steps not sent whole, each whole; present only when there are some. */
  layers?: { stepId: number; layer: unknown }[];
};

type WithLayers = { readonly id: number; readonly layers?: readonly { readonly id: string }[] };

/**
 * The layers that changed in a step whose other fields and layer ids (in order) did not, or null
 * when the step must go whole (its own fields changed, a layer was added, removed or moved, or
 * more than half of its layers changed: then the whole step is as small).
 */
function changedLayers(old: WithLayers, step: WithLayers): { stepId: number; layer: unknown }[] | null {
  const before = old.layers;
  const after = step.layers;
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return null;
  for (const key of new Set([...Object.keys(old), ...Object.keys(step)]))
    if (key !== 'layers' && !deepEqual((old as Record<string, unknown>)[key], (step as Record<string, unknown>)[key])) return null;
  const out: { stepId: number; layer: unknown }[] = [];
  for (const [i, layer] of after.entries()) {
    const was = before[i];
    if (was?.id !== layer.id) return null;
    if (was !== layer && !deepEqual(was, layer)) out.push({ stepId: step.id, layer });
  }
  return out.length * 2 > after.length ? null : out;
}

/** The changes that turn `base` (what the server holds) into `next`. */
export function draftChanges<Doc extends EditorDoc>(base: Doc, next: Doc): DraftChanges<Doc> {
  const changes: DraftChanges<Doc> = { steps: [] };
  if (base.steps !== next.steps) {
    const before = new Map<number, StepOf<Doc>>(base.steps.map((step) => [step.id, step]));
    for (const step of next.steps) {
      const old = before.get(step.id);
      if (old === step || deepEqual(old, step)) continue;
      const layers = old ? changedLayers(old as WithLayers, step as WithLayers) : null;
      if (layers) changes.layers = [...(changes.layers ?? []), ...layers];
      else changes.steps.push(step);
    }
    if (!sameIds(base.steps, next.steps)) changes.order = next.steps.map((step) => step.id);
  }
  if (base.config !== next.config && !deepEqual(base.config, next.config)) changes.config = next.config;
  return changes;
}

/** True when the changes would change nothing. */
export function isEmptyChanges(changes: DraftChanges<EditorDoc>): boolean {
  return changes.steps.length === 0 && changes.order === undefined && changes.config === undefined && changes.layers === undefined;
}

function sameIds(a: readonly { readonly id: number }[], b: readonly { readonly id: number }[]): boolean {
  return a.length === b.length && a.every((step, index) => step.id === b[index]?.id);
}

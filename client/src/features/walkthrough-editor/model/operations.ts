/**
 * The edits of authoring.md §4 "Editor history" as pure recipes for `store.edit(...)` /
 * `store.editInGesture(...)`: each returns a function that mutates an immer draft of the
 * document. An edit that cannot apply (unknown step or layer, a limit reached, an index out of
 * range) changes nothing, so the store records nothing for it.
 */
import { LIMITS, type Layer, type WalkthroughDoc, type WalkthroughStep } from '../../../lib/walkthrough/types';
import type { WalkthroughRecipe as Recipe } from './walkthrough-store';

/** The fields of a step a form can change (not its id or layers). */
export type StepPatch = Partial<Omit<WalkthroughStep, 'id' | 'layers'>>;

/** The fields of a layer that can change: anything of its own type except `id` and `type`. */
export type LayerPatch = {
  [K in Layer['type']]: Partial<Omit<Extract<Layer, { type: K }>, 'id' | 'type'>>;
}[Layer['type']];

function findStep(doc: WalkthroughDoc, stepId: number): WalkthroughStep | undefined {
  return doc.steps.find((step) => step.id === stepId);
}

/** Adds a step after `afterStepId` (at the end when absent or unknown); nothing past the step limit. */
export function addStep(step: WalkthroughStep, afterStepId?: number): Recipe {
  return (doc) => {
    if (doc.steps.length >= LIMITS.maxSteps) return;
    const index = afterStepId === undefined ? -1 : doc.steps.findIndex((candidate) => candidate.id === afterStepId);
    if (index === -1) doc.steps.push(step);
    else doc.steps.splice(index + 1, 0, step);
  };
}

/** Removes a step. Pick the step to select next with `stepAfterDelete` before applying it. */
export function deleteStep(stepId: number): Recipe {
  return (doc) => {
    const index = doc.steps.findIndex((step) => step.id === stepId);
    if (index !== -1) doc.steps.splice(index, 1);
  };
}

/**
 * The step to select once `deletedId` is gone (authoring.md §4: deleting with more than one step
 * makes another step the selected one): the one that takes its place, or the new last one when
 * the last was deleted; null when no step is left (or `deletedId` is unknown and there are none).
 */
export function stepAfterDelete(steps: readonly WalkthroughStep[], deletedId: number): number | null {
  const index = steps.findIndex((step) => step.id === deletedId);
  if (index === -1) return steps[0]?.id ?? null;
  const remaining = steps.filter((step) => step.id !== deletedId);
  return remaining[Math.min(index, remaining.length - 1)]?.id ?? null;
}

/** Changes a step's own fields (name, title, description, alt text, background). */
export function updateStep(stepId: number, patch: StepPatch): Recipe {
  return (doc) => {
    const step = findStep(doc, stepId);
    if (step) assignDefined(step, patch);
  };
}

/** Moves the step at `fromIndex` to `toIndex` (the drag-and-drop result in the Steps list). */
export function reorderSteps(fromIndex: number, toIndex: number): Recipe {
  return (doc) => {
    const count = doc.steps.length;
    if (fromIndex === toIndex || !inRange(fromIndex, count) || !inRange(toIndex, count)) return;
    const [moved] = doc.steps.splice(fromIndex, 1);
    if (moved) doc.steps.splice(toIndex, 0, moved);
  };
}

/** Adds a layer on top (at the end), or right after `afterLayerId`; nothing past the layer limit. */
export function addLayer(stepId: number, layer: Layer, afterLayerId?: string): Recipe {
  return (doc) => {
    const step = findStep(doc, stepId);
    if (!step || step.layers.length >= LIMITS.maxLayersPerStep) return;
    const index = afterLayerId === undefined ? -1 : step.layers.findIndex((candidate) => candidate.id === afterLayerId);
    if (index === -1) step.layers.push(layer);
    else step.layers.splice(index + 1, 0, layer);
  };
}

/** Changes a layer's fields (position, size, style, text…); its id and type stay. */
export function updateLayer(stepId: number, layerId: string, patch: LayerPatch): Recipe {
  return (doc) => {
    const layer = findStep(doc, stepId)?.layers.find((candidate) => candidate.id === layerId);
    if (!layer) return;
    const { id: _id, type: _type, ...fields } = patch as Partial<Layer>;
    assignDefined(layer, fields);
  };
}

export function removeLayer(stepId: number, layerId: string): Recipe {
  return (doc) => {
    const step = findStep(doc, stepId);
    const index = step?.layers.findIndex((layer) => layer.id === layerId) ?? -1;
    if (step && index !== -1) step.layers.splice(index, 1);
  };
}

/** Swaps two layers' places in the stacking order (bring forward / send backward). */
export function swapLayers(stepId: number, firstLayerId: string, secondLayerId: string): Recipe {
  return (doc) => {
    const step = findStep(doc, stepId);
    if (!step) return;
    const first = step.layers.findIndex((layer) => layer.id === firstLayerId);
    const second = step.layers.findIndex((layer) => layer.id === secondLayerId);
    if (first === -1 || second === -1 || first === second) return;
    const layer = step.layers[first] as Layer;
    step.layers[first] = step.layers[second] as Layer;
    step.layers[second] = layer;
  };
}

/** Sets (or, with null, clears) a step's background image and its height scaled to width 1024. */
export function setBackground(stepId: number, url: string | null, height: number | null): Recipe {
  return (doc) => {
    const step = findStep(doc, stepId);
    if (!step) return;
    step.backgroundUrl = url;
    step.backgroundHeight = url === null ? null : height;
  };
}

/** Sets one styling value of the walkthrough's configuration (a colour, font, size…). */
export function updateConfigValue(sectionId: string, valueId: string, value: string): Recipe {
  return (doc) => {
    const entry = doc.config.find((section) => section.sectionId === sectionId)?.values.find((candidate) => candidate.id === valueId);
    if (entry) entry.value = value;
  };
}

function inRange(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < length;
}

// `undefined` in a patch means "not given", never "delete": the document is JSON.
function assignDefined(target: object, patch: object): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
}

/**
 * The edits of a path (authoring.md §4 "Path editing") as pure recipes for the editor kit's
 * store (`store.edit(...)`): each mutates an immer draft of the document. An edit that cannot
 * apply (unknown step or element, a limit reached, an index out of range, the title element)
 * changes nothing, so the store records nothing for it.
 */
import { MAIN_ELEMENT_ID, PATH_LIMITS, type PathDoc, type PathElement, type PathStep } from '@learnhub/content';

export type PathRecipe = (doc: PathDoc) => void;

/** The fields of a step a form can change. */
export type PathStepPatch = Partial<Pick<PathStep, 'title' | 'description' | 'dueDate' | 'buttons'>>;

const findStep = (doc: PathDoc, stepId: number) => doc.steps.find((s) => s.id === stepId);
const inRange = (i: number, count: number) => Number.isInteger(i) && i >= 0 && i < count;

export function addStep(step: PathStep, afterStepId?: number): PathRecipe {
  return (doc) => {
    if (doc.steps.length >= PATH_LIMITS.maxSteps) return;
    const index = afterStepId === undefined ? -1 : doc.steps.findIndex((s) => s.id === afterStepId);
    if (index === -1) doc.steps.push(step);
    else doc.steps.splice(index + 1, 0, step);
  };
}

export function deleteStep(stepId: number): PathRecipe {
  return (doc) => {
    const index = doc.steps.findIndex((s) => s.id === stepId);
    if (index !== -1) doc.steps.splice(index, 1);
  };
}

/** The step to select once `deletedId` is gone: the one taking its place, else the new last one. */
export function stepAfterDelete(steps: readonly PathStep[], deletedId: number): number | null {
  const index = steps.findIndex((s) => s.id === deletedId);
  if (index === -1) return steps[0]?.id ?? null;
  const remaining = steps.filter((s) => s.id !== deletedId);
  return remaining[Math.min(index, remaining.length - 1)]?.id ?? null;
}

/** Changes a step's fields; a new title is also the text of its title element ("main"). */
export function updateStep(stepId: number, patch: PathStepPatch): PathRecipe {
  return (doc) => {
    const step = findStep(doc, stepId);
    if (!step) return;
    for (const [key, value] of Object.entries(patch)) if (value !== undefined) (step as Record<string, unknown>)[key] = value;
    if (patch.title !== undefined) {
      const main = step.layers.find((l) => l.id === MAIN_ELEMENT_ID);
      if (main?.type === 'large_text') main.content = patch.title;
    }
  };
}

export function reorderSteps(fromIndex: number, toIndex: number): PathRecipe {
  return (doc) => {
    const count = doc.steps.length;
    if (fromIndex === toIndex || !inRange(fromIndex, count) || !inRange(toIndex, count)) return;
    const [moved] = doc.steps.splice(fromIndex, 1);
    if (moved) doc.steps.splice(toIndex, 0, moved);
  };
}

/**
 * Adds an element after `afterElementId`, or at the end (after the title element in an empty
 * step); nothing past the element limit or with an id already in the step.
 */
export function addElement(stepId: number, element: PathElement, afterElementId?: string): PathRecipe {
  return (doc) => {
    const step = findStep(doc, stepId);
    if (!step || step.layers.length >= PATH_LIMITS.maxElementsPerStep || step.layers.some((l) => l.id === element.id)) return;
    const index = afterElementId === undefined ? -1 : step.layers.findIndex((l) => l.id === afterElementId);
    if (index === -1) step.layers.push(element);
    else step.layers.splice(index + 1, 0, element);
  };
}

/** Removes an element (never the step's title element). */
export function deleteElement(stepId: number, elementId: string): PathRecipe {
  return (doc) => {
    const step = findStep(doc, stepId);
    if (!step || elementId === MAIN_ELEMENT_ID) return;
    const index = step.layers.findIndex((l) => l.id === elementId);
    if (index !== -1) step.layers.splice(index, 1);
  };
}

/** The elements an author arranges: all but the title element, which stays first. */
export const bodyElements = (step: PathStep): PathElement[] => step.layers.filter((l) => l.id !== MAIN_ELEMENT_ID);

/** Moves the element at `fromIndex` to `toIndex`, indices among `bodyElements` (drag or keyboard). */
export function moveElement(stepId: number, fromIndex: number, toIndex: number): PathRecipe {
  return (doc) => {
    const step = findStep(doc, stepId);
    if (!step) return;
    const body = bodyElements(step);
    if (fromIndex === toIndex || !inRange(fromIndex, body.length) || !inRange(toIndex, body.length)) return;
    const [moved] = body.splice(fromIndex, 1);
    if (!moved) return;
    body.splice(toIndex, 0, moved);
    const main = step.layers.filter((l) => l.id === MAIN_ELEMENT_ID);
    step.layers.splice(0, step.layers.length, ...main, ...body);
  };
}

/** Changes an element's own fields (never its id or type). */
export function updateElement(stepId: number, elementId: string, patch: Record<string, unknown>): PathRecipe {
  return (doc) => {
    const el = findStep(doc, stepId)?.layers.find((l) => l.id === elementId);
    if (!el) return;
    for (const [key, value] of Object.entries(patch)) if (key !== 'id' && key !== 'type' && value !== undefined) (el as Record<string, unknown>)[key] = value;
  };
}

/** Sets one styling value (path settings); unknown ids change nothing. */
export function setConfigValue(valueId: string, value: string): PathRecipe {
  return (doc) => {
    for (const section of doc.config) for (const v of section.values) if (v.id === valueId) v.value = value;
  };
}

/**
 * New layers and steps with the defaults of authoring.md §3 (LAYER_DEFAULTS, shared with the
 * server, which fills the same values into a saved layer that omits them) and the random ids of §9.
 */
import { DEFAULT_STEP_DESCRIPTION, firstDropdownOption, LAYER_DEFAULTS, newLayerId, newStepId } from '@learnhub/content';
import type { Layer, LayerTool, WalkthroughStep } from './types';

export { newLayerId, newStepId };

const at = (x: number, y: number) => ({ id: newLayerId(), x: Math.round(x), y: Math.round(y) });

/** The layer a tool adds at canvas position (x, y): its top-left corner is the click point. */
export function layerForTool(tool: LayerTool, x: number, y: number): Layer {
  switch (tool) {
    case 'square':
      return { ...at(x, y), type: 'rect', ...LAYER_DEFAULTS.rect };
    case 'hotspot':
      return { ...at(x, y), type: 'hotspot', ...LAYER_DEFAULTS.hotspot };
    case 'text':
      return { ...at(x, y), type: 'text', ...LAYER_DEFAULTS.text };
    case 'textInput':
      return { ...at(x, y), type: 'textInput', ...LAYER_DEFAULTS.textInput };
    case 'dropdown':
      return { ...at(x, y), type: 'dropdown', ...LAYER_DEFAULTS.dropdown, options: [firstDropdownOption()] };
    case 'line':
      return { ...at(x, y), type: 'line', ...LAYER_DEFAULTS.line };
  }
}

/** Step N of a walkthrough: "Step N", "Title N", the default description, no background. */
export function newStep(n: number): WalkthroughStep {
  return {
    id: newStepId(),
    name: `Step ${n}`,
    title: `Title ${n}`,
    description: DEFAULT_STEP_DESCRIPTION,
    altText: '',
    backgroundUrl: null,
    backgroundHeight: null,
    layers: [],
  };
}

/**
 * The number of the next new step: one past the highest "Step N" name, and never below the
 * count, so deleting step 3 of 5 and adding one gives "Step 6", not a second "Step 5".
 */
export function nextStepNumber(steps: readonly { name: string }[]): number {
  const numbers = steps
    .map((step) => /^Step (\d+)$/.exec(step.name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return Math.max(steps.length, ...numbers) + 1;
}

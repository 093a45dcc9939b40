/**
 * New layers with the defaults of authoring.md §3, and the random ids of §9. Colours the spec
 * leaves open (placeholders) are chosen to read at 4.5:1 on the default white field.
 */
import type { DropdownLayer, HotspotLayer, Layer, LayerTool, LineLayer, RectLayer, TextInputLayer, TextLayer, WalkthroughStep } from './types';

/** Layer ids: random strings. */
export function newLayerId(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 12);
}

/** Step ids: random numbers below 100 million. */
export function newStepId(): number {
  return 1 + Math.floor(Math.random() * 99_999_999);
}

const at = (x: number, y: number) => ({ id: newLayerId(), x: Math.round(x), y: Math.round(y), rotation: 0 });

/** The layer a tool adds at canvas position (x, y): its top-left corner is the click point. */
export function layerForTool(tool: LayerTool, x: number, y: number): Layer {
  switch (tool) {
    case 'square':
      return { ...at(x, y), type: 'rect', width: 100, height: 100, fill: '#FFFFFF', stroke: '#000000', strokeWidth: 1, cornerRadius: 0 } satisfies RectLayer;
    case 'hotspot':
      return {
        ...at(x, y),
        type: 'hotspot',
        width: 100,
        height: 50,
        fill: 'rgba(0, 255, 255, 0.5)',
        stroke: '#000000',
        strokeWidth: 1,
        cornerRadius: 0,
      } satisfies HotspotLayer;
    case 'text':
      return {
        ...at(x, y),
        type: 'text',
        width: 120,
        height: 30,
        text: 'Text',
        fill: '#000000',
        fontSize: 14,
        fontStyle: 'NORMAL',
        fontFamily: 'Open Sans',
        align: 'left',
        verticalAlign: 'middle',
      } satisfies TextLayer;
    case 'textInput':
      return {
        ...at(x, y),
        type: 'textInput',
        width: 150,
        height: 30,
        placeholder: 'Type here',
        placeholderColor: '#6B7280',
        textColor: '#000000',
        fill: '#FFFFFF',
        stroke: '#D3D3D3',
        strokeWidth: 1,
        fontSize: 12,
      } satisfies TextInputLayer;
    case 'dropdown':
      return {
        ...at(x, y),
        type: 'dropdown',
        width: 100,
        height: 30,
        placeholder: 'Select',
        placeholderColor: '#6B7280',
        textColor: '#000000',
        fill: '#FFFFFF',
        stroke: '#000000',
        strokeWidth: 1,
        fontSize: 12,
        options: [{ id: newLayerId(), order: 1, title: 'Item 1' }],
      } satisfies DropdownLayer;
    case 'line':
      return { ...at(x, y), type: 'line', width: 150, height: 4, stroke: '#000000', strokeWidth: 1, arrowSize: 10, lineStyle: 'Solid' } satisfies LineLayer;
  }
}

/** Step N of a walkthrough: "Step N", "Title N", the default description, no background. */
export function newStep(n: number): WalkthroughStep {
  return {
    id: newStepId(),
    name: `Step ${n}`,
    title: `Title ${n}`,
    description: 'Add a description to this step',
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

import { describe, expect, it } from 'vitest';
import { layerForTool } from '../../lib/walkthrough/layer-defaults';
import { layerLabel, layerTypeName } from './layer-labels';
import { exportFileName } from './toolbar/export-jpeg';

describe('layer labels', () => {
  it('names a layer by its kind and top-left corner', () => {
    expect(layerLabel(layerForTool('square', 120, 80))).toBe('Rectangle at 120, 80');
    expect(layerLabel({ ...layerForTool('line', 0, 0), x: 10.4, y: -3.6 })).toBe('Arrow at 10, -4');
  });

  it('uses the tool names people see for every layer type', () => {
    expect(['image', 'rect', 'text', 'hotspot', 'textInput', 'dropdown', 'line'].map((type) => layerTypeName(type as never))).toEqual([
      'Image',
      'Rectangle',
      'Text',
      'Hotspot',
      'Text input',
      'Dropdown',
      'Arrow',
    ]);
  });
});

describe('exportFileName', () => {
  it('is <material-slug>-step-<n>.jpg', () => {
    expect(exportFileName('getting-started', 3)).toBe('getting-started-step-3.jpg');
  });
});

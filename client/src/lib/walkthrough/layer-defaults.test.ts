import { describe, expect, it } from 'vitest';
import { layerForTool, newStep, nextStepNumber } from './layer-defaults';

describe('nextStepNumber', () => {
  it('numbers after the highest "Step N", so a deleted step never makes a duplicate', () => {
    expect(nextStepNumber([])).toBe(1);
    expect(nextStepNumber([{ name: 'Step 1' }, { name: 'Step 2' }, { name: 'Step 4' }, { name: 'Step 5' }])).toBe(6);
  });

  it('counts renamed steps too', () => {
    expect(nextStepNumber([{ name: 'Welcome' }, { name: 'Report' }])).toBe(3);
  });
});

describe('defaults of authoring.md §3', () => {
  it('makes a step named after its number with the default description', () => {
    expect(newStep(3)).toMatchObject({
      name: 'Step 3',
      title: 'Title 3',
      description: 'Add a description to this step',
      altText: '',
      backgroundUrl: null,
      layers: [],
    });
    expect(newStep(3).id).toBeLessThan(100_000_000);
  });

  it('adds each tool at the click position with its default size', () => {
    expect(layerForTool('square', 10.4, 20.6)).toMatchObject({
      type: 'rect',
      x: 10,
      y: 21,
      width: 100,
      height: 100,
      fill: '#FFFFFF',
      stroke: '#000000',
      strokeWidth: 1,
      cornerRadius: 0,
    });
    expect(layerForTool('hotspot', 0, 0)).toMatchObject({ width: 100, height: 50, stroke: '#000000', strokeWidth: 1, cornerRadius: 0 });
    expect(layerForTool('textInput', 0, 0)).toMatchObject({ width: 150, height: 30, fill: '#FFFFFF', textColor: '#000000', strokeWidth: 1, fontSize: 12 });
    expect(layerForTool('dropdown', 0, 0)).toMatchObject({ width: 100, height: 30, fontSize: 12, options: [{ order: 1, title: 'Item 1' }] });
    expect(layerForTool('line', 0, 0)).toMatchObject({ width: 150, height: 4, stroke: '#000000', strokeWidth: 1, arrowSize: 10, lineStyle: 'Solid' });
    expect(layerForTool('text', 0, 0)).toMatchObject({
      text: 'Text',
      fill: '#000000',
      fontSize: 14,
      fontStyle: 'NORMAL',
      align: 'left',
      verticalAlign: 'middle',
      fontFamily: 'Open Sans',
    });
  });
});

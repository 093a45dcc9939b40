import { describe, expect, it } from 'vitest';
import { configFromJson, type GqlLayer, type GqlStep, toConfigSections, toLayer, toWalkthroughSteps } from './walkthrough-adapter';

const base = { layerId: 'l1', x: 10, y: 20, width: 100, height: 50, rotation: 0 };

describe('walkthrough adapter', () => {
  it("fills a field GraphQL left out with the shared schema's default for that type", () => {
    // authoring.md §3: a hotspot is translucent cyan, a text input's border light grey with "Type here".
    expect(toLayer({ __typename: 'HotspotLayer', layerId: 'h' })).toEqual({
      id: 'h',
      type: 'hotspot',
      x: 0,
      y: 0,
      width: 100,
      height: 50,
      rotation: 0,
      fill: 'rgba(0, 255, 255, 0.5)',
      stroke: '#000000',
      strokeWidth: 1,
      cornerRadius: 0,
    });
    expect(toLayer({ __typename: 'TextInputLayer', ...base })).toMatchObject({ placeholder: 'Type here', stroke: '#D3D3D3', fontSize: 12 });
    expect(toLayer({ __typename: 'DropdownLayer', ...base })).toMatchObject({ placeholder: 'Select', options: [] });
  });

  it('maps a step with its ids renamed back', () => {
    const step: GqlStep = {
      stepId: 42,
      name: 'Step 1',
      title: 'Open the dashboard',
      description: 'Start here',
      altText: 'The dashboard',
      backgroundUrl: '/uploads/a.png',
      backgroundHeight: 640,
      layers: [{ __typename: 'HotspotLayer', ...base, fill: 'rgba(0, 255, 255, 0.5)', stroke: '#000000', strokeWidth: 1, cornerRadius: 4 }],
    };
    expect(toWalkthroughSteps([step])).toEqual([
      {
        id: 42,
        name: 'Step 1',
        title: 'Open the dashboard',
        description: 'Start here',
        altText: 'The dashboard',
        backgroundUrl: '/uploads/a.png',
        backgroundHeight: 640,
        layers: [
          {
            id: 'l1',
            type: 'hotspot',
            x: 10,
            y: 20,
            width: 100,
            height: 50,
            rotation: 0,
            fill: 'rgba(0, 255, 255, 0.5)',
            stroke: '#000000',
            strokeWidth: 1,
            cornerRadius: 4,
          },
        ],
      },
    ]);
  });

  it('keeps a step without background as null', () => {
    const [step] = toWalkthroughSteps([{ stepId: 1, name: 'Step 1', title: 'T', description: '', altText: '', backgroundUrl: null, layers: [] }]);
    expect(step).toMatchObject({ backgroundUrl: null, backgroundHeight: null, layers: [] });
  });

  it('sorts dropdown options by their order and renames their ids', () => {
    const layer: GqlLayer = {
      __typename: 'DropdownLayer',
      ...base,
      placeholder: 'Pick one',
      placeholderColor: '#888888',
      textColor: '#111111',
      fill: '#FFFFFF',
      stroke: '#000000',
      strokeWidth: 1,
      fontSize: 12,
      options: [
        { optionId: 'b', order: 2, title: 'Second' },
        { optionId: 'a', order: 1, title: 'First' },
      ],
    };
    expect(toLayer(layer)).toMatchObject({
      type: 'dropdown',
      placeholder: 'Pick one',
      options: [
        { id: 'a', order: 1, title: 'First' },
        { id: 'b', order: 2, title: 'Second' },
      ],
    });
  });

  it('reads enum names for font and line styles', () => {
    expect(
      toLayer({
        __typename: 'TextLayer',
        ...base,
        text: 'Hi',
        fill: '#000',
        fontSize: 14,
        fontStyle: 'BOLD_ITALIC',
        fontFamily: 'Inter',
        align: 'CENTER',
        verticalAlign: 'top',
      }),
    ).toMatchObject({
      type: 'text',
      fontStyle: 'BOLD ITALIC',
      align: 'center',
      verticalAlign: 'top',
    });
    expect(toLayer({ __typename: 'LineLayer', ...base, stroke: '#f00', strokeWidth: 2, arrowSize: 12, lineStyle: 'DASHED' })).toMatchObject({
      type: 'line',
      lineStyle: 'Dashed',
      arrowSize: 12,
    });
  });

  it('maps every known layer type and skips unknown ones', () => {
    const types = ['ImageLayer', 'RectLayer', 'HotspotLayer', 'TextLayer', 'TextInputLayer', 'DropdownLayer', 'LineLayer', 'VideoLayer'];
    const [step] = toWalkthroughSteps([
      { stepId: 1, name: '', title: '', description: '', altText: '', layers: types.map((__typename) => ({ __typename, ...base })) },
    ]);
    expect(step?.layers.map((layer) => layer.type)).toEqual(['image', 'rect', 'hotspot', 'text', 'textInput', 'dropdown', 'line']);
  });

  it('maps typed config sections to the document shape', () => {
    expect(
      toConfigSections([
        {
          sectionId: 'ea',
          sectionTitle: 'Embedded Area',
          values: [{ valueId: 'eaBGColor', title: 'Background Color', value: '#FFFFFF', type: 'color', direction: null, imageType: null }],
        },
        { sectionId: 'phc', sectionTitle: 'Page', values: [{ valueId: 'cover', title: 'Cover', value: '', type: 'upload', imageType: 'cover' }] },
      ]),
    ).toEqual([
      { sectionId: 'ea', sectionTitle: 'Embedded Area', values: [{ id: 'eaBGColor', title: 'Background Color', value: '#FFFFFF', type: 'color' }] },
      { sectionId: 'phc', sectionTitle: 'Page', values: [{ id: 'cover', title: 'Cover', value: '', type: 'upload', image_type: 'cover' }] },
    ]);
  });

  it('reads stored JSON config defensively', () => {
    expect(configFromJson(null)).toEqual([]);
    expect(
      configFromJson([
        { sectionId: 'tn', sectionTitle: 'Top', values: [{ id: 'tnBGColor', title: 'Bg', value: '#000000', type: 'color' }, { id: 3 }, 'junk'] },
        7,
      ]),
    ).toEqual([{ sectionId: 'tn', sectionTitle: 'Top', values: [{ id: 'tnBGColor', title: 'Bg', value: '#000000', type: 'color' }] }]);
  });
});

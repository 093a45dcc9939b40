import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.js';
import { walkthroughConfig } from '../materials/index.js';
import { DATA_INVALID, parseWalkthroughDraft, readSteps } from './walkthrough-data.js';

const rect = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  type: 'rect',
  x: 10,
  y: 20,
  width: 100,
  height: 100,
  rotation: 0,
  fill: '#FFFFFF',
  stroke: '#000000',
  strokeWidth: 1,
  cornerRadius: 0,
  ...over,
});
const step = (over: Record<string, unknown> = {}) => ({
  id: 1234,
  name: 'Step 1',
  title: 'Title 1',
  description: 'Add a description to this step',
  altText: '',
  backgroundUrl: null,
  layers: [rect()],
  ...over,
});

/** The messages of the ValidationError `fn` throws (data and config). */
function errorsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).message).toBe(DATA_INVALID);
    return Object.values((e as ValidationError).fieldErrors).flat();
  }
  throw new Error('expected a ValidationError');
}
const dataErrors = (data: unknown) => errorsOf(() => parseWalkthroughDraft('WALKTHROUGH', data, []));

describe('parseWalkthroughDraft', () => {
  it("accepts every layer type with the editor's defaults and drops unknown keys", () => {
    const layers = [
      rect(),
      { ...rect({ id: 'h1', type: 'hotspot', fill: 'rgba(0, 255, 255, 0.5)' }) },
      {
        id: 't1',
        type: 'text',
        x: 0,
        y: 0,
        width: 120,
        height: 30,
        rotation: 0,
        text: 'Text',
        fill: '#000',
        fontSize: 14,
        fontStyle: 'BOLD ITALIC',
        fontFamily: 'Open Sans',
        align: 'left',
        verticalAlign: 'middle',
      },
      {
        id: 'i1',
        type: 'textInput',
        x: 0,
        y: 0,
        width: 150,
        height: 30,
        rotation: 0,
        placeholder: 'Type here',
        placeholderColor: '#8A8F98',
        textColor: '#000000',
        fill: '#FFFFFF',
        stroke: '#D3D3D3',
        strokeWidth: 1,
        fontSize: 12,
      },
      {
        id: 'd1',
        type: 'dropdown',
        x: 0,
        y: 0,
        width: 100,
        height: 30,
        rotation: 0,
        placeholder: 'Select',
        placeholderColor: '#8A8F98',
        textColor: '#000000',
        fill: '#FFFFFF',
        stroke: '#000000',
        strokeWidth: 1,
        fontSize: 12,
        options: [{ id: 'o1', order: 1, title: 'Item 1' }],
      },
      { id: 'l1', type: 'line', x: 0, y: 0, width: 150, height: 4, rotation: -45, stroke: 'transparent', strokeWidth: 1, arrowSize: 10, lineStyle: 'Dashed' },
      { id: 'img', type: 'image', x: 0, y: 0, width: 10, height: 10, rotation: 0, src: 'https://cdn.example.com/a.png' },
    ];
    const { data, config } = parseWalkthroughDraft(
      'WALKTHROUGH',
      [step({ layers: [{ ...layers[0], evil: '<script>' }, ...layers.slice(1)], extra: 1 })],
      walkthroughConfig(),
    );
    expect(data).toHaveLength(1);
    expect((data[0] as Record<string, unknown>).extra).toBeUndefined();
    expect((data[0] as { layers: Record<string, unknown>[] }).layers[0]!.evil).toBeUndefined();
    expect((data[0] as { layers: unknown[] }).layers).toHaveLength(7);
    expect(config).toEqual(walkthroughConfig());
  });

  it('defaults a missing altText to "" and a missing background to null', () => {
    const { data } = parseWalkthroughDraft('DOC', [{ id: 7, name: 'S', title: 'T', description: '', layers: [] }], []);
    expect(data[0]).toMatchObject({ altText: '', backgroundUrl: null });
  });

  it('refuses an unknown layer type, naming the step and layer', () => {
    expect(dataErrors([step(), step({ id: 2, layers: [rect({ id: 'z' }), { id: 'x', type: 'script', x: 0, y: 0, width: 1, height: 1 }] })])).toEqual([
      'steps[1].layers[1].type: unknown layer type "script"',
    ]);
  });

  it('refuses negative and huge sizes, out-of-range coordinates, rotation and font size', () => {
    expect(dataErrors([step({ layers: [rect({ width: -1, height: 100_001, x: 1e9, rotation: 4000 })] })])).toEqual([
      'steps[0].layers[0].x: must be at most 100000',
      'steps[0].layers[0].width: must be at least 0',
      'steps[0].layers[0].height: must be at most 100000',
      'steps[0].layers[0].rotation: must be at most 3600',
    ]);
    expect(dataErrors([step({ layers: [rect({ strokeWidth: 101, cornerRadius: -1 })] })])).toEqual([
      'steps[0].layers[0].strokeWidth: must be at most 100',
      'steps[0].layers[0].cornerRadius: must be at least 0',
    ]);
  });

  it('refuses numbers sent as strings ("NaN", "12") and non-integer step ids', () => {
    expect(dataErrors([step({ id: 1.5, layers: [rect({ x: 'NaN', y: '12' })] })])).toEqual([
      'steps[0].id: must be a whole number',
      'steps[0].layers[0].x: must be a number',
      'steps[0].layers[0].y: must be a number',
    ]);
  });

  it('refuses colours that are not #hex, rgb(a) or transparent', () => {
    for (const fill of ['red', '#12', 'url(javascript:alert(1))', 'rgb(1,2,3);background:url(x)', 'expression(alert(1))']) {
      expect(dataErrors([step({ layers: [rect({ fill })] })])).toEqual([
        'steps[0].layers[0].fill: must be a colour (#rgb, #rrggbb, rgb(...), rgba(...) or transparent)',
      ]);
    }
  });

  it('refuses script and data addresses for backgrounds and images', () => {
    const bad = 'must be /uploads/<key> or an http(s) address of at most 2048 characters';
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/../../etc/passwd',
      '//evil.example/x.png',
      `https://x.example/${'a'.repeat(2048)}`,
    ]) {
      expect(dataErrors([step({ backgroundUrl: url })])).toEqual([`steps[0].backgroundUrl: ${bad}`]);
    }
    expect(parseWalkthroughDraft('WALKTHROUGH', [step({ backgroundUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.png' })], []).data).toHaveLength(1);
  });

  it('refuses duplicate step ids and layer ids anywhere in the walkthrough', () => {
    expect(dataErrors([step(), step()])).toEqual(['steps[1].id: duplicate step id 1234', 'steps[1].layers[0].id: duplicate layer id "r1"']);
  });

  it('refuses too many steps, layers and dropdown options', () => {
    expect(dataErrors(Array.from({ length: 501 }, (_, i) => step({ id: i + 1, layers: [] })))).toEqual(['steps: must have at most 500 items']);
    expect(dataErrors([step({ layers: Array.from({ length: 1001 }, (_, i) => rect({ id: `l${i}` })) })])).toEqual([
      'steps[0].layers: must have at most 1000 items',
    ]);
    const options = Array.from({ length: 101 }, (_, i) => ({ id: `o${i}`, order: i, title: 'x' }));
    const dropdown = {
      id: 'd',
      type: 'dropdown',
      x: 0,
      y: 0,
      width: 1,
      height: 1,
      placeholder: '',
      placeholderColor: '#000',
      textColor: '#000',
      fill: '#fff',
      stroke: '#000',
      strokeWidth: 1,
      fontSize: 12,
      options,
    };
    expect(dataErrors([step({ layers: [dropdown] })])).toEqual(['steps[0].layers[0].options: must have at most 100 items']);
  });

  it('refuses over-long texts and blank ids', () => {
    expect(dataErrors([step({ name: 'n'.repeat(201), altText: 'a'.repeat(1001), layers: [rect({ id: '' })] })])).toEqual([
      'steps[0].name: must be at most 200 characters',
      'steps[0].altText: must be at most 1000 characters',
      "steps[0].layers[0].id: can't be blank",
    ]);
  });

  it('reports at most 20 messages', () => {
    const many = Array.from({ length: 30 }, (_, i) => rect({ id: `l${i}`, width: -1 }));
    expect(dataErrors([step({ layers: many })])).toHaveLength(20);
  });

  it('checks config sections: value types, colours and sizes', () => {
    const config = [
      {
        sectionId: 'tn',
        sectionTitle: 'Top',
        values: [
          { id: 'a', title: 'A', value: 'javascript:x', type: 'color' },
          { id: 'b', title: 'B', value: 'x', type: 'script' },
        ],
      },
    ];
    expect(errorsOf(() => parseWalkthroughDraft('WALKTHROUGH', [step()], config))).toEqual([
      'config[0].values[0].value: must be a colour (#rgb, #rrggbb, rgb(...), rgba(...) or transparent)',
      'config[0].values[1].type: must be one of "color", "font", "px-size", "text", "textarea", "upload", "percent"',
    ]);
    expect(
      errorsOf(() =>
        parseWalkthroughDraft(
          'WALKTHROUGH',
          [step()],
          Array.from({ length: 21 }, (_, i) => ({ sectionId: `s${i}`, sectionTitle: '', values: [] })),
        ),
      ),
    ).toEqual(['config: must have at most 20 items']);
  });

  it("checks a path's steps with the path schema, and says it is the path's data", () => {
    expect(parseWalkthroughDraft('PATH', [{ id: 1, title: 'Step 1', layers: [{ id: 'main', type: 'large_text', content: 'x' }] }], []).data[0]).toMatchObject({
      title: 'Step 1',
    });
    try {
      parseWalkthroughDraft('PATH', [{ id: '1', layers: [{ id: 3 }] }], []);
      expect.unreachable();
    } catch (e) {
      expect((e as ValidationError).message).toBe('The path data is not valid.');
      expect((e as ValidationError).fieldErrors).toEqual({ data: ['steps[0].id: must be a number', 'steps[0].layers[0].type: unknown element type null'] });
    }
  });
});

describe('readSteps', () => {
  it('keeps every valid step and layer of an older row and never throws', () => {
    const steps = readSteps([
      { id: 1, name: 'Step 1', title: 'T', description: '', backgroundUrl: null, layers: [rect(), { type: 'blob' }] },
      { id: 'bad' },
      'junk',
    ]);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.layers.map((l) => l.id)).toEqual(['r1']);
    expect(readSteps(null)).toEqual([]);
  });
});

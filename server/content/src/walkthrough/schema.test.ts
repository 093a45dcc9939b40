import { describe, expect, it } from 'vitest';
import { LAYER_DEFAULTS } from './defaults.js';
import { checkWalkthroughDocument } from './schema.js';

describe('walkthrough documents from integrators', () => {
  it('fills omitted style fields with their defaults and reads backgroundUrl "" as no background', () => {
    const r = checkWalkthroughDocument(
      [
        {
          id: 1,
          backgroundUrl: '',
          layers: [
            { id: 'r', type: 'rect', x: 10, y: 20 },
            { id: 't', type: 'text', text: 'Hi' },
          ],
        },
      ],
      [],
    );
    if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
    const [s] = r.value.data;
    expect(s?.backgroundUrl).toBeNull();
    expect(s?.layers[0]).toEqual({
      id: 'r',
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
    });
    expect(s?.layers[1]).toEqual({
      id: 't',
      type: 'text',
      text: 'Hi',
      x: 0,
      y: 0,
      width: 120,
      height: 30,
      rotation: 0,
      fill: '#000000',
      fontSize: 14,
      fontStyle: 'NORMAL',
      fontFamily: 'Open Sans',
      align: 'left',
      verticalAlign: 'middle',
    });
    expect(LAYER_DEFAULTS.hotspot.fill).toBe('rgba(0, 255, 255, 0.5)');
  });

  it('still refuses wrong values, with their path', () => {
    const r = checkWalkthroughDocument([{ id: 1, layers: [{ id: 'r', type: 'rect', fill: 'url(javascript:x)', width: -5 }] }], []);
    expect(r).toEqual({
      ok: false,
      fieldErrors: {
        data: ['steps[0].layers[0].width: must be at least 0', 'steps[0].layers[0].fill: must be a colour (#rgb, #rrggbb, rgb(...), rgba(...) or transparent)'],
      },
    });
  });
});

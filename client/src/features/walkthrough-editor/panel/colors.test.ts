import { describe, expect, it } from 'vitest';
import { isColor, pickerValue, withPickedColor } from './colors';

describe('isColor', () => {
  it('accepts the forms the server accepts', () => {
    for (const value of ['#fff', '#ffff', '#0E7C74', '#0e7c7480', 'rgb(1, 2, 3)', 'rgba(0, 255, 255, 0.5)', 'transparent']) {
      expect(isColor(value), value).toBe(true);
    }
  });

  it('refuses names, bad hex and channels over 255', () => {
    for (const value of ['red', '#ggg', '#12345', 'rgb(256, 0, 0)', '']) expect(isColor(value), value).toBe(false);
  });
});

describe('pickerValue', () => {
  it('expands short hex and reads rgb()', () => {
    expect(pickerValue('#FfF')).toBe('#ffffff');
    expect(pickerValue('rgba(0, 255, 255, 0.5)')).toBe('#00ffff');
  });

  it('falls back to black', () => {
    expect(pickerValue('nonsense')).toBe('#000000');
  });
});

describe('withPickedColor', () => {
  it('takes an opaque pick as it is', () => {
    expect(withPickedColor('#000000', '#12ab34')).toBe('#12AB34');
  });

  it('keeps the transparency of a see-through colour', () => {
    expect(withPickedColor('rgba(0, 255, 255, 0.5)', '#ff0000')).toBe('rgba(255, 0, 0, 0.5)');
  });
});

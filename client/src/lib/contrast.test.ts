import { describe, expect, it } from 'vitest';
import { BLACK, contrastRatio, formatRatio, isReadable, normalizeHex, readableTextOn, relativeLuminance, WHITE } from './contrast';

describe('normalizeHex', () => {
  it('accepts #RRGGBB in any case and returns it trimmed and uppercase', () => {
    expect(normalizeHex(' #3a0ca3 ')).toBe('#3A0CA3');
  });

  it.each(['3A0CA3', '#FFF', '#1234567', '#GGGGGG', 'red', 'rgb(0, 0, 0)', ''])('refuses %j', (value) => {
    expect(normalizeHex(value)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('runs from 1:1 (same colour) to 21:1 (black on white), in either order', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrastRatio('#F72585', '#F72585')).toBe(1);
  });

  it('matches published reference values', () => {
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(relativeLuminance('#0000FF')).toBeCloseTo(0.0722, 4);
  });

  it('passes 4.5:1 only when reached, without rounding up', () => {
    expect(isReadable('#767676', WHITE)).toBe(true);
    expect(isReadable('#777777', WHITE)).toBe(false);
  });
});

describe('readableTextOn', () => {
  it('keeps the preferred colour when it is readable on the fill', () => {
    expect(readableTextOn('#0E7C74', WHITE)).toBe(WHITE); // the default teal Create button
    expect(readableTextOn('#FFD60A', '#0B2545')).toBe('#0B2545');
  });

  it('switches to black on light fills and white on dark ones when the preferred colour is not readable', () => {
    expect(readableTextOn('#F72585', WHITE)).toBe(BLACK); // white on pink is 3.8:1
    expect(readableTextOn('#13A89E', WHITE)).toBe(BLACK); // white on the light teal is 2.9:1
    expect(readableTextOn('#3A0CA3', BLACK)).toBe(WHITE);
    expect(readableTextOn('#FFFF00')).toBe(BLACK);
  });

  it('always gives at least 4.5:1, whatever the fill', () => {
    for (let n = 0; n <= 0xffffff; n += 0x010203) {
      const fill = `#${n.toString(16).padStart(6, '0').toUpperCase()}`;
      expect(contrastRatio(readableTextOn(fill, '#808080'), fill), fill).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('formatRatio', () => {
  it('rounds down to one decimal', () => {
    expect(formatRatio(21)).toBe('21.0:1');
    expect(formatRatio(4.499)).toBe('4.4:1');
    expect(formatRatio(contrastRatio('#FFFFFF', '#0B2545'))).toBe('15.3:1');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_BRAND_COLORS, effectiveBrandColors, hasReadableContrast, parseHexColor, relativeLuminance } from './brand.colors.js';

describe('parseHexColor', () => {
  it('accepts #RRGGBB in any case, trims it and returns it uppercase', () => {
    expect(parseHexColor('#0b2545')).toBe('#0B2545');
    expect(parseHexColor('  #3a0CA3 ')).toBe('#3A0CA3');
  });

  it.each(['0B2545', '#FFF', '#12345', '#1234567', '#GGGGGG', 'rgb(0,0,0)', 'red', '', '#0B2545;background:url(x)'])('refuses %j', (value) => {
    expect(parseHexColor(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 0x0b2545, ['#0B2545'], { hex: '#0B2545' }]) expect(parseHexColor(value)).toBeNull();
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#13A89E', '#13A89E')).toBe(1);
  });

  it('matches published reference values', () => {
    // WebAIM's checker: #767676 on white is the lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00FF00')).toBeCloseTo(0.7152, 4);
  });

  it('treats 4.5:1 as the bar without rounding up', () => {
    expect(hasReadableContrast('#767676', '#FFFFFF')).toBe(true);
    expect(hasReadableContrast('#777777', '#FFFFFF')).toBe(false);
  });

  it('passes the defaults: white text on dark blue and on the teal Create button', () => {
    expect(hasReadableContrast(DEFAULT_BRAND_COLORS.topBarText, DEFAULT_BRAND_COLORS.topBarBackground)).toBe(true);
    expect(hasReadableContrast(DEFAULT_BRAND_COLORS.topBarText, DEFAULT_BRAND_COLORS.topBarPrimary)).toBe(true);
  });
});

describe('effectiveBrandColors', () => {
  it('fills every colour not chosen with its default and says so', () => {
    expect(effectiveBrandColors({ topBarBackground: null, topBarPrimary: null, topBarText: null })).toEqual({ ...DEFAULT_BRAND_COLORS, isDefault: true });
  });

  it('keeps chosen colours and is not default when any differs', () => {
    expect(effectiveBrandColors({ topBarBackground: '#3A0CA3', topBarPrimary: null, topBarText: null })).toEqual({
      topBarBackground: '#3A0CA3',
      topBarPrimary: DEFAULT_BRAND_COLORS.topBarPrimary,
      topBarText: DEFAULT_BRAND_COLORS.topBarText,
      isDefault: false,
    });
  });

  it('is default when the chosen colours equal the defaults', () => {
    expect(effectiveBrandColors({ ...DEFAULT_BRAND_COLORS }).isDefault).toBe(true);
  });
});

describe('DEFAULT_BRAND_COLORS', () => {
  it("are the --topbar-* defaults of the client's theme.css, so an unbranded bar looks the same either way", () => {
    const css = readFileSync(new URL('../../../../client/src/ui/theme.css', import.meta.url), 'utf8');
    const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1]?.toUpperCase();
    expect({ topBarBackground: token('topbar-bg'), topBarPrimary: token('topbar-primary'), topBarText: token('topbar-text') }).toEqual(DEFAULT_BRAND_COLORS);
  });
});

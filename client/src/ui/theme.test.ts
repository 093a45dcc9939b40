import { describe, expect, it } from 'vitest';
import css from './theme.css?raw';

// Recomputes WCAG contrast ratios from theme.css, so a token change that breaks AA fails here
// before axe finds it in a browser journey.
const tokens = Object.fromEntries([...css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/giu)].map((m) => [m[1], m[2]]));

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const c = ((n >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT_PAIRS: [foreground: string, background: string][] = [
  ['color-text', 'color-bg'],
  ['color-text', 'color-surface'],
  ['color-text-muted', 'color-bg'],
  ['color-text-muted', 'color-surface'],
  ['color-primary', 'color-bg'], // links, ghost buttons, selected tab
  ['color-primary-hover', 'color-surface'],
  ['color-primary-contrast', 'color-primary'],
  ['color-primary-contrast', 'color-primary-hover'],
  ['color-primary-contrast', 'color-danger'],
  ['color-primary-contrast', 'color-danger-hover'],
  ['color-primary-contrast', 'color-navy'], // avatar initials
  ['color-danger', 'color-bg'],
  ['color-danger-text', 'color-danger-soft'],
  ['color-success-text', 'color-success-soft'],
  ['color-info-text', 'color-info-soft'],
  ['topbar-text', 'topbar-bg'],
  ['topbar-text', 'topbar-primary'],
  ['color-brand-teal', 'topbar-bg'],
];

const UI_PAIRS: [foreground: string, background: string][] = [
  ['color-border-strong', 'color-bg'], // input borders
  ['color-primary', 'color-bg'], // progress fill, checkbox accent
];

describe('theme.css contrast', () => {
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1 (AA text)', (fg, bg) => {
    expect(tokens[fg], fg).toBeDefined();
    expect(tokens[bg], bg).toBeDefined();
    expect(contrast(tokens[fg] as string, tokens[bg] as string)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s on %s reaches 3:1 (AA non-text)', (fg, bg) => {
    expect(contrast(tokens[fg] as string, tokens[bg] as string)).toBeGreaterThanOrEqual(3);
  });
});

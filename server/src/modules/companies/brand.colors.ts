/**
 * Top bar brand colours (spec §2 "Navigation shell": background, primary, text): the defaults,
 * the `#RRGGBB` format and the WCAG 2 contrast rule. Pure, so the rules are unit-tested alone;
 * client/src/lib/contrast.ts holds the same math for the browser's live checks.
 */

export type BrandColors = { topBarBackground: string; topBarPrimary: string; topBarText: string };
export type BrandColorField = keyof BrandColors;
export const BRAND_COLOR_FIELDS = ['topBarBackground', 'topBarPrimary', 'topBarText'] as const satisfies readonly BrandColorField[];

/**
 * Dark blue, teal and white: the same values as the --topbar-* tokens in client/src/ui/theme.css.
 * The teal is the darker brand teal (#0E7C74, 5.06:1 with white) rather than #13A89E (2.95:1),
 * so the Create button's white label passes AA out of the box.
 */
export const DEFAULT_BRAND_COLORS: Readonly<BrandColors> = Object.freeze({
  topBarBackground: '#0B2545',
  topBarPrimary: '#0E7C74',
  topBarText: '#FFFFFF',
});

/** WCAG 2 AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
export const HEX_MESSAGE = 'must be a colour like #0B2545';
export const CONTRAST_MESSAGE = 'needs more contrast against the background (at least 4.5:1)';

const HEX = /^#[0-9a-f]{6}$/i;

/** `#RRGGBB` (surrounding spaces allowed) normalised to uppercase; null for anything else. */
export function parseHexColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return HEX.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** WCAG 2 relative luminance of a `#RRGGBB` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const c = ((n >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#RRGGBB` colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** True when text in `text` is readable on `background` (AA, not rounded up: 4.49 fails). */
export function hasReadableContrast(text: string, background: string): boolean {
  return contrastRatio(text, background) >= MIN_TEXT_CONTRAST;
}

export type StoredBrandColors = { topBarBackground: string | null; topBarPrimary: string | null; topBarText: string | null };

/** What the top bar shows: stored colours, each falling back to its default; isDefault when all equal the defaults. */
export function effectiveBrandColors(stored: StoredBrandColors): BrandColors & { isDefault: boolean } {
  const colors = {
    topBarBackground: stored.topBarBackground ?? DEFAULT_BRAND_COLORS.topBarBackground,
    topBarPrimary: stored.topBarPrimary ?? DEFAULT_BRAND_COLORS.topBarPrimary,
    topBarText: stored.topBarText ?? DEFAULT_BRAND_COLORS.topBarText,
  };
  return { ...colors, isDefault: BRAND_COLOR_FIELDS.every((field) => colors[field] === DEFAULT_BRAND_COLORS[field]) };
}

/**
 * WCAG 2 colour contrast for `#RRGGBB` colours: the same math as the server's brand rules
 * (server/src/modules/companies/brand.colors.ts), used for live hints and for picking a
 * readable label on a company-coloured button.
 */

/** WCAG 2 AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const WHITE = '#FFFFFF';
export const BLACK = '#000000';

const HEX = /^#[0-9a-f]{6}$/iu;

/** `#RRGGBB` (surrounding spaces allowed) uppercased; null for anything else (#FFF, names, rgb()). */
export function normalizeHex(value: string): string | null {
  const trimmed = value.trim();
  return HEX.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const c = ((n >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio from 1 (same colour) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** True when `text` on `background` reaches 4.5:1 (not rounded up: 4.49 fails). */
export function isReadable(text: string, background: string): boolean {
  return contrastRatio(text, background) >= MIN_TEXT_CONTRAST;
}

/**
 * The label colour for a button filled with `background`: `preferred` (the brand's text colour)
 * when it is readable there, otherwise white or black, whichever contrasts more. One of those
 * two always reaches at least 4.58:1, so the label is readable on any fill.
 */
export function readableTextOn(background: string, preferred?: string): string {
  if (preferred && isReadable(preferred, background)) return preferred;
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/** "15.3:1", rounded down so a displayed 4.5:1 never hides a failing 4.49:1. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

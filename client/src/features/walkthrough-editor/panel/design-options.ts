/** The choices of the design options (authoring.md §3 "Design option kinds"). */
import type { FontStyle, LineStyle, TextLayer } from '../../../lib/walkthrough/types';

/** Open Sans (the default) and the design placeholder's fonts. */
export const FONTS = ['Open Sans', 'Inter', 'Lato', 'Monospace', 'Georgia', 'Serif', 'Cursive', 'Fantasy'].map((font) => ({ value: font, label: font }));

export const FONT_STYLES: { value: FontStyle; label: string }[] = [
  { value: 'NORMAL', label: 'Normal' },
  { value: 'ITALIC', label: 'Italic' },
  { value: 'BOLD', label: 'Bold' },
  { value: 'BOLD ITALIC', label: 'Bold italic' },
];

export const HORIZONTAL: { value: TextLayer['align']; label: string }[] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
];

export const VERTICAL: { value: TextLayer['verticalAlign']; label: string }[] = [
  { value: 'top', label: 'Top' },
  { value: 'middle', label: 'Middle' },
  { value: 'bottom', label: 'Bottom' },
];

export const LINE_STYLES: { value: LineStyle; label: string }[] = [
  { value: 'Solid', label: 'Solid' },
  { value: 'Dashed', label: 'Dashed' },
  { value: 'Dotted', label: 'Dotted' },
];

/** Px-size choices run from 0 to 240 (authoring.md §3); a layer's font size is at least 1 (the server's bound). */
export const PX_SIZE = { min: 0, max: 240 } as const;
export const FONT_SIZE = { min: 1, max: 240 } as const;

/** "14px" → 14; anything unreadable → the fallback. */
export function pxValue(value: string, fallback = 14): number {
  const match = /^(\d+(?:\.\d+)?)\s*(px)?$/i.exec(value.trim());
  return match ? Number(match[1]) : fallback;
}

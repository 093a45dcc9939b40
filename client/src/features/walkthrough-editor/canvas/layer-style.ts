/** How the document's layer fields map onto Konva's attributes. */
import type { FontStyle, LineStyle } from '../../../lib/walkthrough/types';

/** Konva's fontStyle for the spec's NORMAL / ITALIC / BOLD / BOLD ITALIC. */
export function konvaFontStyle(style: FontStyle): string {
  switch (style) {
    case 'ITALIC':
      return 'italic';
    case 'BOLD':
      return 'bold';
    case 'BOLD ITALIC':
      return 'italic bold';
    default:
      return 'normal';
  }
}

/** Dash pattern for a line style, proportional to the stroke so thick dotted lines still look dotted. */
export function dashFor(style: LineStyle, strokeWidth: number): number[] | undefined {
  const w = Math.max(strokeWidth, 1);
  if (style === 'Dashed') return [w * 6, w * 4];
  if (style === 'Dotted') return [w, w * 2];
  return undefined;
}

/** The CSS font-family for a font choice (Konva and the text-edit overlay use CSS font names). */
export function cssFontFamily(font: string): string {
  switch (font) {
    case 'Monospace':
      return 'monospace';
    case 'Serif':
      return 'serif';
    case 'Cursive':
      return 'cursive';
    case 'Fantasy':
      return 'fantasy';
    case 'Open Sans':
      return "'Open Sans', system-ui, sans-serif";
    case 'Inter':
      return 'Inter, system-ui, sans-serif';
    case 'Lato':
      return 'Lato, system-ui, sans-serif';
    default:
      return font;
  }
}

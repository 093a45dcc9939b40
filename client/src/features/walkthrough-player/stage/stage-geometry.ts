/**
 * Where a step is drawn: at the editor's geometry (1024 wide; the background scaled to that
 * width, else 1024 × 768) and shown scaled down to fit its box, at most 1024 × 640
 * (authoring.md §9). Layers keep their editor coordinates; everything is multiplied by one scale.
 */
import { CANVAS } from '../../../lib/walkthrough/types';

export const MAX_SHOWN = { width: CANVAS.maxShownWidth, height: CANVAS.maxShownHeight } as const;

/** The step's height in editor units. */
export function stageHeight(backgroundHeight: number | null | undefined, natural?: { width: number; height: number } | null): number {
  if (backgroundHeight && backgroundHeight > 0) return backgroundHeight;
  if (natural && natural.width > 0 && natural.height > 0) return (natural.height * CANVAS.width) / natural.width;
  return CANVAS.height;
}

/** The scale that fits the whole step into a box (never enlarged past 1, never 0). */
export function fitScale(height: number, box: { width: number; height: number }): number {
  const width = Math.min(box.width, MAX_SHOWN.width);
  const maxHeight = Math.min(box.height, MAX_SHOWN.height);
  const scale = Math.min(1, width / CANVAS.width, maxHeight / Math.max(1, height));
  return Number.isFinite(scale) && scale > 0.05 ? scale : 0.05;
}

/** The accessible name of a hotspot: which one, and what it does. */
export function hotspotLabel(position: number, total: number, isLastStep: boolean): string {
  return `Hotspot ${position} of ${total}: ${isLastStep ? 'finish the walkthrough' : 'go to the next step'}`;
}

/** The screenshot's accessible name: its alt text, or a description of what it is. */
export function screenshotLabel(altText: string, stepNumber: number, title: string): string {
  return altText.trim() || `Screenshot for step ${stepNumber}: ${title}`;
}

/**
 * Tab order of the controls on a step: top to bottom (rows of 10 editor units, so controls
 * side by side count as one row), then left to right — not the author's stacking order.
 */
export function readingOrder<T extends { x: number; y: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Math.round(a.y / 10) - Math.round(b.y / 10) || a.x - b.x);
}

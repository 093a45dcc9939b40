/**
 * Canvas geometry (authoring.md §2, §9): the stage is 1024 wide in document units; its height is
 * the background's height at that width (768 without a background). It is shown at most
 * 1024 × 640 and never larger than its container: one uniform scale does both.
 */
import { CANVAS, type Layer, MIN_SIZE, type WalkthroughStep } from '../../../lib/walkthrough/types';

export type Size = { width: number; height: number };

/** The step's canvas in document units. */
export function canvasSize(step: Pick<WalkthroughStep, 'backgroundUrl' | 'backgroundHeight'>): Size {
  const height = step.backgroundUrl && step.backgroundHeight && step.backgroundHeight > 0 ? step.backgroundHeight : CANVAS.height;
  return { width: CANVAS.width, height };
}

/** Scale from document units to screen pixels: fits the container and the 1024 × 640 maximum. */
export function fitScale(canvas: Size, container: Size): number {
  if (canvas.width <= 0 || canvas.height <= 0) return 1;
  const scale = Math.min(
    CANVAS.maxShownWidth / canvas.width,
    CANVAS.maxShownHeight / canvas.height,
    Math.max(container.width, 0) / canvas.width,
    Math.max(container.height, 0) / canvas.height,
  );
  // A container not laid out yet (0 × 0) would make an invisible stage; show it small instead.
  return scale > 0 ? scale : 0.1;
}

/** A background's height once scaled to the canvas width 1024 (its natural ratio kept). */
export function backgroundHeightFor(naturalWidth: number, naturalHeight: number): number {
  if (naturalWidth <= 0 || naturalHeight <= 0) return CANVAS.height;
  return Math.round((CANVAS.width * naturalHeight) / naturalWidth);
}

/** An image layer's size when added from the library: at most 320 wide, natural ratio. */
export function imageLayerSize(naturalWidth: number, naturalHeight: number, maxWidth = 320): Size {
  if (naturalWidth <= 0 || naturalHeight <= 0) return { width: maxWidth, height: maxWidth };
  const width = Math.min(naturalWidth, maxWidth);
  return { width: Math.round(width), height: Math.round((width * naturalHeight) / naturalWidth) };
}

/**
 * Whether a resize to width × height is accepted (authoring.md §4): ignored under 2 (text under 5);
 * a line only has a width, which must stay at least 5.
 */
export function acceptsResize(type: Layer['type'], width: number, height: number): boolean {
  if (type === 'line') return width >= MIN_SIZE.lineWidth;
  const min = type === 'text' ? MIN_SIZE.text : MIN_SIZE.default;
  return width >= min && height >= min;
}

/** A document position from a point on the stage (screen pixels inside the stage). */
export function toDocument(point: { x: number; y: number }, scale: number): { x: number; y: number } {
  return { x: Math.round(point.x / scale), y: Math.round(point.y / scale) };
}

/** Keeps a number finite and inside [min, max] (the server's bounds, contract §1). */
export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

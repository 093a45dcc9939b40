import { describe, expect, it } from 'vitest';
import { acceptsResize, backgroundHeightFor, canvasSize, clamp, fitScale, imageLayerSize, toDocument } from './geometry';

describe('canvasSize', () => {
  it('is 1024 × 768 without a background', () => {
    expect(canvasSize({ backgroundUrl: null, backgroundHeight: null })).toEqual({ width: 1024, height: 768 });
  });

  it("takes the background's height scaled to width 1024", () => {
    expect(canvasSize({ backgroundUrl: '/uploads/a.png', backgroundHeight: 576 })).toEqual({ width: 1024, height: 576 });
  });

  it('falls back to 768 when a background has no stored height', () => {
    expect(canvasSize({ backgroundUrl: '/uploads/a.png', backgroundHeight: null })).toEqual({ width: 1024, height: 768 });
  });
});

describe('fitScale', () => {
  it('shows a 1024 × 768 canvas at most 640 high', () => {
    expect(fitScale({ width: 1024, height: 768 }, { width: 2000, height: 2000 })).toBeCloseTo(640 / 768);
  });

  it('shows a wide canvas at most 1024 wide', () => {
    expect(fitScale({ width: 1024, height: 400 }, { width: 2000, height: 2000 })).toBe(1);
  });

  it('shrinks to fit a smaller container', () => {
    expect(fitScale({ width: 1024, height: 576 }, { width: 512, height: 1000 })).toBe(0.5);
    expect(fitScale({ width: 1024, height: 576 }, { width: 1000, height: 288 })).toBe(0.5);
  });

  it('never returns 0 for a container not laid out yet', () => {
    expect(fitScale({ width: 1024, height: 768 }, { width: 0, height: 0 })).toBeGreaterThan(0);
  });
});

describe('backgroundHeightFor', () => {
  it('keeps the natural ratio at width 1024', () => {
    expect(backgroundHeightFor(2048, 1152)).toBe(576);
    expect(backgroundHeightFor(800, 600)).toBe(768);
  });

  it('uses the default height for an image without size', () => {
    expect(backgroundHeightFor(0, 0)).toBe(768);
  });
});

describe('imageLayerSize', () => {
  it('caps the width and keeps the ratio', () => {
    expect(imageLayerSize(1000, 500)).toEqual({ width: 320, height: 160 });
    expect(imageLayerSize(100, 50)).toEqual({ width: 100, height: 50 });
  });
});

describe('acceptsResize', () => {
  it('refuses sizes under 2, text under 5', () => {
    expect(acceptsResize('rect', 2, 2)).toBe(true);
    expect(acceptsResize('rect', 1.9, 40)).toBe(false);
    expect(acceptsResize('text', 4, 40)).toBe(false);
    expect(acceptsResize('text', 5, 5)).toBe(true);
  });

  it("checks only a line's width, at least 5", () => {
    expect(acceptsResize('line', 4, 100)).toBe(false);
    expect(acceptsResize('line', 5, 0)).toBe(true);
  });
});

describe('toDocument and clamp', () => {
  it('turns a stage point into document units', () => {
    expect(toDocument({ x: 60, y: 40 }, 0.5)).toEqual({ x: 120, y: 80 });
  });

  it('clamps and replaces non-finite numbers by the minimum', () => {
    expect(clamp(300, 1, 240)).toBe(240);
    expect(clamp(Number.NaN, 0, 10)).toBe(0);
  });
});

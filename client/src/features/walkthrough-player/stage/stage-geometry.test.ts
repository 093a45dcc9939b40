import { describe, expect, it } from 'vitest';
import { fitScale, hotspotLabel, readingOrder, screenshotLabel, stageHeight } from './stage-geometry';

describe('stage geometry', () => {
  it('uses the background height, else the image scaled to 1024 wide, else 768', () => {
    expect(stageHeight(500)).toBe(500);
    expect(stageHeight(null, { width: 2048, height: 1000 })).toBe(500);
    expect(stageHeight(null)).toBe(768);
    expect(stageHeight(0, null)).toBe(768);
  });

  it('fits the step into its box and at most 1024 × 640, never enlarging', () => {
    expect(fitScale(640, { width: 2000, height: 2000 })).toBe(1);
    expect(fitScale(768, { width: 2000, height: 2000 })).toBeCloseTo(640 / 768);
    expect(fitScale(640, { width: 512, height: 2000 })).toBe(0.5);
    expect(fitScale(400, { width: 1024, height: 200 })).toBe(0.5);
  });

  it('never collapses to nothing', () => {
    expect(fitScale(640, { width: 0, height: 0 })).toBe(0.05);
  });

  it('names hotspots by position and action', () => {
    expect(hotspotLabel(1, 2, false)).toBe('Hotspot 1 of 2: go to the next step');
    expect(hotspotLabel(1, 1, true)).toBe('Hotspot 1 of 1: finish the walkthrough');
  });

  it('names the screenshot by its alt text, with a fallback', () => {
    expect(screenshotLabel('The sign-in form', 2, 'Sign in')).toBe('The sign-in form');
    expect(screenshotLabel('  ', 2, 'Sign in')).toBe('Screenshot for step 2: Sign in');
  });

  it('orders controls top to bottom, then left to right, treating near rows as one', () => {
    const items = [
      { id: 'button', x: 600, y: 370 },
      { id: 'right', x: 400, y: 102 },
      { id: 'left', x: 100, y: 98 },
      { id: 'top', x: 900, y: 20 },
    ];
    expect(readingOrder(items).map((item) => item.id)).toEqual(['top', 'left', 'right', 'button']);
  });
});

import { describe, expect, it } from 'vitest';
import { followCurrent, scrollWindow, STEP_WINDOW_SIZE, stepWindow } from './step-window';

describe('step indicator window', () => {
  it('shows 8 steps at a time', () => {
    expect(STEP_WINDOW_SIZE).toBe(8);
    expect(stepWindow(0, 20).indexes).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows every step, without scrolling, when there are 8 or fewer', () => {
    expect(stepWindow(0, 5)).toEqual({ indexes: [0, 1, 2, 3, 4], canScrollBack: false, canScrollForward: false });
    expect(stepWindow(3, 8)).toEqual({ indexes: [0, 1, 2, 3, 4, 5, 6, 7], canScrollBack: false, canScrollForward: false });
  });

  it('offers scrolling only towards hidden steps', () => {
    expect(stepWindow(0, 20)).toMatchObject({ canScrollBack: false, canScrollForward: true });
    expect(stepWindow(8, 20)).toMatchObject({ canScrollBack: true, canScrollForward: true });
    expect(stepWindow(12, 20)).toMatchObject({ canScrollBack: true, canScrollForward: false });
  });

  it('never starts past the last full window', () => {
    expect(stepWindow(30, 20).indexes).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
    expect(stepWindow(-4, 20).indexes[0]).toBe(0);
  });

  it('scrolls a whole window at a time, clamped to the ends', () => {
    expect(scrollWindow(0, 1, 20)).toBe(8);
    expect(scrollWindow(8, 1, 20)).toBe(12);
    expect(scrollWindow(12, -1, 20)).toBe(4);
    expect(scrollWindow(4, -1, 20)).toBe(0);
    expect(scrollWindow(0, 1, 6)).toBe(0);
  });

  it('follows the current step only when it leaves the window', () => {
    expect(followCurrent(0, 5, 20)).toBe(0);
    expect(followCurrent(0, 8, 20)).toBe(1);
    expect(followCurrent(8, 3, 20)).toBe(3);
    expect(followCurrent(0, 19, 20)).toBe(12);
    expect(followCurrent(12, 0, 20)).toBe(0);
  });
});

/**
 * The step indicator's window (authoring.md §2, §9): 8 steps shown at a time, scrolled left and
 * right. The window follows the current step when it moves out of view, and the scroll buttons
 * move it a whole window at a time without changing the current step.
 */

export const STEP_WINDOW_SIZE = 8;

/** The largest first index that still fills the window (0 when everything fits). */
function maxStart(count: number, size: number): number {
  return Math.max(0, count - size);
}

function clampStart(start: number, count: number, size: number): number {
  return Math.min(Math.max(0, Math.floor(start)), maxStart(count, size));
}

/**
 * The window's first index once `current` must be visible: unchanged while `current` is already
 * inside it, otherwise moved just far enough to show it.
 */
export function followCurrent(start: number, current: number, count: number, size = STEP_WINDOW_SIZE): number {
  let next = clampStart(start, count, size);
  if (current < next) next = current;
  else if (current >= next + size) next = current - size + 1;
  return clampStart(next, count, size);
}

/** The first index after pressing "Earlier steps" (direction -1) or "Later steps" (+1). */
export function scrollWindow(start: number, direction: -1 | 1, count: number, size = STEP_WINDOW_SIZE): number {
  return clampStart(start + direction * size, count, size);
}

export type StepWindow = {
  /** Indexes shown, in order. */
  indexes: number[];
  canScrollBack: boolean;
  canScrollForward: boolean;
};

/** What the indicator shows for a window starting at `start`. */
export function stepWindow(start: number, count: number, size = STEP_WINDOW_SIZE): StepWindow {
  const first = clampStart(start, count, size);
  const last = Math.min(count, first + size);
  return {
    indexes: Array.from({ length: last - first }, (_, offset) => first + offset),
    canScrollBack: first > 0,
    canScrollForward: last < count,
  };
}

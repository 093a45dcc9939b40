import { describe, expect, it } from 'vitest';
import { nextListPosition } from './list-keyboard-coordinates';

// A short item (a), a tall one (b), a medium one (c), stacked with 10px gaps.
const rects: Record<string, { top: number; left: number; height: number }> = {
  a: { top: 0, left: 20, height: 100 },
  b: { top: 110, left: 20, height: 600 },
  c: { top: 720, left: 20, height: 250 },
};
const ids = ['a', 'b', 'c'];
const rectOf = (id: string | number) => rects[id as string];
const dragged = { top: 0, left: 20, height: 100 };
const centre = (id: string, at: { y: number }) => at.y + dragged.height / 2 - ((rects[id]?.top ?? 0) + (rects[id]?.height ?? 0) / 2);

describe('nextListPosition', () => {
  it('centres the dragged item on the next or previous item, counted from the one it is over', () => {
    const down = nextListPosition(ids, 'ArrowDown', 'a', dragged, rectOf);
    expect(down).toEqual({ x: 20, y: 360 });
    expect(centre('b', down ?? { y: NaN })).toBe(0);
    const further = nextListPosition(ids, 'ArrowDown', 'b', { ...dragged, top: 360 }, rectOf);
    expect(centre('c', further ?? { y: NaN })).toBe(0);
    // Back up from c lands on b's centre, not on an edge closer to c (the bug this fixes).
    const up = nextListPosition(ids, 'ArrowUp', 'c', { ...dragged, top: 795 }, rectOf);
    expect(up).toEqual({ x: 20, y: 360 });
  });

  it('does not move past either end, on other keys, or for an unknown item', () => {
    expect(nextListPosition(ids, 'ArrowUp', 'a', dragged, rectOf)).toBeNull();
    expect(nextListPosition(ids, 'ArrowDown', 'c', dragged, rectOf)).toBeNull();
    expect(nextListPosition(ids, 'ArrowLeft', 'b', dragged, rectOf)).toBeNull();
    expect(nextListPosition(ids, 'ArrowDown', 'x', dragged, rectOf)).toBeNull();
    expect(nextListPosition(ids, 'ArrowDown', 'a', dragged, () => undefined)).toBeNull();
  });
});

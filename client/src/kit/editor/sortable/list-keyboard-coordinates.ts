/**
 * Where the arrow keys move an item of a vertical sortable list: onto the centre of the next
 * (ArrowDown) or previous (ArrowUp) item in list order, counted from the position it is over.
 *
 * @dnd-kit/sortable's own getter aligns the dragged item with the edge of its target, and the
 * list's collision detection (closest centre) then picks a neighbour when the items differ in
 * height (a short answer next to a two-question multiple choice): ArrowUp after two ArrowDowns
 * stayed where it was. Centring on the target makes the target the closest centre, whatever the
 * heights.
 */
import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';

type Rect = { top: number; left: number; height: number };

/** The new top-left corner of the dragged item's rectangle, or null when the key does not move it. */
export function nextListPosition(
  ids: readonly UniqueIdentifier[],
  key: string,
  fromId: UniqueIdentifier,
  dragged: Rect,
  rectOf: (id: UniqueIdentifier) => Rect | undefined,
): { x: number; y: number } | null {
  const step = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  const from = ids.indexOf(fromId);
  const to = from + step;
  if (step === 0 || from === -1 || to < 0 || to >= ids.length) return null;
  const target = rectOf(ids[to] as UniqueIdentifier);
  if (!target) return null;
  return { x: dragged.left, y: target.top + target.height / 2 - dragged.height / 2 };
}

/** The KeyboardSensor's coordinate getter for a list whose order is `ids()` (read at each key). */
export function listKeyboardCoordinates(ids: () => readonly UniqueIdentifier[]): KeyboardCoordinateGetter {
  return (event, { context: { active, over, collisionRect, droppableRects } }) => {
    if (!['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'].includes(event.code)) return undefined;
    // The arrows belong to the drag while it lasts (no page scrolling, no caret moves).
    event.preventDefault();
    if (!active || !collisionRect) return undefined;
    return nextListPosition(ids(), event.code, over?.id ?? active.id, collisionRect, (id) => droppableRects.get(id)) ?? undefined;
  };
}

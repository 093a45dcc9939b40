/**
 * A list reordered by drag and drop and by keyboard (focus an item's handle, Space, arrows,
 * Space; Escape cancels), with spoken instructions and announcements (@dnd-kit/sortable). Used
 * by the editors' step lists and the path editor's elements.
 */
import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { listKeyboardCoordinates } from './list-keyboard-coordinates';

type Id = string | number;

export interface SortableListProps {
  ids: readonly Id[];
  /** "step", "element": what the announcements call an item. */
  noun: string;
  /** The spoken name of an item ("Welcome", "Body 2"). */
  labelOf(id: Id): string;
  onMove(fromIndex: number, toIndex: number): void;
  children: ReactNode;
}

export function SortableList({ ids, noun, labelOf, onMove, children }: SortableListProps) {
  const order = useRef(ids);
  order.current = ids;
  // The same array while the ids are the same: a new one would hand every item's useSortable a
  // new context value, and re-render every item, on any render of the list (a keystroke).
  const key = ids.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids' content.
  const items = useMemo(() => [...ids], [key]);
  const [keyboardOptions] = useState(() => ({ coordinateGetter: listKeyboardCoordinates(() => order.current) }));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, keyboardOptions));
  const positionOf = (id: Id) => ids.indexOf(id) + 1;
  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from !== -1 && to !== -1) onMove(from, to);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To reorder a ${noun}, press Space to pick it up, use the arrow keys to move it, then press Space again to drop it, or Escape to cancel.`,
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${labelOf(active.id)} is over position ${positionOf(over.id)}.` : `${labelOf(active.id)} is no longer over a position.`,
          onDragEnd: ({ active, over }) => (over ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${labelOf(active.id)} dropped.`),
          onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable item: spread `itemProps` on the item and `handleProps` on its drag handle (a button). */
export function useSortableItem(id: Id) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return {
    itemProps: { ref: setNodeRef, style: { transform: CSS.Transform.toString(transform), transition } },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
    isDragging,
  };
}

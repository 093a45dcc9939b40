/**
 * The Steps sidebar (authoring.md §2, §4): add, select, rename inline, delete and reorder by drag
 * and drop — with the keyboard too (focus a step's handle, Space, arrows, Space). Each change is
 * one undo step.
 */
import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { newStep, nextStepNumber } from '../../../lib/walkthrough/layer-defaults';
import { LIMITS } from '../../../lib/walkthrough/types';
import { useEditor } from '../editor-context';
import { useEditorDoc } from '../../../kit/editor';
import { addStep, deleteStep, reorderSteps, stepAfterDelete, updateStep } from '../model/operations';
import { PlusIcon } from '../../../kit/editor';
import { StepItem } from './StepItem';

export function StepsSidebar() {
  const { store, ui, dispatch } = useEditor();
  const steps = useEditorDoc(store, (doc) => doc.steps);
  const [editingId, setEditingId] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => steps.find((step) => step.id === id)?.name ?? 'the step';
  const positionOf = (id: unknown) => steps.findIndex((step) => step.id === id) + 1;

  function handleAdd() {
    const step = newStep(nextStepNumber(steps));
    store.edit(addStep(step));
    dispatch({ type: 'selectStep', stepId: step.id });
  }

  function handleDelete(stepId: number) {
    const next = stepAfterDelete(store.getDoc().steps, stepId);
    store.edit(deleteStep(stepId));
    if (ui.stepId === stepId) dispatch({ type: 'selectStep', stepId: next });
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = steps.findIndex((step) => step.id === active.id);
    const to = steps.findIndex((step) => step.id === over.id);
    if (from !== -1 && to !== -1) store.edit(reorderSteps(from, to));
  }

  return (
    <aside className="editor-steps" aria-labelledby="editor-steps-title">
      <div className="editor-steps__head">
        <h2 id="editor-steps-title" className="editor-steps__title">
          Steps
        </h2>
        <button
          type="button"
          className="editor-icon-button editor-icon-button--primary"
          aria-label="Add step"
          title="Add step"
          disabled={steps.length >= LIMITS.maxSteps}
          onClick={handleAdd}
        >
          <PlusIcon />
        </button>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable: 'To reorder a step, press Space to pick it up, use the arrow keys to move it, then press Space again to drop it, or Escape to cancel.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${nameOf(active.id)} is over position ${positionOf(over.id)}.` : `${nameOf(active.id)} is no longer over a position.`,
            onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped.`),
            onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={steps.map((step) => step.id)} strategy={verticalListSortingStrategy}>
          <ol className="editor-steps__list" aria-labelledby="editor-steps-title">
            {steps.map((step, index) => (
              <StepItem
                key={step.id}
                step={step}
                index={index}
                selected={step.id === ui.stepId}
                editing={editingId === step.id}
                canDelete={steps.length > 1}
                onSelect={() => dispatch({ type: 'selectStep', stepId: step.id })}
                onEdit={() => setEditingId(step.id)}
                onSave={(patch) => {
                  store.edit(updateStep(step.id, patch));
                  setEditingId(null);
                }}
                onCancelEdit={() => setEditingId(null)}
                onDelete={() => handleDelete(step.id)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </aside>
  );
}

/**
 * The Steps sidebar (authoring.md §2, §4), in the kit's frame: add, select, rename inline, delete
 * and reorder by drag and drop — with the keyboard too (focus a step's handle, Space, arrows,
 * Space). Each change is one undo step.
 */
import { useState } from 'react';
import { newStep, nextStepNumber } from '../../../lib/walkthrough/layer-defaults';
import { LIMITS } from '../../../lib/walkthrough/types';
import { useEditor } from '../editor-context';
import { StepsSidebar as KitStepsSidebar, useEditorDoc } from '../../../kit/editor';
import { addStep, deleteStep, reorderSteps, stepAfterDelete, updateStep } from '../model/operations';
import { StepItem } from './StepItem';

export function StepsSidebar() {
  const { store, ui, dispatch } = useEditor();
  const steps = useEditorDoc(store, (doc) => doc.steps);
  const [editingId, setEditingId] = useState<number | null>(null);
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

  return (
    <KitStepsSidebar
      ids={steps.map((step) => step.id)}
      labelOf={(id) => steps.find((step) => step.id === id)?.name ?? 'the step'}
      onMove={(from, to) => store.edit(reorderSteps(from, to))}
      canAdd={steps.length < LIMITS.maxSteps}
      onAdd={handleAdd}
      headingId="editor-steps-title"
      classes={{
        root: 'editor-steps',
        head: 'editor-steps__head',
        heading: 'editor-steps__title',
        add: 'editor-icon-button editor-icon-button--primary',
        list: 'editor-steps__list',
      }}
    >
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
    </KitStepsSidebar>
  );
}

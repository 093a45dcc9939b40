/** One step in the Steps sidebar: select, double-click to edit inline, drag (or keyboard) to reorder, delete. */
import { useSortable } from '@dnd-kit/sortable';
import { useEffect, useRef } from 'react';
import { CSS } from '@dnd-kit/utilities';
import type { WalkthroughStep } from '../../../lib/walkthrough/types';
import { DeleteIcon, DragIcon, EditIcon } from '../../../kit/editor';
import { StepEditForm } from './StepEditForm';

type Props = {
  step: WalkthroughStep;
  index: number;
  selected: boolean;
  editing: boolean;
  canDelete: boolean;
  onSelect(): void;
  onEdit(): void;
  onSave(patch: { name: string; title: string; description: string }): void;
  onCancelEdit(): void;
  onDelete(): void;
};

export function StepItem({ step, index, selected, editing, canDelete, onSelect, onEdit, onSave, onCancelEdit, onDelete }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: step.id });
  const selectRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Leaving edit mode puts focus back on the step, not on the page.
  useEffect(() => {
    if (wasEditing.current && !editing) selectRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const style = { transform: CSS.Transform.toString(transform), transition };
  const className = ['editor-step', selected && 'editor-step--selected', isDragging && 'editor-step--dragging'].filter(Boolean).join(' ');

  return (
    <li ref={setNodeRef} style={style} className={className} data-step-id={step.id}>
      {editing ? (
        <StepEditForm step={step} onSave={onSave} onCancel={onCancelEdit} />
      ) : (
        <>
          <button ref={setActivatorNodeRef} type="button" className="editor-step__handle" aria-label={`Reorder ${step.name}`} {...attributes} {...listeners}>
            <DragIcon />
          </button>
          <button
            ref={selectRef}
            type="button"
            className="editor-step__select"
            aria-current={selected ? 'step' : undefined}
            onClick={onSelect}
            onDoubleClick={onEdit}
          >
            <span className="editor-step__thumb" aria-hidden="true">
              {step.backgroundUrl ? <img src={step.backgroundUrl} alt="" /> : <span className="editor-step__number">{index + 1}</span>}
            </span>
            <span className="editor-step__text">
              <span className="editor-step__name">{step.name}</span>
              <span className="editor-step__title">{step.title}</span>
            </span>
          </button>
          <span className="editor-step__actions">
            <button type="button" className="editor-icon-button" aria-label={`Edit ${step.name}`} onClick={onEdit}>
              <EditIcon />
            </button>
            <button type="button" className="editor-icon-button" aria-label={`Delete ${step.name}`} disabled={!canDelete} onClick={onDelete}>
              <DeleteIcon />
            </button>
          </span>
        </>
      )}
    </li>
  );
}

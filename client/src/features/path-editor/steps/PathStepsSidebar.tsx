/**
 * The Steps sidebar of the path editor (authoring.md §2): numbered steps with their title and
 * description; add, select, rename, delete (another step is selected afterwards), and reorder by
 * drag or keyboard. Every change is one undo step.
 */
import { newPathStep, PATH_LIMITS, type PathStep } from '@learnhub/content';
import { useEffect, useRef, useState } from 'react';
import { DeleteIcon, DragIcon, EditIcon, StepsSidebar, useEditorDoc, useSortableItem } from '../../../kit/editor';
import { addStep, deleteStep, reorderSteps, stepAfterDelete, updateStep } from '../model/operations';
import { usePathEditor } from '../path-editor-context';

function StepRow({ step, index, canDelete }: { step: PathStep; index: number; canDelete: boolean }) {
  const { store, stepId, selectStep } = usePathEditor();
  const { itemProps, handleProps, isDragging } = useSortableItem(step.id);
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(step.title);
  const selectRef = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !renaming) selectRef.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const title = step.title || 'Untitled step';
  const selected = step.id === stepId;

  const finish = (save: boolean) => {
    if (save && draft !== step.title) store.edit(updateStep(step.id, { title: draft.slice(0, PATH_LIMITS.titleLength) }));
    setRenaming(false);
  };

  return (
    <li
      {...itemProps}
      className={['path-steps__item', selected && 'path-steps__item--selected', isDragging && 'path-steps__item--dragging'].filter(Boolean).join(' ')}
    >
      <button type="button" className="path-icon-button" aria-label={`Reorder ${title}`} {...handleProps}>
        <DragIcon />
      </button>
      {renaming ? (
        <form
          className="path-steps__rename"
          onSubmit={(e) => {
            e.preventDefault();
            finish(true);
          }}
        >
          <input
            className="path-field"
            aria-label={`Name of step ${index + 1}`}
            // biome-ignore lint/a11y/noAutofocus: the user asked to rename this step; focus goes where they will type.
            autoFocus
            value={draft}
            maxLength={PATH_LIMITS.titleLength}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => finish(true)}
            onKeyDown={(e) => e.key === 'Escape' && finish(false)}
          />
        </form>
      ) : (
        <button
          ref={selectRef}
          type="button"
          className="path-steps__select"
          aria-current={selected ? 'step' : undefined}
          onClick={() => selectStep(step.id)}
          onDoubleClick={() => {
            setDraft(step.title);
            setRenaming(true);
          }}
        >
          <span className="path-steps__number">{index + 1}</span>
          <span className="path-steps__text">
            <span className="path-steps__title">{title}</span>
            {step.description && <span className="path-steps__description">{step.description}</span>}
          </span>
        </button>
      )}
      {!renaming && (
        <span className="path-steps__actions">
          <button
            type="button"
            className="path-icon-button"
            aria-label={`Rename ${title}`}
            onClick={() => {
              setDraft(step.title);
              setRenaming(true);
            }}
          >
            <EditIcon />
          </button>
          <button
            type="button"
            className="path-icon-button"
            aria-label={`Delete ${title}`}
            disabled={!canDelete}
            onClick={() => {
              const next = stepAfterDelete(store.getDoc().steps, step.id);
              store.edit(deleteStep(step.id));
              if (selected) selectStep(next);
            }}
          >
            <DeleteIcon />
          </button>
        </span>
      )}
    </li>
  );
}

export function PathStepsSidebar() {
  const { store, selectStep } = usePathEditor();
  const steps = useEditorDoc(store, (doc) => doc.steps);
  function handleAdd() {
    const step = newPathStep(steps.length + 1);
    store.edit(addStep(step));
    selectStep(step.id);
  }
  return (
    <StepsSidebar
      ids={steps.map((s) => s.id)}
      labelOf={(id) => steps.find((s) => s.id === id)?.title || 'the step'}
      onMove={(from, to) => store.edit(reorderSteps(from, to))}
      canAdd={steps.length < PATH_LIMITS.maxSteps}
      onAdd={handleAdd}
      headingId="path-steps-title"
      classes={{ root: 'path-steps', head: 'path-steps__head', add: 'path-icon-button path-icon-button--primary', list: 'path-steps__list' }}
    >
      {steps.map((step, index) => (
        <StepRow key={step.id} step={step} index={index} canDelete={steps.length > 1} />
      ))}
    </StepsSidebar>
  );
}

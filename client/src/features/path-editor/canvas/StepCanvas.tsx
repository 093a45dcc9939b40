/**
 * The canvas (authoring.md §2 "Path editor"): the selected step's title element first, its due
 * date, then its elements, which drag (or move by keyboard) to reorder. An empty step shows
 * "Click to add your first element". A click on the background deselects the element.
 */
import { MAIN_ELEMENT_ID, PATH_LIMITS, type PathStep } from '@learnhub/content';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui';
import { SortableList, useEditorDoc } from '../../../kit/editor';
import { GestureField } from '../elements/GestureField';
import { bodyElements, deleteElement, moveElement, updateStep } from '../model/operations';
import { usePathEditor } from '../path-editor-context';
import { DueDateField } from '../steps/DueDateField';
import { ElementCard, elementLabel } from './ElementCard';

export function StepCanvas({ zoom }: { zoom: number }) {
  const { store, stepId, selectElement, openPicker } = usePathEditor();
  const step = useEditorDoc(store, (doc) => doc.steps.find((s) => s.id === stepId) ?? null);
  const index = useEditorDoc(store, (doc) => doc.steps.findIndex((s) => s.id === stepId));
  const [deleting, setDeleting] = useState<string | null>(null);
  if (!step) return <div className="path-canvas path-canvas--empty">Add a step to start.</div>;
  const elements = bodyElements(step);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click on the empty canvas only clears the selection; Escape and Tab do the same for keyboard users.
    <div
      className="path-canvas"
      onClick={(e) => {
        if (e.target === e.currentTarget || (e.target as HTMLElement).classList.contains('path-canvas__page')) selectElement(null);
      }}
    >
      <section className="path-canvas__page" style={{ zoom: zoom / 100 }} aria-label={`Step ${index + 1}`}>
        <StepHead step={step} />
        {elements.length === 0 ? (
          <button type="button" className="path-canvas__first" onClick={() => openPicker(null)}>
            Click to add your first element
          </button>
        ) : (
          <SortableList
            ids={elements.map((el) => el.id)}
            noun="element"
            labelOf={(id) => {
              const i = elements.findIndex((el) => el.id === id);
              const el = elements[i];
              return el ? elementLabel(el, i) : 'the element';
            }}
            onMove={(from, to) => store.edit(moveElement(step.id, from, to))}
          >
            <ol className="path-canvas__elements" aria-label="Elements">
              {elements.map((el, i) => (
                <ElementCard key={el.id} stepId={step.id} element={el} index={i} onDelete={() => setDeleting(el.id)} />
              ))}
            </ol>
          </SortableList>
        )}
        {elements.length > 0 && (
          <button type="button" className="path-canvas__add" disabled={step.layers.length >= PATH_LIMITS.maxElementsPerStep} onClick={() => openPicker(null)}>
            Add element
          </button>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete element"
        message="Are you sure you want to delete the element?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) store.edit(deleteElement(step.id, deleting));
          selectElement(null);
          setDeleting(null);
        }}
      />
    </div>
  );
}

function StepHead({ step }: { step: PathStep }) {
  const { store } = usePathEditor();
  const main = step.layers.find((l) => l.id === MAIN_ELEMENT_ID);
  const style = main?.type === 'large_text' ? { fontSize: main.fontSize, color: main.color } : undefined;
  return (
    <header className="path-canvas__head">
      <GestureField
        store={store}
        wrap
        className="path-field--title path-canvas__title"
        style={style}
        value={step.title}
        label="Step title"
        maxLength={PATH_LIMITS.titleLength}
        edit={(title) => updateStep(step.id, { title })}
      />
      <DueDateField value={step.dueDate} onChange={(dueDate) => store.edit(updateStep(step.id, { dueDate }))} />
    </header>
  );
}

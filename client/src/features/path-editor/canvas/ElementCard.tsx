/**
 * An element on the canvas: its drag handle (drag, or Space and the arrows), the element edited in
 * place, and its buttons: add after, settings (opens the Design panel for it), delete (asks
 * first: "Are you sure you want to delete the element?").
 */
import { ELEMENT_KINDS, type PathElement } from '@learnhub/content';
import { DeleteIcon, DragIcon, EditorIcon, PlusIcon, useSortableItem } from '../../../kit/editor';
import { ElementEditor } from '../elements/ElementEditor';
import { usePathEditor } from '../path-editor-context';

export const elementLabel = (el: PathElement, index: number) => `${ELEMENT_KINDS.find((k) => k.type === el.type)?.label ?? el.type} ${index + 1}`;

type Props = { stepId: number; element: PathElement; index: number; onDelete(): void };

export function ElementCard({ stepId, element, index, onDelete }: Props) {
  const { store, elementId, selectElement, openPicker, openSettings } = usePathEditor();
  const { itemProps, handleProps, isDragging } = useSortableItem(element.id);
  const label = elementLabel(element, index);
  const selected = elementId === element.id;
  return (
    <li
      {...itemProps}
      className={['path-card', selected && 'path-card--selected', isDragging && 'path-card--dragging'].filter(Boolean).join(' ')}
      data-element-id={element.id}
      aria-label={label}
      // A click anywhere in the card selects the element (the canvas background deselects).
      onClickCapture={() => selectElement(element.id)}
      onFocusCapture={() => selectElement(element.id)}
    >
      <div className="path-card__bar">
        <button type="button" className="path-icon-button" aria-label={`Reorder ${label}`} {...handleProps}>
          <DragIcon />
        </button>
        <span className="path-card__kind">{label}</span>
        <span className="path-card__actions">
          <button type="button" className="path-icon-button" aria-label={`Add an element after ${label}`} onClick={() => openPicker(element.id)}>
            <PlusIcon />
          </button>
          <button type="button" className="path-icon-button" aria-label={`Settings of ${label}`} onClick={() => openSettings(element.id)}>
            <EditorIcon name="settings" size={18} />
          </button>
          <button type="button" className="path-icon-button" aria-label={`Delete ${label}`} onClick={onDelete}>
            <DeleteIcon />
          </button>
        </span>
      </div>
      <div className="path-card__body">
        <ElementEditor store={store} stepId={stepId} element={element} label={label} />
      </div>
    </li>
  );
}

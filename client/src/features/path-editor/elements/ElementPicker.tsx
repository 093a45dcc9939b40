/**
 * "Add Element to Paths" (authoring.md §2): the 15 kinds, the spec's hint, "Insert Element".
 * The spec's dialog cannot be dismissed by the backdrop or the keyboard; it gets a visible Cancel
 * (issue 8), so nobody is trapped in it. The kinds are a radio group: arrows move, Enter inserts.
 */
import { ELEMENT_KINDS, type ElementType } from '@learnhub/content';
import { useState } from 'react';
import { Button, Dialog } from '../../../ui';

type Props = { open: boolean; onInsert(type: ElementType): void; onCancel(): void };

export function ElementPicker({ open, onInsert, onCancel }: Props) {
  const [chosen, setChosen] = useState<ElementType | null>(null);
  const close = () => {
    setChosen(null);
    onCancel();
  };
  const insert = () => {
    if (!chosen) return;
    setChosen(null);
    onInsert(chosen);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={false}
      title="Add Element to Paths"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button disabled={!chosen} onClick={insert}>
            Insert Element
          </Button>
        </>
      }
    >
      <p className="path-picker__hint">Select an element from the list and select the insert element button to add it to your content area</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          insert();
        }}
      >
        <fieldset className="path-picker">
          <legend className="visually-hidden">Element</legend>
          {ELEMENT_KINDS.map((kind) => (
            <label key={kind.type} className={`path-picker__item${chosen === kind.type ? ' path-picker__item--chosen' : ''}`}>
              <input
                type="radio"
                name="element-kind"
                value={kind.type}
                checked={chosen === kind.type}
                onChange={() => setChosen(kind.type)}
                onDoubleClick={() => onInsert(kind.type)}
              />
              {kind.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </Dialog>
  );
}

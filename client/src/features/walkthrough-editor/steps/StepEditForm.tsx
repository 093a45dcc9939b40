/**
 * Inline editing of a step's name, title and description (authoring.md §4: double-click to edit,
 * Save leaves edit mode). Escape cancels. Saved as one undo step.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { LIMITS, type WalkthroughStep } from '../../../lib/walkthrough/types';
import { Button } from '../../../ui';
import { LimitLines, useLengthLimit } from '../../../ui/length-limit';

type Props = { step: WalkthroughStep; onSave(patch: { name: string; title: string; description: string }): void; onCancel(): void };

export function StepEditForm({ step, onSave, onCancel }: Props) {
  const [name, setName] = useState(step.name);
  const [title, setTitle] = useState(step.title);
  const [description, setDescription] = useState(step.description);
  const nameRef = useRef<HTMLInputElement>(null);
  const nameLimit = useLengthLimit(name, LIMITS.nameLength, 'Name');
  const titleLimit = useLengthLimit(title, LIMITS.titleLength, 'Title');
  const descriptionLimit = useLengthLimit(description, LIMITS.descriptionLength, 'Description');

  useEffect(() => {
    nameRef.current?.focus();
    nameRef.current?.select();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave({ name, title, description });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  const id = `step-edit-${step.id}`;
  return (
    <form className="editor-step-edit" aria-label={`Edit ${step.name}`} onSubmit={handleSubmit} onKeyDown={handleKeyDown}>
      <label className="editor-field__label" htmlFor={`${id}-name`}>
        Name
      </label>
      <input
        ref={nameRef}
        id={`${id}-name`}
        className="ui-input editor-field__input"
        value={name}
        {...nameLimit.controlProps}
        onChange={(event) => setName(event.target.value)}
      />
      <LimitLines id={`${id}-name`} counter={nameLimit.counter} notice={nameLimit.notice} />
      <label className="editor-field__label" htmlFor={`${id}-title`}>
        Title
      </label>
      <input
        id={`${id}-title`}
        className="ui-input editor-field__input"
        value={title}
        {...titleLimit.controlProps}
        onChange={(event) => setTitle(event.target.value)}
      />
      <LimitLines id={`${id}-title`} counter={titleLimit.counter} notice={titleLimit.notice} />
      <label className="editor-field__label" htmlFor={`${id}-description`}>
        Description
      </label>
      <textarea
        id={`${id}-description`}
        className="ui-input editor-field__input editor-field__textarea"
        rows={3}
        value={description}
        {...descriptionLimit.controlProps}
        onChange={(event) => setDescription(event.target.value)}
      />
      <LimitLines id={`${id}-description`} counter={descriptionLimit.counter} notice={descriptionLimit.notice} />
      <div className="editor-step-edit__actions">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" size="sm" type="submit">
          Save
        </Button>
      </div>
    </form>
  );
}

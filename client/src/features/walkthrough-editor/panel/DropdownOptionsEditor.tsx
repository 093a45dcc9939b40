/** The dropdown's option list (authoring.md §3): rename, add, remove and move up or down. */
import { type DropdownLayer, LIMITS } from '../../../lib/walkthrough/types';
import { Button } from '../../../ui';
import { useEditor } from '../editor-context';
import { updateLayer } from '../model/operations';
import { sortedOptions, withAddedOption, withMovedOption, withoutOption, withRenamedOption } from './dropdown-options';

export function DropdownOptionsEditor({ stepId, layer }: { stepId: number; layer: DropdownLayer }) {
  const { store } = useEditor();
  const options = sortedOptions(layer.options);
  // Typing a title is part of the field's gesture; each button press is its own undo step.
  const type = (next: DropdownLayer['options']) => store.editInGesture(updateLayer(stepId, layer.id, { options: next }));
  const set = (next: DropdownLayer['options']) => store.edit(updateLayer(stepId, layer.id, { options: next }));

  return (
    <fieldset className="editor-options">
      <legend>Options</legend>
      <ol className="editor-options__list">
        {options.map((option, index) => (
          <li key={option.id} className="editor-options__row">
            <input
              className="ui-input editor-field__input"
              aria-label={`Option ${index + 1}`}
              value={option.title}
              maxLength={LIMITS.nameLength}
              onChange={(event) => type(withRenamedOption(layer.options, option.id, event.target.value))}
            />
            <button
              type="button"
              className="editor-icon-button"
              aria-label={`Move option ${index + 1} up`}
              disabled={index === 0}
              onClick={() => set(withMovedOption(layer.options, option.id, -1))}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="editor-icon-button"
              aria-label={`Move option ${index + 1} down`}
              disabled={index === options.length - 1}
              onClick={() => set(withMovedOption(layer.options, option.id, 1))}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="editor-icon-button"
              aria-label={`Remove option ${index + 1}`}
              disabled={options.length <= 1}
              onClick={() => set(withoutOption(layer.options, option.id))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" disabled={options.length >= LIMITS.maxOptions} onClick={() => set(withAddedOption(layer.options))}>
        Add option
      </Button>
    </fieldset>
  );
}

import { useId } from 'react';

type Props = { label: string; value: string; maxLength: number; multiline?: boolean; hint?: string; onChange(value: string): void };

/** Text or textarea design option, labelled, with an optional hint under it. */
export function TextInput({ label, value, maxLength, multiline, hint, onChange }: Props) {
  const id = useId();
  const common = {
    id,
    value,
    maxLength,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="editor-field">
      <label className="editor-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={3} className="ui-input editor-field__input editor-field__textarea" /> : <input {...common} className="ui-input editor-field__input" />}
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

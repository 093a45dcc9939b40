import { useId } from 'react';
import { LimitLines, useLengthLimit } from '../../../../ui/length-limit';

type Props = { label: string; value: string; maxLength: number; multiline?: boolean; hint?: string; onChange(value: string): void };

/** Text or textarea design option, labelled, with an optional hint, and its length limit said. */
export function TextInput({ label, value, maxLength, multiline, hint, onChange }: Props) {
  const id = useId();
  const limit = useLengthLimit(value, maxLength, label);
  const common = {
    id,
    value,
    ...limit.controlProps,
    'aria-describedby': [hint ? `${id}-hint` : null, limit.notice ? `${id}-notice` : null].filter(Boolean).join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="editor-field">
      <label className="editor-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} className="ui-input editor-field__input editor-field__textarea" />
      ) : (
        <input {...common} className="ui-input editor-field__input" />
      )}
      <LimitLines id={id} counter={limit.counter} notice={limit.notice} />
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';

type Props<T extends string> = { label: string; value: T; options: readonly { value: T; label: string }[]; onChange(value: T): void };

/** One of a few choices (font, font style, alignment, line style) as a native select. */
export function ChoiceInput<T extends string>({ label, value, options, onChange }: Props<T>) {
  const id = useId();
  const known = options.some((option) => option.value === value);
  return (
    <div className="editor-field">
      <label className="editor-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="ui-input ui-select editor-field__input" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {!known && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

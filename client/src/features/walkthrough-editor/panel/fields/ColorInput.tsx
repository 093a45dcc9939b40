import { useEffect, useId, useState } from 'react';
import { isColor, pickerValue, withPickedColor } from '../colors';

type Props = { label: string; value: string; onChange(value: string): void };

/**
 * A colour: a native picker beside the value as text (for rgba and exact codes). Typed text is
 * kept only once it is a colour the server accepts; until then the field says what is wrong.
 */
export function ColorInput({ label, value, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(value);
  }, [value, focused]);
  const invalid = text.trim() !== '' && !isColor(text);

  return (
    <div className="editor-field">
      <label className="editor-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="editor-color">
        <input
          type="color"
          className="editor-color__picker"
          aria-label={`${label}: picker`}
          value={pickerValue(value)}
          onChange={(event) => onChange(withPickedColor(value, event.target.value))}
        />
        <input
          id={id}
          className="ui-input editor-field__input"
          value={text}
          maxLength={64}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => {
            setText(event.target.value);
            if (isColor(event.target.value)) onChange(event.target.value.trim());
          }}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="ui-field__error">
          Use a colour like #1A2B3C or rgba(0, 0, 0, 0.5).
        </p>
      )}
    </div>
  );
}

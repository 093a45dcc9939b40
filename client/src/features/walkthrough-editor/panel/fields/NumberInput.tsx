import { useEffect, useId, useState } from 'react';

type Props = { label: string; value: number; min?: number; max?: number; step?: number; unit?: string; onChange(value: number): void };

/**
 * A number with bounds (design option "number" has minimum 0; font sizes run to 240). What is
 * typed is kept as text while the field has focus, so "" or "1." do not jump; only numbers in
 * range reach the document.
 */
export function NumberInput({ label, value, min, max, step = 1, unit, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(String(value));
  }, [value, focused]);
  const parsed = Number(text);
  const invalid = text.trim() === '' || !Number.isFinite(parsed) || (min !== undefined && parsed < min) || (max !== undefined && parsed > max);
  const range = min !== undefined && max !== undefined ? `From ${min} to ${max}.` : min !== undefined ? `At least ${min}.` : 'A number.';

  return (
    <div className="editor-field">
      <label className="editor-field__label" htmlFor={id}>
        {label}
        {unit && <span className="editor-field__unit"> ({unit})</span>}
      </label>
      <input
        id={id}
        type="number"
        className="ui-input editor-field__input"
        value={text}
        min={min}
        max={max}
        step={step}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setText(String(value));
        }}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(next) && (min === undefined || next >= min) && (max === undefined || next <= max))
            onChange(next);
        }}
      />
      {invalid && (
        <p id={`${id}-error`} className="ui-field__error">
          {range}
        </p>
      )}
    </div>
  );
}

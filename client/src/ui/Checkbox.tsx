import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  /** A line under the label that describes the choice (its accessible description). */
  hint?: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** Checkbox with its label to the right (the label may contain links, e.g. the terms), and an optional hint under it. */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className="ui-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      <label htmlFor={inputId} className="ui-checkbox__label">
        {label}
      </label>
      {hint && (
        <p id={`${inputId}-hint`} className="ui-field__hint ui-checkbox__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

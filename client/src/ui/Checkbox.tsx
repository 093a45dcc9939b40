import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** Checkbox with its label to the right (the label may contain links, e.g. the terms). */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className="ui-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      <label htmlFor={inputId} className="ui-checkbox__label">
        {label}
      </label>
      {error && (
        <p id={`${inputId}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

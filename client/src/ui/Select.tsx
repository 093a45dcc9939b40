import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { describedBy, FieldShell } from './Field';
import { useFieldValidation } from './field-validation';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly (SelectOption | string)[];
  /** Text of an empty first option ("Choose…"); required selects treat it as no answer. */
  placeholder?: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | null;
  fieldClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Native select with a label; a required select left on the placeholder says "This field is required" on blur. */
export function Select({ label, options, placeholder, hideLabel, hint, error, fieldClassName, id, className, onBlur, onChange, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const { message, handleBlur, handleChange } = useFieldValidation();
  const shown = error || message;
  return (
    <FieldShell id={selectId} label={label} hideLabel={hideLabel} required={rest.required} hint={hint} message={shown} className={fieldClassName}>
      <select
        {...rest}
        id={selectId}
        className={['ui-input', 'ui-select', className].filter(Boolean).join(' ')}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(selectId, hint, shown)}
        onBlur={(event) => {
          handleBlur(event.currentTarget);
          onBlur?.(event);
        }}
        onChange={(event) => {
          handleChange(event.currentTarget);
          onChange?.(event);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text, disabled } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

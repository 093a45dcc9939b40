import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { describedBy, FieldShell } from './Field';
import { type FieldValidator, useFieldValidation } from './field-validation';
import { useLengthLimit } from './length-limit';

interface CommonProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** An error from outside (e.g. the server's field error); shown instead of the blur message. */
  error?: string | null;
  /** Custom check run on blur after the required and native checks pass. */
  validate?: FieldValidator;
  fieldClassName?: string;
}

export interface TextFieldProps extends CommonProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/** Labelled text input that shows "This field is required", native or custom messages on blur. */
export function TextField({ label, hideLabel, hint, error, validate, fieldClassName, id, className, onBlur, onChange, maxLength, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { message, handleBlur, handleChange } = useFieldValidation(validate);
  const limit = useOptionalLengthLimit(rest.value, maxLength, label);
  const shown = error || message;
  return (
    <FieldShell
      id={inputId}
      label={label}
      hideLabel={hideLabel}
      required={rest.required}
      hint={hint}
      message={shown}
      counter={limit?.counter}
      notice={limit?.notice}
      className={fieldClassName}
    >
      <input
        {...rest}
        {...limit?.controlProps}
        maxLength={maxLength}
        id={inputId}
        className={['ui-input', className].filter(Boolean).join(' ')}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(inputId, hint, shown, limit?.notice)}
        onBlur={(event) => {
          handleBlur(event.currentTarget);
          onBlur?.(event);
        }}
        onChange={(event) => {
          handleChange(event.currentTarget);
          onChange?.(event);
        }}
      />
    </FieldShell>
  );
}

export interface TextAreaProps extends CommonProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line sibling of TextField with the same validation behaviour. */
export function TextArea({ label, hideLabel, hint, error, validate, fieldClassName, id, className, onBlur, onChange, maxLength, ...rest }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { message, handleBlur, handleChange } = useFieldValidation(validate);
  const limit = useOptionalLengthLimit(rest.value, maxLength, label);
  const shown = error || message;
  return (
    <FieldShell
      id={inputId}
      label={label}
      hideLabel={hideLabel}
      required={rest.required}
      hint={hint}
      message={shown}
      counter={limit?.counter}
      notice={limit?.notice}
      className={fieldClassName}
    >
      <textarea
        {...rest}
        {...limit?.controlProps}
        maxLength={maxLength}
        id={inputId}
        className={['ui-input', 'ui-textarea', className].filter(Boolean).join(' ')}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(inputId, hint, shown, limit?.notice)}
        onBlur={(event) => {
          handleBlur(event.currentTarget);
          onBlur?.(event);
        }}
        onChange={(event) => {
          handleChange(event.currentTarget);
          onChange?.(event);
        }}
      />
    </FieldShell>
  );
}

/** The length limit of a field given `maxLength` (its counter and notice), or none. */
function useOptionalLengthLimit(value: unknown, maxLength: number | undefined, label: ReactNode) {
  const limit = useLengthLimit(typeof value === 'string' ? value : '', maxLength ?? Number.POSITIVE_INFINITY, typeof label === 'string' ? label : 'This field');
  return maxLength === undefined ? null : limit;
}

import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hideLabel?: boolean;
  required?: boolean;
  hint?: ReactNode;
  message?: string | null;
  className?: string;
  children: ReactNode;
}

/** Ids the control must reference with aria-describedby for its hint and error text. */
export function describedBy(id: string, hint: unknown, message: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error text laid out the same way for every form control. */
export function FieldShell({ id, label, hideLabel, required, hint, message, className, children }: FieldShellProps) {
  return (
    <div className={['ui-field', message ? 'ui-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

import { LimitLines } from './length-limit';
import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hideLabel?: boolean;
  required?: boolean;
  hint?: ReactNode;
  message?: string | null;
  /** "180/200" near a length limit (length-limit.tsx). */
  counter?: string | null;
  /** Why typed or pasted text did not all go in (length-limit.tsx); undefined: the field has no limit. */
  notice?: string | null;
  className?: string;
  children: ReactNode;
}

/** Ids the control must reference with aria-describedby for its hint and error text. */
export function describedBy(id: string, hint: unknown, message: unknown, notice?: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, message ? `${id}-error` : null, notice ? `${id}-notice` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error text laid out the same way for every form control. */
export function FieldShell({ id, label, hideLabel, required, hint, message, counter, notice, className, children }: FieldShellProps) {
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
      {notice !== undefined && <LimitLines id={id} counter={counter} notice={notice} />}
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

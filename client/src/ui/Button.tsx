import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a busy state; the button is disabled and announces aria-busy while true. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button. Defaults to type="button" so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', loading = false, type = 'button', className, disabled, children, ...rest }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

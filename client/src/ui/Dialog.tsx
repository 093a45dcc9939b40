import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (Escape, the × button, a backdrop click). */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** "lg" is the spec's default modal size ("lg big"). */
  size?: 'sm' | 'md' | 'lg';
  /** When false, Escape, the backdrop and the × button do not close the dialog. */
  dismissible?: boolean;
  className?: string;
}

/**
 * Modal built on the native <dialog> (top layer, inert background, focus containment and focus
 * return come from the browser). Labelled by its title. Mark the control that should receive
 * focus on open with `data-autofocus`; otherwise the browser picks.
 */
export function Dialog({ open, onClose, title, children, footer, size = 'lg', dismissible = true, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal(); fall back to the open attribute there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // React's autoFocus runs before the dialog is shown, so honour a marker instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  // Escape fires `cancel`; the browser closes the dialog unless it is prevented. We always prevent
  // it and let the parent decide through `open`, so React state and the DOM never disagree.
  function handleCancel(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (dismissible) onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Chrome may skip a prevented `cancel` on a repeated Escape; stopping the key itself is reliable.
    if (event.key === 'Escape') {
      event.preventDefault();
      if (dismissible) onClose();
    }
  }

  // The dialog element itself is only hit on its backdrop (the content fills its box). Both
  // press and release must be there, so a text selection dragged out of the dialog does not close it.
  function handleMouseDown(event: MouseEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (dismissible && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  }

  return (
    <dialog
      ref={ref}
      className={['ui-dialog', `ui-dialog--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      {open && (
        <div className="ui-dialog__content">
          <header className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            {dismissible && (
              <button type="button" className="ui-dialog__close" aria-label="Close" onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          <div className="ui-dialog__body">{children}</div>
          {footer && <footer className="ui-dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Are you sure to delete?" */
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (default true: most confirmations are deletes). */
  destructive?: boolean;
  /** Disables both buttons and shows progress on the confirm button while the action runs. */
  busy?: boolean;
}

/** A yes/no question in a small modal. "No" is focused first so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = 'Please confirm',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  destructive = true,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="ui-confirm__message">{message}</p>
    </Dialog>
  );
}

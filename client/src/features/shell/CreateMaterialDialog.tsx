import { Button, Dialog } from '../../ui';

interface CreateMaterialDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Opened by "Create New" (sidebar) and "Create" (top bar). For now it only says what can be
 * created: the create form (name + Walkthrough or Paths, spec §2) arrives with the materials feature.
 */
export function CreateMaterialDialog({ open, onClose }: CreateMaterialDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create new material"
      size="md"
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus>
          Close
        </Button>
      }
    >
      <p>You will be able to create these kinds of learning material:</p>
      <ul className="create-dialog__kinds">
        <li>
          <strong>Walkthrough</strong> — a guided product tour made of screenshot steps.
        </li>
        <li>
          <strong>Path</strong> — documentation or training made of ordered steps.
        </li>
      </ul>
      <p className="create-dialog__note">Creating materials is not available yet: this part of the app is still being built.</p>
    </Dialog>
  );
}

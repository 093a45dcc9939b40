import { Dialog } from '../../ui';
import { CreateMaterialForm } from './CreateMaterialForm';

interface CreateMaterialDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Opened by "Create New" (sidebar) and "Create" (top bar): the create-material form (spec §2). */
export function CreateMaterialDialog({ open, onClose }: CreateMaterialDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Create new material" size="md">
      {open && <CreateMaterialForm onClose={onClose} />}
    </Dialog>
  );
}

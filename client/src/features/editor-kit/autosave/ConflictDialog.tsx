import { useState } from 'react';
import { Button, Dialog } from '../../../ui';

export type ConflictChoice = {
  theirRevision: number;
  savedByName: string | null;
  keepMine(): void;
  loadTheirs(): void | Promise<void>;
};

/**
 * Asks what to do when someone else saved while this editor had unsaved changes: a conflict
 * never overwrites another author's work without asking (ARCHITECTURE.md). Closed when
 * `conflict` is null; it cannot be dismissed without choosing.
 */
export function ConflictDialog({
  conflict,
  noun = 'walkthrough',
}: {
  conflict: ConflictChoice | null /** What the material is called in the title. */;
  noun?: string;
}) {
  const [loading, setLoading] = useState(false);

  async function loadTheirs() {
    if (!conflict) return;
    setLoading(true);
    try {
      await conflict.loadTheirs();
    } finally {
      setLoading(false);
    }
  }

  const who = conflict?.savedByName || 'Someone else';
  return (
    <Dialog
      open={conflict !== null}
      onClose={() => {}}
      dismissible={false}
      size="md"
      title={`Someone else saved this ${noun}`}
      footer={
        <>
          <Button variant="secondary" onClick={loadTheirs} loading={loading}>
            Load their version
          </Button>
          <Button onClick={() => conflict?.keepMine()} disabled={loading} data-autofocus>
            Keep my changes
          </Button>
        </>
      }
    >
      {conflict && (
        <>
          <p>
            {who} saved revision {conflict.theirRevision} while you had unsaved changes.
          </p>
          <p>Keep my changes saves yours over theirs. Load their version shows theirs and discards your unsaved changes.</p>
        </>
      )}
    </Dialog>
  );
}

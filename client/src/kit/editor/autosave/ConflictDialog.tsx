import { useState } from 'react';
import { Button, Dialog } from '../../../ui';
import { clock } from './save-status';

export type ConflictChoice = {
  savedByName: string | null;
  /** When the newer version was saved (null: not known, e.g. found on load). */
  savedAt: string | null;
  /** It was saved from another tab of this browser: the same person, not someone else. */
  otherTab: boolean;
  keepMine(): void;
  loadTheirs(): void | Promise<void>;
};

/** The dialog's words: the user's own other tab, another author by name, or an unknown saver. */
export function conflictWording(conflict: Pick<ConflictChoice, 'savedByName' | 'savedAt' | 'otherTab'>, noun: string) {
  const at = conflict.savedAt ? ` at ${clock(conflict.savedAt)}` : '';
  if (conflict.otherTab)
    return {
      title: `You changed this ${noun} in another tab`,
      text: `You saved this ${noun} in another tab${at} while this tab had unsaved changes.`,
      help: "Keep this tab's changes saves this tab's version over the other one. Load the other version shows it and discards this tab's unsaved changes.",
      keep: "Keep this tab's changes",
      load: 'Load the other version',
    };
  const who = conflict.savedByName || 'Someone';
  return {
    title: `${who} saved a newer version`,
    text: `${who} saved this ${noun}${at} while you had unsaved changes.`,
    help: 'Keep my changes saves yours over theirs. Load their version shows theirs and discards your unsaved changes.',
    keep: 'Keep my changes',
    load: 'Load their version',
  };
}

/**
 * Asks what to do when a newer version was saved while this editor had unsaved changes: a
 * conflict never overwrites other work without asking (ARCHITECTURE.md). It says who (the user's
 * own other tab, or another author by name) and when; never the draft's revision counter, which
 * History does not show. Closed when `conflict` is null; it cannot be dismissed without choosing.
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

  const words = conflictWording(conflict ?? { savedByName: null, savedAt: null, otherTab: false }, noun);
  return (
    <Dialog
      open={conflict !== null}
      onClose={() => {}}
      dismissible={false}
      size="md"
      title={words.title}
      footer={
        <>
          <Button variant="secondary" onClick={loadTheirs} loading={loading}>
            {words.load}
          </Button>
          <Button onClick={() => conflict?.keepMine()} disabled={loading} data-autofocus>
            {words.keep}
          </Button>
        </>
      }
    >
      {conflict && (
        <>
          <p>{words.text}</p>
          <p>{words.help}</p>
        </>
      )}
    </Dialog>
  );
}

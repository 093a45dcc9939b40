/** What the editor's save indicator shows (ARCHITECTURE.md "Autosave with acknowledgement"). */
export type SaveStatus =
  /** The server holds the editor's document at `revision` (savedAt null: nothing saved in this session yet). */
  | { kind: 'saved'; revision: number; savedAt: string | null }
  /** Unsent changes, a save in flight, or a save waiting for its acknowledgement. */
  | { kind: 'saving' }
  /** The last attempt failed (network, server error, rate limit); the next one is at `nextAttemptAt` (ms since epoch). */
  | { kind: 'retrying'; attempt: number; error: string; nextAttemptAt: number }
  /**
   * A newer draft (`theirRevision`) was saved while we had unsaved changes: the user chooses. Who
   * and when (null when unknown), and whether it was another tab of this browser. The revision is
   * the draft's counter, never shown: History numbers published revisions 1, 2, 3.
   */
  | { kind: 'conflict'; theirRevision: number; savedByName: string | null; savedAt: string | null; otherTab: boolean }
  /** The server refused the document (validation, permission): retrying would not help. */
  | { kind: 'error'; message: string };

export const SAVE_STATUS_LABELS: Record<SaveStatus['kind'], string> = {
  saved: 'Saved',
  saving: 'Saving…',
  retrying: 'Retrying',
  conflict: 'Conflict',
  error: 'Not saved',
};

export function clock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** A short sentence for the indicator's tooltip and screen readers: "Saved at 14:03". */
export function saveStatusDetail(status: SaveStatus, now: number = Date.now()): string {
  switch (status.kind) {
    case 'saved':
      return status.savedAt ? `Saved at ${clock(status.savedAt)}` : 'All changes saved';
    case 'saving':
      return 'Saving your changes…';
    case 'retrying': {
      const seconds = Math.max(1, Math.ceil((status.nextAttemptAt - now) / 1000));
      return `Couldn't save (${status.error}). Trying again in ${seconds} s; your changes are kept on this device.`;
    }
    case 'conflict': {
      const at = status.savedAt ? ` at ${clock(status.savedAt)}` : '';
      if (status.otherTab) return `You saved in another tab${at} while this tab had unsaved changes.`;
      return `${status.savedByName ?? 'Someone'} saved a newer version${at} while you were editing.`;
    }
    case 'error':
      return status.message;
  }
}

export function sameStatus(a: SaveStatus, b: SaveStatus): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (left[key] !== right[key]) return false;
  return true;
}

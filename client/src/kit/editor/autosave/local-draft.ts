/**
 * The unsent draft kept in localStorage (`learnhub:draft:<materialId>`) until the server has
 * acknowledged it, so a closed tab, a crash or a long outage never loses work. It remembers the
 * revision it was built on: on the next load that tells "carry on saving" (same revision) from
 * "someone saved in between" (the server moved on: ask before overwriting).
 */
import type { EditorDoc } from '../model/editor-doc';
import { deepEqual } from '../model/history';
import { localStorageOrNull } from '../../../lib/local-storage';

export type LocalDraft<Doc extends EditorDoc> = { baseRevision: number; doc: Doc; changedAt: string };

export type LocalDraftStore<Doc extends EditorDoc> = {
  read(): LocalDraft<Doc> | null;
  /** False when the browser refused (storage full or disabled); saving to the server goes on. */
  write(draft: LocalDraft<Doc>): boolean;
  clear(): void;
};

export function localDraftKey(materialId: string): string {
  return `learnhub:draft:${materialId}`;
}

const defaultStorage = localStorageOrNull;

function isLocalDraft<Doc extends EditorDoc>(value: unknown): value is LocalDraft<Doc> {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<LocalDraft<EditorDoc>>;
  return (
    Number.isInteger(draft.baseRevision) &&
    typeof draft.changedAt === 'string' &&
    !!draft.doc &&
    Array.isArray(draft.doc.steps) &&
    Array.isArray(draft.doc.config)
  );
}

/** The local draft of one material in `storage` (localStorage by default). */
export function localDraftStore<Doc extends EditorDoc>(materialId: string, storage: Storage | null = defaultStorage()): LocalDraftStore<Doc> {
  const key = localDraftKey(materialId);
  return {
    read() {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        if (isLocalDraft<Doc>(parsed)) return parsed;
      } catch {
        // Unreadable JSON falls through to removal.
      }
      storage?.removeItem(key);
      return null;
    },
    write(draft) {
      try {
        storage?.setItem(key, JSON.stringify(draft));
        return !!storage;
      } catch {
        return false;
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to do: an unreadable store holds nothing we could restore either.
      }
    },
  };
}

export type RestorePlan<Doc extends EditorDoc> =
  | { action: 'none' }
  /** The local copy holds nothing the server lacks. */
  | { action: 'discard' }
  /** Built on the server's current revision: put it back in the editor and save it. */
  | { action: 'restore'; doc: Doc }
  /** Built on an older (or unknown) revision: someone saved since, ask before overwriting. */
  | { action: 'conflict'; doc: Doc; baseRevision: number };

/** What to do on load with a local draft, given the draft the server has now. */
export function planRestore<Doc extends EditorDoc>(local: LocalDraft<Doc> | null, server: { revision: number; doc: Doc }): RestorePlan<Doc> {
  if (!local) return { action: 'none' };
  if (deepEqual(local.doc, server.doc)) return { action: 'discard' };
  if (local.baseRevision === server.revision) return { action: 'restore', doc: local.doc };
  return { action: 'conflict', doc: local.doc, baseRevision: local.baseRevision };
}

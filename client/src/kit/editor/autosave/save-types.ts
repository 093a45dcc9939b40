/** The save queue's boundary: what it sends, what comes back, what it hears, what it needs. */
import type { EditorDoc } from '../model/editor-doc';
import type { DraftChanges } from './draft-changes';
import type { LocalDraftStore } from './local-draft';

/**
 * `doc` is the whole document to store; `changes` is the same as a patch of the document the
 * server holds at `baseRevision` (null when that document is not known: then only the whole will
 * do). `saveId` names this save and stays the same on each retry of it: when a save was stored but
 * its answer lost (the server stopped right after the commit), the server recognises the retry and
 * acknowledges it instead of reporting a conflict with ourselves.
 */
export type SaveRequest<Doc extends EditorDoc> = { baseRevision: number; doc: Doc; changes: DraftChanges<Doc> | null; clientId: string; saveId: string };

/** What became of a save; a rejected promise means a transport failure (offline, 5xx), which is retried. */
export type SaveResult =
  | { type: 'saved'; revision: number; savedAt: string }
  | { type: 'conflict'; currentRevision: number; message: string }
  /** Refused for good (ValidationError, NotFound, Forbidden…): shown, not retried. */
  | { type: 'rejected'; message: string }
  /** Refused for now (RateLimited): retried with backoff. */
  | { type: 'retry'; message: string };

/** A `materialSaved` event: who saved which revision, never the document (no echo of our own saves). */
export type SavedEvent = {
  revision: number;
  savedAt: string;
  savedByName: string | null;
  clientId: string | null;
  reason: 'SAVED' | 'PUBLISHED' | 'RESTORED';
};

/** The server's current draft and its revision. */
export type LatestDraft<Doc extends EditorDoc> = { revision: number; doc: Doc };

export const AUTOSAVE_TIMING = { debounceMs: 1000, ackTimeoutMs: 1000, firstRetryMs: 1000, maxRetryMs: 30_000 };

export type SaveQueueOptions<Doc extends EditorDoc> = {
  clientId: string;
  /** The server revision of the document the editor was opened with. */
  revision: number;
  getDoc(): Doc;
  /** Puts a document from elsewhere in the editor without recording it (store.replace). */
  replaceDoc(doc: Doc): void;
  send(request: SaveRequest<Doc>): Promise<SaveResult>;
  /**
   * The server's current draft: to adopt another author's save, and for "Load their version".
   * Null when the material no longer exists; a rejection (network) is retried.
   */
  fetchLatest(): Promise<LatestDraft<Doc> | null>;
  /** Status, revision or conflict changed. */
  onChange(): void;
  /** `otherTab`: the save came from another tab of this browser (the same person). */
  onAdoptedTheirs?(savedByName: string | null, otherTab: boolean): void;
  /** True for a clientId of another editor in this browser (another tab of the same person). */
  isOtherTab?(clientId: string | null): boolean;
  localDraft?: LocalDraftStore<Doc>;
  timing?: Partial<typeof AUTOSAVE_TIMING>;
};

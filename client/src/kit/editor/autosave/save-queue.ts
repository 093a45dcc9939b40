/**
 * Autosave as a small state machine, free of React and Relay so it can be tested with fake
 * timers and a fake `send` (ARCHITECTURE.md "Autosave with acknowledgement", contract §6).
 *
 * - The document is sent with the revision it was built on, 1 s after the last change
 *   (`docChanged`) or at once (`saveNow`); one save is in flight at a time, and changes made
 *   meanwhile go in the next one. Each request carries the whole document and its `changes`
 *   against the document the server holds at that revision (tracked as `#serverDoc`), so the
 *   wire can carry only what changed; when that document is not known (after "Keep my
 *   changes": their version may be newer than what we saw) `changes` is null and the whole goes.
 * - Acknowledgement: "Saved" shows once the `materialSaved` event carrying our clientId and the
 *   new revision arrives. The mutation's own success response is an acknowledgement from the
 *   server too, so when no event follows within 1 s (socket down or reconnecting; the server
 *   publishes the event before it answers, so it normally comes first) we show
 *   "Saved" from it anyway; the event may also arrive before the response, which counts.
 *   The next save builds on the revision from the response either way, without waiting.
 * - A network failure, a 5xx or a rate limit is retried after 1 s, 2 s, 4 s … at most 30 s
 *   ("Retrying"); the document stays in localStorage meanwhile, and `saveNow` retries at once.
 * - The server refusing the document (validation, permission) shows "Not saved" with its
 *   message and is not retried until the document changes again or the user saves.
 * - A revision conflict, or another author's save while we have unsaved changes, is a
 *   "Conflict": `keepMine` saves ours on top of their revision, `loadTheirs` drops ours.
 *   Another author's save while we have nothing unsaved is adopted silently (`replaceDoc`,
 *   never recorded in undo history) and reported through `onAdoptedTheirs` for the toast.
 * - No echo: events carry no document. Ours are acknowledged by revision, and their content is
 *   the document we sent; another author's document is fetched (`fetchLatest`) only to adopt
 *   it, or when "Load their version" is chosen in a conflict. An edit made while it is being
 *   fetched turns the adoption into a conflict; a failed fetch is retried with the same backoff.
 *   A revision restored from this editor comes with the restore's answer (`adopt`); it is
 *   fetched only when that answer has not come 1 s after the event.
 * - Events about publishing are ignored: publishing does not change the draft.
 * - Every save carries a `saveId`; a retry of the same document on the same revision sends the
 *   same id, so a save the server stored before its answer was lost is acknowledged, not a conflict.
 */
import type { EditorDoc } from '../model/editor-doc';
import { deepEqual } from '../model/history';
import { draftChanges } from './draft-changes';
import { planRestore } from './local-draft';
import { type SaveStatus, sameStatus } from './save-status';
import { AUTOSAVE_TIMING, type LatestDraft, type SavedEvent, type SaveQueueOptions, type SaveRequest, type SaveResult } from './save-types';

const GONE = 'This material no longer exists.';

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newSaveId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `mine`: a local draft found on load, with the revision it was built on (kept as is until the user chooses). */
type Conflict<Doc extends EditorDoc> = {
  theirRevision: number;
  savedByName: string | null;
  /** When their save was made, and whether it came from another tab of this browser (its clientId says so). */
  savedAt: string | null;
  otherTab: boolean;
  theirDoc: Doc | null;
  mine: LocalMine<Doc> | null;
};
/** Who made a save: from its event (null fields when only the server's answer told of it). */
type Saver = { savedByName: string | null; savedAt: string | null; otherTab: boolean };
const UNKNOWN_SAVER: Saver = { savedByName: null, savedAt: null, otherTab: false };
type LocalMine<Doc extends EditorDoc> = { doc: Doc; baseRevision: number };
type Phase = 'idle' | 'retrying' | 'error' | 'conflict';
/** A save of another author (or a restore from this editor, `ours`) whose document is being fetched. */
type Wanted = { revision: number; savedByName: string | null; savedAt: string; ours: boolean; otherTab: boolean };

export class SaveQueue<Doc extends EditorDoc> {
  readonly #options: SaveQueueOptions<Doc>;
  readonly #timing: typeof AUTOSAVE_TIMING;
  /** The revision the server holds and our document builds on, and its content (null: not known). */
  #serverRevision: number;
  #serverDoc: Doc | null;
  #savedAt: string | null = null;
  #phase: Phase = 'idle';
  #error = '';
  #attempt = 0;
  #nextAttemptAt = 0;
  #conflict: Conflict<Doc> | null = null;
  #inFlight = false;
  #saveWhenDone = false;
  #awaitingAck: number | null = null;
  readonly #ownEvents = new Set<number>();
  #debounce: ReturnType<typeof setTimeout> | null = null;
  #retry: ReturnType<typeof setTimeout> | null = null;
  #ackTimer: ReturnType<typeof setTimeout> | null = null;
  #wanted: Wanted | null = null;
  /** The latest save of someone else heard: names the saver of a conflict the server's answer reported. */
  #lastOther: (Saver & { revision: number }) | null = null;
  #fetching = false;
  #fetchAttempt = 0;
  #fetchRetry: ReturnType<typeof setTimeout> | null = null;
  /** The last save sent and not yet answered for good: its retries keep its id. */
  #lastSend: { baseRevision: number; doc: Doc; saveId: string } | null = null;
  #replacing = false;
  /** The document this editor last wrote to localStorage (null: none since the last clear). */
  #persisted: Doc | null = null;
  #disposed = false;
  #status: SaveStatus;
  #reportedRevision: number;

  constructor(options: SaveQueueOptions<Doc>) {
    this.#options = options;
    this.#timing = { ...AUTOSAVE_TIMING, ...options.timing };
    this.#serverRevision = options.revision;
    this.#serverDoc = options.getDoc();
    this.#status = { kind: 'saved', revision: options.revision, savedAt: null };
    this.#reportedRevision = options.revision;
  }

  get status(): SaveStatus {
    return this.#status;
  }

  /** The revision the server holds for the editor's document (the next save's baseRevision). */
  get revision(): number {
    return this.#serverRevision;
  }

  /** On load: puts back a draft left unsent in localStorage (and saves it), or raises the conflict. */
  restoreLocalDraft(): void {
    const plan = planRestore(this.#options.localDraft?.read() ?? null, { revision: this.#serverRevision, doc: this.#options.getDoc() });
    if (plan.action === 'discard') this.#options.localDraft?.clear();
    if (plan.action === 'restore') {
      this.#replace(plan.doc);
      this.#sendNow();
    }
    if (plan.action === 'conflict') {
      this.#enterConflict({
        theirRevision: this.#serverRevision,
        ...UNKNOWN_SAVER,
        theirDoc: this.#serverDoc,
        mine: { doc: plan.doc, baseRevision: plan.baseRevision },
      });
    }
  }

  /** The store's document changed (an edit, undo or redo). */
  docChanged(): void {
    if (this.#replacing || this.#disposed) return;
    if (this.#phase === 'error') this.#phase = 'idle';
    if (this.#debounce) clearTimeout(this.#debounce);
    this.#debounce = null;
    if (this.#isDirty() || this.#inFlight || this.#phase === 'conflict') {
      this.#debounce = setTimeout(() => this.#debounced(), this.#timing.debounceMs);
    } else {
      // Undone back to what the server has: nothing to send.
      this.#clearLocal();
    }
    this.#update();
  }

  /** The Save button: send now (or right after the save in flight). */
  saveNow(): void {
    if (this.#phase === 'conflict' || this.#disposed) return;
    if (this.#phase === 'error') this.#phase = 'idle';
    this.#sendNow();
  }

  /** A `materialSaved` event from the subscription. */
  receiveEvent(event: SavedEvent): void {
    if (this.#disposed || event.reason === 'PUBLISHED') return;
    const ours = event.clientId === this.#options.clientId;
    if (ours && event.reason === 'SAVED') return this.#ownSave(event);
    const saver: Saver = { savedByName: event.savedByName, savedAt: event.savedAt, otherTab: !ours && !!this.#options.isOtherTab?.(event.clientId) };
    if (!ours && (!this.#lastOther || event.revision >= this.#lastOther.revision)) this.#lastOther = { revision: event.revision, ...saver };
    const known = this.#conflict;
    if (!ours && known && known.theirRevision === event.revision && known.savedAt === null) {
      // The server's answer reported the conflict first; its event says who saved and when.
      this.#conflict = { ...known, ...saver };
      return this.#update();
    }
    if (event.revision <= this.#serverRevision) return;
    if (!ours && (this.#phase === 'conflict' || this.#hasUnsavedWork())) {
      // Asking needs only who, when and which revision; their document is fetched if the user loads it.
      if (known && known.theirRevision >= event.revision) return;
      return this.#enterConflict({ theirRevision: event.revision, ...saver, theirDoc: null, mine: known?.mine ?? null });
    }
    // Another author's save to adopt, or a revision restored from this editor (the user asked
    // for it, so it replaces the draft): either way their document is needed now.
    if (!this.#wanted || event.revision > this.#wanted.revision) {
      this.#wanted = { revision: event.revision, savedByName: event.savedByName, savedAt: event.savedAt, ours, otherTab: saver.otherTab };
    }
    // Our own restore's answer carries the document and normally follows its event at once
    // (`adopt`): give it the acknowledgement's grace before downloading the document again.
    if (ours && !this.#fetching && !this.#fetchRetry) {
      this.#fetchRetry = setTimeout(() => {
        this.#fetchRetry = null;
        this.#fetchWanted();
      }, this.#timing.ackTimeoutMs);
      return;
    }
    this.#fetchWanted();
  }

  #fetchWanted(): void {
    if (!this.#wanted || this.#fetching || this.#fetchRetry || this.#disposed) return;
    this.#fetching = true;
    this.#options.fetchLatest().then(
      (latest) => {
        this.#fetching = false;
        this.#receivedWanted(latest);
      },
      () => {
        this.#fetching = false;
        this.#retryFetch();
      },
    );
  }

  #retryFetch(): void {
    if (this.#disposed) return;
    this.#fetchAttempt += 1;
    const delay = Math.min(this.#timing.firstRetryMs * 2 ** (this.#fetchAttempt - 1), this.#timing.maxRetryMs);
    this.#fetchRetry = setTimeout(() => {
      this.#fetchRetry = null;
      this.#fetchWanted();
    }, delay);
  }

  #receivedWanted(latest: LatestDraft<Doc> | null): void {
    const wanted = this.#wanted;
    if (this.#disposed || !wanted) return;
    if (!latest) {
      this.#wanted = null;
      return this.#fail(GONE);
    }
    // Read before their save was visible to the read: ask again shortly.
    if (latest.revision < wanted.revision) return this.#retryFetch();
    this.#wanted = null;
    this.#fetchAttempt = 0;
    if (latest.revision <= this.#serverRevision) return;
    if (wanted.ours) return this.adopt(latest.doc, latest.revision, wanted.savedAt);
    if (this.#phase === 'conflict' || this.#hasUnsavedWork()) {
      // Edited while their document was on its way: ask, with their document at hand.
      const known = this.#conflict;
      if (known && known.theirRevision > latest.revision) return;
      return this.#enterConflict({
        theirRevision: latest.revision,
        savedByName: wanted.savedByName,
        savedAt: wanted.savedAt,
        otherTab: wanted.otherTab,
        theirDoc: latest.doc,
        mine: known?.mine ?? null,
      });
    }
    this.adopt(latest.doc, latest.revision, wanted.savedAt);
    this.#options.onAdoptedTheirs?.(wanted.savedByName, wanted.otherTab);
  }

  #ownSave(event: SavedEvent): void {
    this.#ownEvents.add(event.revision);
    if (this.#awaitingAck === event.revision) return this.#acknowledged();
    // Stored, but its response was lost (the connection dropped after the commit): build on it,
    // or the retry of the same document would conflict with ourselves. One save of ours is out
    // at a time, on the revision before, so what the server stored is the document we sent last.
    const sent = this.#lastSend;
    if (sent && event.revision > this.#serverRevision && event.revision === sent.baseRevision + 1) {
      this.#serverRevision = event.revision;
      this.#serverDoc = sent.doc;
      this.#savedAt = event.savedAt;
      if (!this.#inFlight && !this.#isDirty()) {
        if (this.#retry) clearTimeout(this.#retry);
        this.#retry = null;
        if (this.#phase === 'retrying') this.#phase = 'idle';
        this.#attempt = 0;
        this.#clearLocal();
      }
      this.#update();
    }
  }

  /** "Keep my changes": save ours on top of their revision. */
  keepMine(): void {
    const conflict = this.#conflict;
    if (!conflict) return;
    this.#conflict = null;
    this.#phase = 'idle';
    this.#serverRevision = Math.max(this.#serverRevision, conflict.theirRevision);
    // What the server holds at that revision is not known for sure (a later save may have landed
    // since their document was read): this save goes whole.
    this.#serverDoc = null;
    if (conflict.mine) this.#replace(conflict.mine.doc);
    this.#sendNow();
  }

  /** "Load their version": drop ours and show the server's draft. */
  async loadTheirs(): Promise<void> {
    const conflict = this.#conflict;
    if (!conflict) return;
    const latest = conflict.theirDoc ? { revision: conflict.theirRevision, doc: conflict.theirDoc } : await this.#options.fetchLatest();
    if (this.#conflict !== conflict || this.#disposed) return;
    if (!latest) return this.#fail(GONE);
    this.adopt(latest.doc, latest.revision, null);
  }

  /**
   * Puts a document the server holds at `revision` in the editor (another author's save, a
   * restored revision): not recorded in history, not saved back, local draft dropped.
   */
  adopt(doc: Doc, revision: number, savedAt: string | null = null): void {
    this.#clearTimers();
    if (this.#wanted && this.#wanted.revision <= revision) this.#wanted = null;
    this.#conflict = null;
    this.#phase = 'idle';
    this.#attempt = 0;
    this.#awaitingAck = null;
    this.#serverRevision = revision;
    this.#serverDoc = doc;
    this.#savedAt = savedAt ?? this.#savedAt;
    this.#replace(doc);
    this.#clearLocal();
    this.#update();
  }

  /** Writes unsent work to localStorage now (the page is being hidden or closed). */
  flush(): void {
    if (this.#hasUnsavedWork() || this.#phase === 'conflict') this.#persist();
  }

  /**
   * The editor closes: unsent work is written locally and sent one last time (its result only
   * clears the local copy), so leaving within the 1 s delay loses nothing.
   */
  dispose(): void {
    if (this.#disposed) return;
    this.flush();
    this.#clearTimers();
    if (this.#ackTimer) clearTimeout(this.#ackTimer);
    if (this.#fetchRetry) clearTimeout(this.#fetchRetry);
    this.#disposed = true;
    if (!this.#inFlight && this.#phase !== 'conflict' && this.#isDirty()) {
      const doc = this.#options.getDoc();
      this.#options.send(this.#request(doc)).then(
        (result) => this.#settled(doc, result),
        () => {},
      );
    }
  }

  #debounced(): void {
    this.#debounce = null;
    if (this.#phase === 'idle') this.#sendNow();
    // Retrying keeps its own schedule; a conflict waits for the user. Either way keep the work.
    else this.#persist();
  }

  #sendNow(): void {
    if (this.#debounce) clearTimeout(this.#debounce);
    if (this.#retry) clearTimeout(this.#retry);
    this.#debounce = this.#retry = null;
    if (this.#inFlight) {
      this.#saveWhenDone = true;
      return;
    }
    if (!this.#isDirty()) {
      this.#phase = 'idle';
      this.#clearLocal();
      this.#update();
      return;
    }
    const doc = this.#options.getDoc();
    this.#persist();
    this.#inFlight = true;
    this.#saveWhenDone = false;
    this.#update();
    this.#options.send(this.#request(doc)).then(
      (result) => this.#settled(doc, result),
      (error: unknown) => this.#settled(doc, { type: 'retry', message: error instanceof Error && error.message ? error.message : 'Network error' }),
    );
  }

  /**
   * The request for `doc` on the server's revision: only what changed since the document the
   * server holds there (the whole when that is not known); a retry of the last send keeps its id.
   */
  #request(doc: Doc): SaveRequest<Doc> {
    const baseRevision = this.#serverRevision;
    const last = this.#lastSend;
    const retry = last && last.baseRevision === baseRevision && deepEqual(last.doc, doc);
    const saveId = retry ? last.saveId : newSaveId();
    this.#lastSend = { baseRevision, doc, saveId };
    const changes = this.#serverDoc ? draftChanges(this.#serverDoc, doc) : null;
    return { baseRevision, doc, changes, clientId: this.#options.clientId, saveId };
  }

  #settled(sent: Doc, result: SaveResult): void {
    this.#inFlight = false;
    // Only a transport failure or a rate limit is retried as the same save.
    if (result.type !== 'retry') this.#lastSend = null;
    if (this.#disposed) {
      // Another editor of this material may have written its own local copy since: only ours goes.
      if (result.type === 'saved' && deepEqual(this.#options.localDraft?.read()?.doc, sent)) this.#options.localDraft?.clear();
      return;
    }
    if (result.type === 'saved') this.#saved(sent, result.revision, result.savedAt);
    else if (result.type === 'conflict') {
      // "Keep my changes" was chosen while this save was in flight: we already build on their revision.
      if (!this.#conflict && result.currentRevision <= this.#serverRevision) return this.#sendNow();
      const known = this.#conflict && this.#conflict.theirRevision >= result.currentRevision ? this.#conflict : null;
      const other = this.#lastOther?.revision === result.currentRevision ? this.#lastOther : UNKNOWN_SAVER;
      this.#enterConflict(
        known ?? {
          theirRevision: result.currentRevision,
          savedByName: other.savedByName,
          savedAt: other.savedAt,
          otherTab: other.otherTab,
          theirDoc: null,
          mine: null,
        },
      );
    } else if (result.type === 'rejected') this.#fail(result.message);
    else if (this.#isDirty()) this.#scheduleRetry(result.message);
    else {
      // Lost response, but our own event showed the server has this document: nothing to retry.
      this.#attempt = 0;
      if (this.#phase === 'retrying') this.#phase = 'idle';
      this.#clearLocal();
      this.#update();
    }
  }

  #saved(sent: Doc, revision: number, savedAt: string): void {
    this.#attempt = 0;
    if (this.#phase === 'retrying') this.#phase = 'idle';
    if (revision > this.#serverRevision) {
      this.#serverRevision = revision;
      this.#serverDoc = sent;
      this.#savedAt = savedAt;
    }
    if (revision < this.#serverRevision) {
      // Superseded while in flight (a newer draft was adopted): nothing of ours to acknowledge.
    } else if (this.#ownEvents.has(revision)) this.#acknowledged();
    else {
      this.#awaitingAck = revision;
      if (this.#ackTimer) clearTimeout(this.#ackTimer);
      this.#ackTimer = setTimeout(() => this.#acknowledged(), this.#timing.ackTimeoutMs);
    }
    if (this.#phase === 'conflict') return this.#update();
    if (this.#isDirty()) {
      this.#persist();
      if (this.#saveWhenDone) this.#sendNow();
      else if (!this.#debounce) this.#debounce = setTimeout(() => this.#debounced(), this.#timing.debounceMs);
    } else this.#clearLocal();
    this.#update();
  }

  #acknowledged(): void {
    if (this.#ackTimer) clearTimeout(this.#ackTimer);
    this.#ackTimer = null;
    this.#awaitingAck = null;
    for (const revision of this.#ownEvents) if (revision <= this.#serverRevision) this.#ownEvents.delete(revision);
    this.#update();
  }

  #scheduleRetry(message: string): void {
    if (this.#phase === 'conflict') return this.#update();
    this.#attempt += 1;
    const delay = Math.min(this.#timing.firstRetryMs * 2 ** (this.#attempt - 1), this.#timing.maxRetryMs);
    this.#phase = 'retrying';
    this.#error = message;
    this.#nextAttemptAt = Date.now() + delay;
    this.#persist();
    this.#retry = setTimeout(() => this.#sendNow(), delay);
    this.#update();
  }

  #fail(message: string): void {
    this.#clearTimers();
    this.#phase = 'error';
    this.#error = message;
    this.#persist();
    this.#update();
  }

  #enterConflict(conflict: Conflict<Doc>): void {
    this.#clearTimers();
    this.#phase = 'conflict';
    this.#conflict = conflict;
    this.#persist();
    this.#update();
  }

  #isDirty(): boolean {
    return this.#serverDoc === null || !deepEqual(this.#options.getDoc(), this.#serverDoc);
  }

  #hasUnsavedWork(): boolean {
    return this.#inFlight || this.#isDirty();
  }

  /** Keeps mine in localStorage with the revision it builds on (the old one during a conflict). */
  #persist(): void {
    const mine = this.#conflict?.mine ?? (this.#isDirty() ? { doc: this.#options.getDoc(), baseRevision: this.#serverRevision } : null);
    if (!mine) return;
    this.#options.localDraft?.write({ ...mine, changedAt: new Date().toISOString() });
    this.#persisted = mine.doc;
  }

  /**
   * Drops the local copy once the server has our work, but only when it is ours: the key is per
   * material, so another tab editing the same material may have written its own unsent work
   * there since, and a save in this tab must not throw that away.
   */
  #clearLocal(): void {
    const store = this.#options.localDraft;
    const stored = store?.read();
    if (stored && this.#persisted !== null && deepEqual(stored.doc, this.#persisted)) store?.clear();
    this.#persisted = null;
  }

  #replace(doc: Doc): void {
    this.#replacing = true;
    try {
      this.#options.replaceDoc(doc);
    } finally {
      this.#replacing = false;
    }
  }

  #clearTimers(): void {
    for (const timer of [this.#debounce, this.#retry]) if (timer) clearTimeout(timer);
    this.#debounce = this.#retry = null;
  }

  #computeStatus(): SaveStatus {
    if (this.#conflict) {
      const { theirRevision, savedByName, savedAt, otherTab } = this.#conflict;
      return { kind: 'conflict', theirRevision, savedByName, savedAt, otherTab };
    }
    if (this.#phase === 'error') return { kind: 'error', message: this.#error };
    if (this.#phase === 'retrying') return { kind: 'retrying', attempt: this.#attempt, error: this.#error, nextAttemptAt: this.#nextAttemptAt };
    if (this.#inFlight || this.#awaitingAck !== null || this.#isDirty()) return { kind: 'saving' };
    return { kind: 'saved', revision: this.#serverRevision, savedAt: this.#savedAt };
  }

  #update(): void {
    const next = this.#computeStatus();
    if (sameStatus(next, this.#status) && this.#reportedRevision === this.#serverRevision) return;
    this.#status = next;
    this.#reportedRevision = this.#serverRevision;
    this.#options.onChange();
  }
}

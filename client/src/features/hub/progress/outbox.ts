/**
 * "Nothing a learner does is lost" (hub issue §3): every write (open, step, Complete, Finish,
 * time, answer, score) goes into this queue first, kept in localStorage under the learner (or the
 * visitor) before it is sent, and leaves it only when the server has answered. Offline, with the
 * server down or restarting, or the tab closed mid-send, the queue keeps it and sends it when it
 * can: at once when the browser says it is online again, else with backoff (1 s doubling to 30 s).
 * Writes go one at a time, in order; each carries the clientId it was queued with, so a write
 * the server applied but whose answer was lost is answered again and never counted twice.
 *
 * A refusal (the server will never take this write: a question republished away, a bad value) is
 * dropped and reported; a sign-in that ended keeps everything until the learner signs in again.
 */
import type { Environment } from 'relay-runtime';
import { sendWrite, type WriteKind, type WriteOutcome } from './learnerWrites';
import { localStorageOrNull } from '../../../lib/local-storage';

export type QueuedWrite = { id: string; kind: Exclude<WriteKind, 'upload'>; input: Record<string, unknown>; queuedAt: number };

export type OutboxState = {
  /** Writes not yet acknowledged. */
  pending: number;
  /** The last send failed to reach the server (offline, server down). */
  unreachable: boolean;
  signedOut: boolean;
  /** The last refusal's message, until the next acknowledged write. */
  refusal: string | null;
};

type Listener = (state: OutboxState) => void;
type AckListener = (write: QueuedWrite, outcome: Extract<WriteOutcome, { kind: 'done' }>) => void;

const MAX_BACKOFF_MS = 30_000;
/** More than a day of time reports and every answer of a long path: older writes beyond it go first. */
const MAX_ITEMS = 2000;

export class Outbox {
  private items: QueuedWrite[];
  private state: OutboxState = { pending: 0, unreachable: false, signedOut: false, refusal: null };
  private listeners = new Set<Listener>();
  private ackListeners = new Set<AckListener>();
  /** Acknowledged (or refused) here: another tab's copy of the queue may still list them. */
  private settled = new Set<string>();
  private sending = false;
  private disposed = false;
  private backoff = 1000;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly onOnline = () => {
    this.backoff = 1000;
    void this.flush();
  };

  constructor(
    private readonly storageKey: string,
    private readonly environment: () => Environment,
    private readonly storage: Storage | null = localStorageOrNull(),
  ) {
    this.items = this.load();
    this.state = { ...this.state, pending: this.items.length };
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
  }

  dispose() {
    this.disposed = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    if (this.timer) clearTimeout(this.timer);
  }

  /** Queues a write (stored before anything is sent) and starts sending. Returns its clientId. */
  enqueue(kind: QueuedWrite['kind'], input: Record<string, unknown>): string {
    const id = crypto.randomUUID();
    this.items = [...this.items, { id, kind, input: { ...input, clientId: id }, queuedAt: Date.now() }].slice(-MAX_ITEMS);
    this.save();
    this.update({ pending: this.items.length });
    void this.flush();
    return id;
  }

  /** Writes still waiting, oldest first (what the page shows as not yet saved). */
  pendingWrites(): readonly QueuedWrite[] {
    return this.items;
  }

  getState(): OutboxState {
    return this.state;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onAcknowledged(listener: AckListener): () => void {
    this.ackListeners.add(listener);
    return () => this.ackListeners.delete(listener);
  }

  /** Sends queued writes in order until the queue is empty or the server cannot be reached. */
  async flush(): Promise<void> {
    if (this.sending || this.disposed) return;
    this.sending = true;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    try {
      while (this.items.length > 0 && !this.disposed) {
        const write = this.items[0]!;
        const outcome = await sendWrite(this.environment(), write.kind, write.input);
        if (outcome.kind === 'unreachable' || outcome.kind === 'signedOut') {
          this.update({ unreachable: outcome.kind === 'unreachable', signedOut: outcome.kind === 'signedOut' });
          if (outcome.kind === 'unreachable') this.retryLater();
          return;
        }
        this.settled.add(write.id);
        this.items = this.items.filter((w) => w.id !== write.id);
        this.save();
        this.backoff = 1000;
        if (outcome.kind === 'refused') this.update({ pending: this.items.length, unreachable: false, signedOut: false, refusal: outcome.message });
        else {
          this.update({ pending: this.items.length, unreachable: false, signedOut: false, refusal: null });
          for (const listener of this.ackListeners) listener(write, outcome);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private retryLater() {
    this.timer = setTimeout(() => void this.flush(), this.backoff);
    this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
  }

  private update(patch: Partial<OutboxState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  private load(): QueuedWrite[] {
    try {
      const raw = this.storage?.getItem(this.storageKey);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? parsed.filter((w): w is QueuedWrite => typeof w?.id === 'string' && typeof w?.kind === 'string') : [];
    } catch {
      return [];
    }
  }

  /**
   * Stores the queue merged with what another tab of the same learner stored meanwhile (without
   * what this tab settled), so two tabs never overwrite each other's waiting writes. A write both
   * tabs send is applied once: the server knows its clientId.
   */
  private save() {
    const known = new Set(this.items.map((w) => w.id));
    const others = this.load().filter((w) => !known.has(w.id) && !this.settled.has(w.id));
    if (others.length) this.items = [...others, ...this.items].sort((a, b) => a.queuedAt - b.queuedAt);
    try {
      if (this.items.length) this.storage?.setItem(this.storageKey, JSON.stringify(this.items));
      else this.storage?.removeItem(this.storageKey);
    } catch {
      // Storage full or blocked (private mode): the queue still works for this page's life.
    }
  }
}

const outboxes = new Map<string, Outbox>();

/**
 * A sign-in or sign-out in this tab: queues stop sending (their writes stay stored under their
 * learner, for when they sign in again), so one learner's waiting writes never go out under the
 * next one's session.
 */
export function closeOutboxes() {
  for (const box of outboxes.values()) box.dispose();
  outboxes.clear();
}

/** The outbox key of a learner (or, with no learner, the visitor) of a company. */
export const outboxKey = (companySlug: string, learnerId: string | null) => (learnerId ? `${companySlug}.${learnerId}` : `${companySlug}.visitor`);

/**
 * Writes of this learner still waiting on this device, from every tab (what the stored queue
 * holds): what signing out now would leave behind until they sign in here again.
 */
export function waitingWrites(key: string, storage: Storage | null = localStorageOrNull()): number {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKeyOf(key)) ?? '[]');
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

const storageKeyOf = (key: string) => `learnhub.outbox.${key}`;

/** One outbox per learner (or visitor) and company, shared by every page of this tab. */
export function outboxFor(key: string, environment: () => Environment): Outbox {
  let box = outboxes.get(key);
  if (!box) {
    box = new Outbox(storageKeyOf(key), environment);
    outboxes.set(key, box);
  }
  return box;
}

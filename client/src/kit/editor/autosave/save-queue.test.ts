import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDraftStore } from './local-draft';
import { MemoryStorage, queueHarness, sampleDoc } from './test-support';

const settle = () => vi.advanceTimersByTimeAsync(0);
const savedAt = '2030-01-02T14:03:00.000Z';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SaveQueue: sending', () => {
  it('saves once, 1 s after the last of several changes: the document and what changed in it', async () => {
    const h = queueHarness();
    h.rename('A');
    await vi.advanceTimersByTimeAsync(600);
    h.rename('AB');
    await vi.advanceTimersByTimeAsync(999);
    expect(h.sends).toHaveLength(0);
    expect(h.queue.status).toEqual({ kind: 'saving' });
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sends).toHaveLength(1);
    expect(h.lastSend().request).toEqual({
      baseRevision: 3,
      doc: h.store.getDoc(),
      changes: { steps: [{ id: 1, name: 'AB', title: '', items: [] }] },
      clientId: 'me',
      saveId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('builds the next save’s changes on the document the server acknowledged', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await settle();
    h.rename('B', 1);
    h.store.edit((draft) => void draft.steps.reverse());
    h.queue.saveNow();
    expect(h.lastSend().request).toMatchObject({ baseRevision: 4, changes: { steps: [{ id: 2, name: 'B', title: '', items: [] }], order: [2, 1] } });
  });

  it('sends the changes of a local draft put back on load against the loaded document', () => {
    const storage = new MemoryStorage();
    localDraftStore('m1', storage).write({ baseRevision: 3, doc: sampleDoc(['Step 1', 'Unsent']), changedAt: savedAt });
    const h = queueHarness({ revision: 3, storage });
    h.queue.restoreLocalDraft();
    expect(h.lastSend().request.changes).toEqual({ steps: [{ id: 2, name: 'Unsent', title: '', items: [] }] });
  });

  it('shows Saving… until our materialSaved event arrives, then Saved with the new revision', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await settle();
    expect(h.queue.status).toEqual({ kind: 'saving' });
    expect(h.queue.revision).toBe(4);
    h.queue.receiveEvent(h.event({ revision: 4 }));
    expect(h.queue.status).toEqual({ kind: 'saved', revision: 4, savedAt });
  });

  it('counts an acknowledgement that arrives before the mutation response', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    h.queue.receiveEvent(h.event({ revision: 4 }));
    expect(h.queue.status).toEqual({ kind: 'saving' });
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await settle();
    expect(h.queue.status).toEqual({ kind: 'saved', revision: 4, savedAt });
  });

  it('shows Saved from the mutation response when no event comes within 1 s (socket down)', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await vi.advanceTimersByTimeAsync(999);
    expect(h.queue.status.kind).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    expect(h.queue.status).toEqual({ kind: 'saved', revision: 4, savedAt });
  });

  it('sends changes made during a save in the next save, built on the new revision', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    h.rename('B');
    h.queue.saveNow();
    expect(h.sends).toHaveLength(1);
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await settle();
    expect(h.sends).toHaveLength(2);
    expect(h.lastSend().request.baseRevision).toBe(4);
    expect(h.lastSend().request.doc.steps[0]?.name).toBe('B');
  });

  it('sends nothing when the changes are undone back to what the server has', async () => {
    const h = queueHarness();
    h.rename('A');
    h.store.undo();
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.sends).toHaveLength(0);
    expect(h.queue.status).toEqual({ kind: 'saved', revision: 3, savedAt: null });
  });

  it('keeps the unsent document in localStorage until the server has it', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    expect(h.localDraft()).toMatchObject({ baseRevision: 3, doc: h.store.getDoc() });
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await settle();
    expect(h.localDraft()).toBeNull();
  });

  it("leaves another tab's unsent work in localStorage when its own save is acknowledged", async () => {
    // Two editors of one material in one browser share the storage key.
    const storage = new MemoryStorage();
    const first = queueHarness({ storage });
    const second = queueHarness({ storage });
    first.rename('First tab');
    first.queue.saveNow();
    second.rename('Second tab, not sent yet');
    second.queue.flush();
    first.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await settle();
    expect(first.localDraft()?.doc.steps[0]?.name).toBe('Second tab, not sent yet');
  });
});

describe('SaveQueue: failures', () => {
  it('retries a network failure after 1 s, 2 s, 4 s … at most 30 s, keeping the document locally', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    const delays = [1000, 2000, 4000, 8000, 16000, 30000, 30000];
    for (const [index, delay] of delays.entries()) {
      h.lastSend().reject(new TypeError('Failed to fetch'));
      await settle();
      expect(h.queue.status).toMatchObject({ kind: 'retrying', attempt: index + 1, error: 'Failed to fetch' });
      expect(h.localDraft()?.doc.steps[0]?.name).toBe('A');
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(h.sends).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(h.sends).toHaveLength(index + 2);
    }
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.queue.status).toEqual({ kind: 'saved', revision: 4, savedAt });
    expect(h.localDraft()).toBeNull();
  });

  it('sends a retry with the same save id, and a new id for a new document or after a stored save', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    const first = h.lastSend().request.saveId;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    h.lastSend().reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.sends).toHaveLength(2);
    expect(h.lastSend().request.saveId).toBe(first);
    // Edited while waiting: the next attempt is a different save.
    h.lastSend().reject(new TypeError('Failed to fetch'));
    await settle();
    h.rename('B');
    h.queue.saveNow();
    const second = h.lastSend().request.saveId;
    expect(second).not.toBe(first);
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await settle();
    h.rename('C');
    h.queue.saveNow();
    expect(h.lastSend().request.saveId).not.toBe(second);
  });

  it('retries at once on Save while waiting to retry, and retries a rate limit like a network failure', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    h.lastSend().resolve({ type: 'retry', message: 'Too many requests.' });
    await settle();
    expect(h.queue.status).toMatchObject({ kind: 'retrying', attempt: 1, error: 'Too many requests.' });
    h.queue.saveNow();
    expect(h.sends).toHaveLength(2);
  });

  it('shows the server’s message when it refuses the document, and does not loop', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    h.lastSend().resolve({ type: 'rejected', message: 'steps[0].layers[0].width: must be at least 0' });
    await settle();
    expect(h.queue.status).toEqual({ kind: 'error', message: 'steps[0].layers[0].width: must be at least 0' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.sends).toHaveLength(1);
    expect(h.localDraft()).not.toBeNull();
    h.rename('Fixed');
    expect(h.queue.status).toEqual({ kind: 'saving' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.sends).toHaveLength(2);
  });
});

describe('SaveQueue: other authors and conflicts', () => {
  it('fetches and adopts another author’s save when nothing is unsaved, without an undo step, and reports who', async () => {
    const theirs = sampleDoc(['Theirs']);
    const h = queueHarness({ latest: { revision: 4, doc: theirs } });
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4, savedByName: 'Ada Lovelace' }));
    await settle();
    expect(h.fetches()).toBe(1);
    expect(h.store.getDoc()).toBe(theirs);
    expect(h.store.canUndo()).toBe(false);
    expect(h.adoptedFrom).toEqual(['Ada Lovelace']);
    expect(h.queue.status).toEqual({ kind: 'saved', revision: 4, savedAt });
    expect(h.sends).toHaveLength(0);
  });

  it('ignores publish events and events about revisions we already have, fetching nothing', async () => {
    const h = queueHarness({ latest: { revision: 9, doc: sampleDoc(['P']) } });
    h.queue.receiveEvent(h.event({ clientId: 'other', reason: 'PUBLISHED', revision: 9 }));
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 3 }));
    await settle();
    expect(h.fetches()).toBe(0);
    expect(h.store.getDoc().steps[0]?.name).toBe('Step 1');
    expect(h.adoptedFrom).toEqual([]);
  });

  it('never downloads its own saves back: they are acknowledged by revision', async () => {
    const h = queueHarness({ latest: { revision: 4, doc: sampleDoc(['Echo']) } });
    h.rename('A');
    h.queue.saveNow();
    h.queue.receiveEvent(h.event({ revision: 4 }));
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await settle();
    expect(h.queue.status).toEqual({ kind: 'saved', revision: 4, savedAt });
    expect(h.fetches()).toBe(0);
    expect(h.store.getDoc().steps[0]?.name).toBe('A');
  });

  it('raises a conflict when another author saves while we have unsaved changes; their document is fetched only for Load their version', async () => {
    const theirs = sampleDoc(['Theirs']);
    const h = queueHarness({ latest: { revision: 4, doc: theirs } });
    h.rename('Mine');
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4, savedByName: 'Ada' }));
    expect(h.queue.status).toEqual({ kind: 'conflict', theirRevision: 4, savedByName: 'Ada', savedAt: '2030-01-02T14:03:00.000Z', otherTab: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.sends).toHaveLength(0);
    expect(h.fetches()).toBe(0);
    expect(h.localDraft()?.doc.steps[0]?.name).toBe('Mine');
    await h.queue.loadTheirs();
    expect(h.fetches()).toBe(1);
    expect(h.store.getDoc()).toBe(theirs);
    expect(h.queue.status).toMatchObject({ kind: 'saved', revision: 4 });
    expect(h.localDraft()).toBeNull();
  });

  it('turns the adoption into a conflict when we edit while their document is on its way, and keeps it for Load their version', async () => {
    const theirs = sampleDoc(['Theirs']);
    const h = queueHarness({ latest: { revision: 4, doc: theirs } });
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4, savedByName: 'Ada' }));
    h.rename('Mine');
    await settle();
    expect(h.queue.status).toEqual({ kind: 'conflict', theirRevision: 4, savedByName: 'Ada', savedAt: '2030-01-02T14:03:00.000Z', otherTab: false });
    expect(h.store.getDoc().steps[0]?.name).toBe('Mine');
    expect(h.adoptedFrom).toEqual([]);
    await h.queue.loadTheirs();
    expect(h.fetches()).toBe(1);
    expect(h.store.getDoc()).toBe(theirs);
  });

  it('retries a failed fetch of their document after 1 s, then 2 s', async () => {
    const h = queueHarness({ latest: new TypeError('Failed to fetch') });
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4, savedByName: 'Ada' }));
    await settle();
    expect(h.fetches()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.fetches()).toBe(2);
    h.setLatest({ revision: 4, doc: sampleDoc(['Theirs']) });
    await vi.advanceTimersByTimeAsync(1999);
    expect(h.fetches()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetches()).toBe(3);
    expect(h.store.getDoc().steps[0]?.name).toBe('Theirs');
    expect(h.adoptedFrom).toEqual(['Ada']);
  });

  it('asks again when the draft it read is older than the event, and fetches once for several events', async () => {
    const h = queueHarness({ latest: { revision: 4, doc: sampleDoc(['Four']) } });
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 5 }));
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4 }));
    await settle();
    expect(h.fetches()).toBe(1);
    expect(h.store.getDoc().steps[0]?.name).toBe('Step 1');
    h.setLatest({ revision: 5, doc: sampleDoc(['Five']) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.fetches()).toBe(2);
    expect(h.store.getDoc().steps[0]?.name).toBe('Five');
    expect(h.queue.revision).toBe(5);
  });

  it('shows Not saved when the material is gone', async () => {
    const h = queueHarness({ latest: null });
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4 }));
    await settle();
    expect(h.queue.status).toEqual({ kind: 'error', message: 'This material no longer exists.' });
  });

  it('Keep my changes saves ours, whole, on top of their revision', async () => {
    const h = queueHarness();
    h.rename('Mine');
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4 }));
    h.queue.keepMine();
    expect(h.lastSend().request).toMatchObject({ baseRevision: 4, changes: null });
    expect(h.lastSend().request.doc.steps[0]?.name).toBe('Mine');
  });

  it('builds changes on their document once it is adopted', async () => {
    const h = queueHarness({ latest: { revision: 4, doc: sampleDoc(['Theirs', 'Step 2']) } });
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4 }));
    await settle();
    h.rename('Mine', 1);
    h.queue.saveNow();
    expect(h.lastSend().request).toMatchObject({ baseRevision: 4, changes: { steps: [{ id: 2, name: 'Mine', title: '', items: [] }] } });
  });

  it('names who saved, and when, a conflict the server reported before its event arrived', async () => {
    const h = queueHarness();
    h.rename('Mine');
    h.queue.saveNow();
    h.lastSend().resolve({ type: 'conflict', currentRevision: 4, message: 'Changed elsewhere.' });
    await settle();
    expect(h.queue.status).toMatchObject({ kind: 'conflict', savedByName: null, savedAt: null });
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4, savedByName: 'Ada' }));
    expect(h.queue.status).toEqual({ kind: 'conflict', theirRevision: 4, savedByName: 'Ada', savedAt: '2030-01-02T14:03:00.000Z', otherTab: false });
  });

  it('turns a RevisionConflictError into a conflict, and fetches their version to load it', async () => {
    const latest = { revision: 7, doc: sampleDoc(['Server']) };
    const h = queueHarness({ latest });
    h.rename('Mine');
    h.queue.saveNow();
    h.lastSend().resolve({ type: 'conflict', currentRevision: 7, message: 'This walkthrough was changed elsewhere.' });
    await settle();
    expect(h.queue.status).toEqual({ kind: 'conflict', theirRevision: 7, savedByName: null, savedAt: null, otherTab: false });
    await h.queue.loadTheirs();
    expect(h.fetches()).toBe(1);
    expect(h.store.getDoc()).toBe(latest.doc);
    expect(h.queue.revision).toBe(7);
  });

  it('does not raise the conflict again when Keep my changes was chosen while the losing save was in flight', async () => {
    const h = queueHarness();
    h.rename('Mine');
    h.queue.saveNow();
    h.queue.receiveEvent(h.event({ clientId: 'other', revision: 4 }));
    h.queue.keepMine();
    h.lastSend().resolve({ type: 'conflict', currentRevision: 4, message: 'changed elsewhere' });
    await settle();
    expect(h.sends).toHaveLength(2);
    expect(h.lastSend().request.baseRevision).toBe(4);
    expect(h.queue.status).toEqual({ kind: 'saving' });
  });

  it('fetches and adopts a revision restored from this editor (our clientId, reason RESTORED) when its answer does not come within 1 s', async () => {
    const restored = sampleDoc(['Restored']);
    const h = queueHarness({ latest: { revision: 5, doc: restored } });
    h.rename('Mine');
    h.queue.receiveEvent(h.event({ reason: 'RESTORED', revision: 5 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(h.fetches()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.fetches()).toBe(1);
    expect(h.store.getDoc()).toBe(restored);
    expect(h.queue.revision).toBe(5);
    expect(h.adoptedFrom).toEqual([]);
  });

  it('fetches nothing for a restore adopted from the mutation’s answer, before or after its event', async () => {
    const h = queueHarness({ latest: { revision: 6, doc: sampleDoc(['Fetched']) } });
    h.queue.adopt(sampleDoc(['Restored']), 5);
    h.queue.receiveEvent(h.event({ reason: 'RESTORED', revision: 5 }));
    h.queue.receiveEvent(h.event({ reason: 'RESTORED', revision: 6 }));
    h.queue.adopt(sampleDoc(['Restored again']), 6);
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.fetches()).toBe(0);
    expect(h.store.getDoc().steps[0]?.name).toBe('Restored again');
  });
});

describe('SaveQueue: restoring a local draft on load', () => {
  function withLocal(baseRevision: number, names: string[]) {
    const storage = new MemoryStorage();
    localDraftStore('m1', storage).write({ baseRevision, doc: sampleDoc(names), changedAt: savedAt });
    return storage;
  }

  it('puts back a draft built on the server’s revision and saves it', () => {
    const h = queueHarness({ revision: 3, storage: withLocal(3, ['Unsent']) });
    h.queue.restoreLocalDraft();
    expect(h.store.getDoc().steps[0]?.name).toBe('Unsent');
    expect(h.store.canUndo()).toBe(false);
    expect(h.lastSend().request).toMatchObject({ baseRevision: 3 });
  });

  it('asks when the server moved on since the draft was made; Keep my changes saves it on the server’s revision', () => {
    const h = queueHarness({ revision: 5, storage: withLocal(3, ['Unsent']) });
    h.queue.restoreLocalDraft();
    expect(h.queue.status).toEqual({ kind: 'conflict', theirRevision: 5, savedByName: null, savedAt: null, otherTab: false });
    expect(h.store.getDoc().steps[0]?.name).toBe('Step 1');
    h.queue.keepMine();
    expect(h.store.getDoc().steps[0]?.name).toBe('Unsent');
    expect(h.lastSend().request).toMatchObject({ baseRevision: 5 });
  });

  it('Load their version keeps the server’s draft and forgets the local one', async () => {
    const h = queueHarness({ revision: 5, storage: withLocal(3, ['Unsent']) });
    h.queue.restoreLocalDraft();
    await h.queue.loadTheirs();
    expect(h.store.getDoc().steps[0]?.name).toBe('Step 1');
    expect(h.localDraft()).toBeNull();
    expect(h.queue.status).toMatchObject({ kind: 'saved', revision: 5 });
  });

  it('keeps the local draft and the revision it was built on while the user has not chosen', () => {
    const h = queueHarness({ revision: 5, storage: withLocal(3, ['Unsent']) });
    h.queue.restoreLocalDraft();
    h.queue.flush();
    expect(h.localDraft()).toMatchObject({ baseRevision: 3 });
    expect(h.localDraft()?.doc.steps[0]?.name).toBe('Unsent');
  });

  it('drops a local draft equal to the server’s', () => {
    const h = queueHarness({ revision: 5, storage: withLocal(2, ['Step 1', 'Step 2']) });
    h.queue.restoreLocalDraft();
    expect(h.localDraft()).toBeNull();
    expect(h.queue.status.kind).toBe('saved');
  });
});

describe('SaveQueue: lost responses', () => {
  it('builds on a save whose response was lost once its own event arrives, instead of conflicting with itself', async () => {
    const h = queueHarness();
    h.rename('A');
    h.queue.saveNow();
    h.queue.receiveEvent(h.event({ revision: 4 }));
    h.lastSend().reject(new TypeError('Failed to fetch'));
    await settle();
    expect(h.queue.revision).toBe(4);
    expect(h.queue.status.kind).toBe('saved');
    expect(h.fetches()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sends).toHaveLength(1);
    // The next save's changes build on the document that was stored.
    h.rename('B', 1);
    h.queue.saveNow();
    expect(h.lastSend().request).toMatchObject({ baseRevision: 4, changes: { steps: [{ id: 2, name: 'B', title: '', items: [] }] } });
  });
});

describe('SaveQueue: closing the editor', () => {
  it('sends unsent work once more and forgets the local copy when the server stores it', async () => {
    const h = queueHarness();
    h.rename('Typed just before leaving');
    h.queue.dispose();
    expect(h.sends).toHaveLength(1);
    expect(h.localDraft()?.doc.steps[0]?.name).toBe('Typed just before leaving');
    h.lastSend().resolve({ type: 'saved', revision: 4, savedAt });
    await settle();
    expect(h.localDraft()).toBeNull();
    h.rename('After close');
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.sends).toHaveLength(1);
  });

  it('keeps the local copy when that last save fails', async () => {
    const h = queueHarness();
    h.rename('Offline');
    h.queue.dispose();
    h.lastSend().reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sends).toHaveLength(1);
    expect(h.localDraft()?.doc.steps[0]?.name).toBe('Offline');
  });
});

/** Test helpers for the autosave tests (not used by the app). */
import { newStep } from '../../../lib/walkthrough/layer-defaults';
import type { WalkthroughDoc } from '../../../lib/walkthrough/types';
import { createEditorStore } from '../model/editor-store';
import { localDraftStore } from './local-draft';
import { SaveQueue } from './save-queue';
import type { SavedEvent, SaveQueueOptions, SaveRequest, SaveResult } from './save-types';

/** A Storage kept in memory (the unit tests run in Node, without localStorage). */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

export function sampleDoc(names: string[] = ['Step 1', 'Step 2']): WalkthroughDoc {
  return { steps: names.map((name, index) => ({ ...newStep(index + 1), id: index + 1, name })), config: [] };
}

type PendingSend = { request: SaveRequest; resolve(result: SaveResult): void; reject(error: Error): void };

/** A queue over a real editor store, with `send` answered by hand like a server would. */
export function queueHarness(options: { revision?: number; doc?: WalkthroughDoc; storage?: Storage; latest?: { revision: number; doc: WalkthroughDoc } } = {}) {
  const store = createEditorStore(options.doc ?? sampleDoc());
  const storage = options.storage ?? new MemoryStorage();
  const sends: PendingSend[] = [];
  const adoptedFrom: (string | null)[] = [];
  let changes = 0;
  let fetches = 0;
  const queueOptions: SaveQueueOptions = {
    clientId: 'me',
    revision: options.revision ?? 3,
    getDoc: store.getDoc,
    replaceDoc: store.replace,
    send: (request) => new Promise<SaveResult>((resolve, reject) => sends.push({ request, resolve, reject })),
    fetchLatest: async () => {
      fetches++;
      if (!options.latest) throw new Error('no latest draft in this test');
      return options.latest;
    },
    onChange: () => {
      changes++;
    },
    onAdoptedTheirs: (name) => adoptedFrom.push(name),
    localDraft: localDraftStore('m1', storage),
  };
  const queue = new SaveQueue(queueOptions);
  store.subscribe(() => queue.docChanged());
  const rename = (name: string, stepIndex = 0) =>
    store.edit((draft) => {
      const step = draft.steps[stepIndex];
      if (step) step.name = name;
    });
  const lastSend = () => {
    const pending = sends.at(-1);
    if (!pending) throw new Error('nothing was sent');
    return pending;
  };
  const event = (fields: Partial<SavedEvent>): SavedEvent => ({
    revision: 4,
    savedAt: '2030-01-02T14:03:00.000Z',
    savedByName: null,
    clientId: 'me',
    reason: 'SAVED',
    doc: null,
    docRevision: null,
    ...fields,
  });
  return {
    store,
    storage,
    queue,
    sends,
    adoptedFrom,
    rename,
    lastSend,
    event,
    localDraft: () => localDraftStore('m1', storage).read(),
    changes: () => changes,
    fetches: () => fetches,
  };
}

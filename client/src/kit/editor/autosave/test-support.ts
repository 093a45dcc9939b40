/** Test helpers for the kit's tests (not used by the app): a small document type of their own. */
import { createEditorStore, type Recipe } from '../model/editor-store';
import { localDraftStore } from './local-draft';
import { SaveQueue } from './save-queue';
import type { LatestDraft, SavedEvent, SaveQueueOptions, SaveRequest, SaveResult } from './save-types';

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

/**
 * A document as small as the kit allows: any editor's document has numbered steps and a config;
 * what a step holds (layers, elements) is the editor's business.
 */
export type TestStep = { id: number; name: string; title: string; items: { id: string; text: string }[] };
export type TestConfig = { sectionId: string; values: { id: string; value: string }[] }[];
export type TestDoc = { steps: TestStep[]; config: TestConfig };

export function testStep(id: number, name = `Step ${id}`, items: TestStep['items'] = []): TestStep {
  return { id, name, title: '', items };
}

export function sampleDoc(names: string[] = ['Step 1', 'Step 2']): TestDoc {
  return { steps: names.map((name, index) => testStep(index + 1, name)), config: [] };
}

/** Reads the server's JSON the way an editor's adapter does (the walkthrough's is doc-from-server.ts). */
export function testDocFromServer(draftData: unknown, draftConfig: unknown): TestDoc {
  return { steps: Array.isArray(draftData) ? (draftData as TestStep[]) : [], config: Array.isArray(draftConfig) ? (draftConfig as TestConfig) : [] };
}

/** Renames step `stepId` (a recipe, like an editor's operations). */
export function renameStep(stepId: number, name: string): Recipe<TestDoc> {
  return (draft) => {
    const step = draft.steps.find((candidate) => candidate.id === stepId);
    if (step) step.name = name;
  };
}

/** Sets step `stepId`'s title. */
export function retitleStep(stepId: number, title: string): Recipe<TestDoc> {
  return (draft) => {
    const step = draft.steps.find((candidate) => candidate.id === stepId);
    if (step) step.title = title;
  };
}

type PendingSend = { request: SaveRequest<TestDoc>; resolve(result: SaveResult): void; reject(error: Error): void };

/** A queue over a real editor store, with `send` answered by hand like a server would. */
/** What the harness's `fetchLatest` answers: a draft, null (the material is gone) or an Error (the network failed). */
type Latest = LatestDraft<TestDoc> | null | Error;

export function queueHarness(options: { revision?: number; doc?: TestDoc; storage?: Storage; latest?: Latest } = {}) {
  const store = createEditorStore(options.doc ?? sampleDoc());
  const storage = options.storage ?? new MemoryStorage();
  const sends: PendingSend[] = [];
  const adoptedFrom: (string | null)[] = [];
  let changes = 0;
  let fetches = 0;
  let latest: Latest | undefined = options.latest;
  const queueOptions: SaveQueueOptions<TestDoc> = {
    clientId: 'me',
    revision: options.revision ?? 3,
    getDoc: store.getDoc,
    replaceDoc: store.replace,
    send: (request) => new Promise<SaveResult>((resolve, reject) => sends.push({ request, resolve, reject })),
    fetchLatest: async () => {
      fetches++;
      if (latest === undefined) throw new Error('no latest draft in this test');
      if (latest instanceof Error) throw latest;
      return latest;
    },
    onChange: () => {
      changes++;
    },
    onAdoptedTheirs: (name) => adoptedFrom.push(name),
    localDraft: localDraftStore<TestDoc>('m1', storage),
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
    localDraft: () => localDraftStore<TestDoc>('m1', storage).read(),
    changes: () => changes,
    fetches: () => fetches,
    /** What the next fetches of the server's draft answer. */
    setLatest: (next: Latest) => {
      latest = next;
    },
  };
}

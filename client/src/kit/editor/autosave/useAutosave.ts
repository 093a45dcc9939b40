import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useToast } from '../../../ui';
import type { DocFromServer, EditorDoc } from '../model/editor-doc';
import type { EditorStore } from '../model/editor-store';
import type { ConflictChoice } from './ConflictDialog';
import { fetchLatestDraft } from './fetch-latest-draft';
import { localDraftStore } from './local-draft';
import { SaveQueue } from './save-queue';
import type { SavedEvent } from './save-types';
import type { SaveStatus } from './save-status';
import { useMaterialSavedSubscription } from './useMaterialSavedSubscription';
import { useSaveMaterialDraftMutation } from './useSaveMaterialDraftMutation';

export type AutosaveOptions<Doc extends EditorDoc> = {
  materialId: string;
  store: EditorStore<Doc>;
  initialRevision: number;
  /** Reads the server's draft JSON into the document (another author's save, "Load their version"). */
  docFromServer: DocFromServer<Doc>;
};

export type Autosave<Doc extends EditorDoc = EditorDoc> = {
  status: SaveStatus;
  /** The Save button: send now. */
  saveNow(): void;
  /** The revision the server holds for this editor's document (baseRevision for a restore). */
  revision: number;
  /** Set while someone else's save waits for the user's choice (render <ConflictDialog conflict={...} />). */
  conflict: ConflictChoice | null;
  /**
   * Puts a draft the server now holds at `revision` in the editor without saving it back, e.g. the
   * payload of restoreMaterialRevision. (The RESTORED event does the same, this is just sooner.)
   */
  adopt(doc: Doc, revision: number): void;
  /** This editor's random id: send it with restoreMaterialRevision too, so its RESTORED event is known as ours. */
  clientId: string;
};

function randomId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const BROWSER_ID_KEY = 'learnhub:browser-id';

/**
 * This browser's id, shared by its tabs (localStorage), so an editor can tell a save from the
 * same person's other tab (tabs share one sign-in) from another author's. Per-tab when storage
 * is unavailable: then every other save reads as someone else's, as before.
 */
function browserId(): string {
  try {
    const stored = localStorage.getItem(BROWSER_ID_KEY);
    if (stored) return stored;
    const id = randomId();
    localStorage.setItem(BROWSER_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/** `<browser id>.<tab's random id>`: unique per open editor, its prefix shared by the browser's tabs. */
export function newClientId(browser: string = browserId()): string {
  return `${browser}.${randomId()}`;
}

/** True when `other` is another editor's clientId in the same browser as `own`. */
export function isOtherTabOf(own: string, other: string | null): boolean {
  const prefix = own.slice(0, own.lastIndexOf('.') + 1);
  return !!other && other !== own && prefix.length > 1 && other.startsWith(prefix);
}

/**
 * Autosave for one open editor (contract §6; the rules are in save-queue.ts): saves the store's
 * document 1 s after the last change, acknowledges by `materialSaved`, retries, keeps unsent
 * work in localStorage (restored on load) and raises conflicts. Toasts "{name} saved a newer
 * version." when another author's save is adopted ("Your changes from another tab are shown."
 * for the same person's other tab).
 */
export function useAutosave<Doc extends EditorDoc>({ materialId, store, initialRevision, docFromServer }: AutosaveOptions<Doc>): Autosave<Doc> {
  const [clientId] = useState(newClientId);
  const environment = useRelayEnvironment();
  const send = useSaveMaterialDraftMutation<Doc>(materialId);
  const toast = useToast();
  // The ref serves event and button callbacks at once; the state re-renders the conflict choice.
  const queueRef = useRef<SaveQueue<Doc> | null>(null);
  const [queue, setQueue] = useState<SaveQueue<Doc> | null>(null);
  const [snapshot, setSnapshot] = useState<{ status: SaveStatus; revision: number }>({
    status: { kind: 'saved', revision: initialRevision, savedAt: null },
    revision: initialRevision,
  });

  // The queue lives as long as the editor; these may change identity between renders.
  const latest = useRef({ send, toast, environment, initialRevision, docFromServer });
  useEffect(() => {
    latest.current = { send, toast, environment, initialRevision, docFromServer };
  });

  useEffect(() => {
    const next: SaveQueue<Doc> = new SaveQueue<Doc>({
      clientId,
      revision: latest.current.initialRevision,
      getDoc: store.getDoc,
      replaceDoc: store.replace,
      send: (request) => latest.current.send(request),
      fetchLatest: () => fetchLatestDraft(latest.current.environment, materialId, latest.current.docFromServer),
      onChange: () => setSnapshot({ status: next.status, revision: next.revision }),
      onAdoptedTheirs: (name, otherTab) =>
        latest.current.toast.show(otherTab ? 'Your changes from another tab are shown.' : `${name || 'Someone'} saved a newer version.`),
      isOtherTab: (other) => isOtherTabOf(clientId, other),
      localDraft: localDraftStore<Doc>(materialId),
    });
    queueRef.current = next;
    setQueue(next);
    setSnapshot({ status: next.status, revision: next.revision });
    const unsubscribe = store.subscribe(() => next.docChanged());
    // Deferred, so React's development double-mount disposes the first queue before it sends.
    const restore = setTimeout(() => next.restoreLocalDraft(), 0);
    const flush = () => next.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') next.flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      clearTimeout(restore);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      unsubscribe();
      next.dispose();
      if (queueRef.current === next) queueRef.current = null;
    };
  }, [clientId, materialId, store]);

  useMaterialSavedSubscription(
    materialId,
    useCallback((event: SavedEvent) => queueRef.current?.receiveEvent(event), []),
  );

  const saveNow = useCallback(() => queueRef.current?.saveNow(), []);
  const adopt = useCallback((doc: Doc, revision: number) => queueRef.current?.adopt(doc, revision), []);

  const { status, revision } = snapshot;
  const conflict = useMemo<ConflictChoice | null>(() => {
    if (status.kind !== 'conflict' || !queue) return null;
    return {
      savedByName: status.savedByName,
      savedAt: status.savedAt,
      otherTab: status.otherTab,
      keepMine: () => queue.keepMine(),
      loadTheirs: () =>
        queue.loadTheirs().catch(() => {
          latest.current.toast.error("Couldn't load their version. Check your connection and try again.");
        }),
    };
  }, [status, queue]);

  return { status, saveNow, revision, conflict, adopt, clientId };
}

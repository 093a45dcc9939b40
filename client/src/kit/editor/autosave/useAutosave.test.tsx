import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, type GraphQLResponse, Network, Observable, RecordSource, Store, type Variables } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import persistedOperations from '../../../../persisted-operations.json';
import subscriptionNode from '../../../__generated__/useMaterialSavedSubscription.graphql';
import { ToastProvider } from '../../../ui';
import { createEditorStore, useEditorDoc } from '../model/editor-store';
import { ConflictDialog } from './ConflictDialog';
import { localDraftKey } from './local-draft';
import { clock } from './save-status';
import { SaveStatusIndicator } from './SaveStatusIndicator';
import { renameStep, sampleDoc, testDocFromServer } from './test-support';
import { useAutosave } from './useAutosave';

// The network boundary is faked here (a Relay environment whose requests the test answers); the
// real server is exercised by the server tests and the editor's browser journey.
type Sink = { next(value: GraphQLResponse): void; complete(): void };
type Sent = { name: string; variables: Variables; sink: Sink };

function fakeEnvironment() {
  const requests: Sent[] = [];
  const subscriptions: Sent[] = [];
  const capture = (list: Sent[]) => (request: { name: string }, variables: Variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      list.push({ name: request.name, variables, sink });
    });
  const environment = new Environment({ network: Network.create(capture(requests), capture(subscriptions)), store: new Store(new RecordSource()) });
  return { environment, requests, subscriptions };
}

const MATERIAL_ID = 'TWF0ZXJpYWw6MQ==';
const savedAt = '2030-01-02T14:03:00.000Z';

function Editor() {
  const [store] = useState(() => createEditorStore(sampleDoc()));
  const autosave = useAutosave({ materialId: MATERIAL_ID, store, initialRevision: 3, docFromServer: testDocFromServer });
  const firstStepName = useEditorDoc(store, (doc) => doc.steps[0]?.name);
  return (
    <>
      <p data-testid="first-step">{firstStepName}</p>
      <button type="button" onClick={() => store.edit(renameStep(1, 'Renamed'))}>
        Rename
      </button>
      <button type="button" onClick={autosave.saveNow}>
        Save
      </button>
      <SaveStatusIndicator status={autosave.status} />
      <ConflictDialog conflict={autosave.conflict} />
    </>
  );
}

function renderEditor() {
  const fake = fakeEnvironment();
  render(
    <RelayEnvironmentProvider environment={fake.environment}>
      <ToastProvider>
        <Editor />
      </ToastProvider>
    </RelayEnvironmentProvider>,
  );
  return fake;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const status = () => screen.getByRole('status', { name: 'Save status' });

function respond(sent: Sent | undefined, data: Record<string, unknown>) {
  if (!sent) throw new Error('nothing was sent');
  act(() => {
    sent.sink.next({ data } as GraphQLResponse);
    sent.sink.complete();
  });
}

/** A materialSaved event: who saved which revision, no document. */
function savedEvent(fields: Record<string, unknown>) {
  return { materialSaved: { revision: 4, savedAt, savedByName: null, clientId: null, reason: 'SAVED', ...fields } };
}

const latestDraftRequests = (fake: ReturnType<typeof fakeEnvironment>) => fake.requests.filter((request) => request.name === 'fetchLatestDraftQuery');

/** Answers the editor's fetch of the server's draft with a document of these step names. */
function respondLatest(fake: ReturnType<typeof fakeEnvironment>, names: string[], revision = 4) {
  const doc = sampleDoc(names);
  const request = latestDraftRequests(fake).at(-1);
  expect(request?.variables).toEqual({ id: MATERIAL_ID });
  respond(request, { node: { __typename: 'Material', id: MATERIAL_ID, revision, draftData: doc.steps, draftConfig: doc.config } });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves 1 s after an edit and shows Saved when our own event acknowledges it', async () => {
    const fake = renderEditor();
    await advance(0);
    expect(status().textContent).toBe('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await advance(0);
    expect(status().textContent).toBe('Saving…');
    await advance(1000);
    const save = fake.requests.find((request) => request.name === 'useSaveMaterialDraftMutation');
    const input = save?.variables.input as { materialId: string; baseRevision: number; clientId: string };
    // Only what changed goes: the renamed step, whole; not the other step, the order or the config.
    expect(input).toEqual({
      materialId: MATERIAL_ID,
      baseRevision: 3,
      clientId: expect.any(String),
      saveId: expect.stringMatching(/^[0-9a-f]{32}$/),
      changes: { steps: [{ id: 1, name: 'Renamed', title: '', items: [] }] },
    });
    respond(save, {
      saveMaterialDraft: { __typename: 'SaveMaterialDraftPayload', revision: 4, savedAt, material: { id: MATERIAL_ID, revision: 4, updatedAt: savedAt } },
    });
    await advance(0);
    expect(status().textContent).toBe('Saving…');
    act(() => fake.subscriptions[0]?.sink.next({ data: savedEvent({ clientId: input.clientId }) } as GraphQLResponse));
    expect(status().textContent).toBe('Saved');
    expect(status().getAttribute('title')).toMatch(/^Saved at \d\d:\d\d$/);
    // No echo: the editor does not download the document it just saved.
    expect(latestDraftRequests(fake)).toEqual([]);
  });

  it('subscribes for revisions only, never the document', async () => {
    const fake = renderEditor();
    await advance(0);
    expect(fake.subscriptions[0]?.name).toBe('useMaterialSavedSubscription');
    // The client sends only the id; the text is what the server runs for it (relay.config.js).
    const text = (persistedOperations as Record<string, string>)[subscriptionNode.params.id ?? ''];
    expect(text).toMatch(/^subscription useMaterialSavedSubscription/);
    expect(text).not.toMatch(/draftData|draftConfig|material \{/);
  });

  it('adopts another author’s save when nothing is unsaved, with a toast naming them', async () => {
    const fake = renderEditor();
    await advance(0);
    expect(fake.subscriptions[0]?.variables).toEqual({ materialId: MATERIAL_ID });
    act(() => fake.subscriptions[0]?.sink.next({ data: savedEvent({ clientId: 'other', savedByName: 'Ada Lovelace' }) } as GraphQLResponse));
    respondLatest(fake, ['Theirs']);
    await advance(0);
    expect(screen.getByTestId('first-step').textContent).toBe('Theirs');
    expect(screen.getByText('Ada Lovelace saved a newer version.')).toBeTruthy();
  });

  it('asks when another author saves while we have unsaved changes, and loads their version on request', async () => {
    const fake = renderEditor();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    act(() => fake.subscriptions[0]?.sink.next({ data: savedEvent({ clientId: 'other', savedByName: 'Ada' }) } as GraphQLResponse));
    expect(status().textContent).toBe('Conflict');
    expect(latestDraftRequests(fake)).toEqual([]);
    // Who and when, never the draft's revision counter (History numbers published revisions).
    expect(screen.getByRole('heading', { name: 'Ada saved a newer version' })).toBeTruthy();
    expect(screen.getByText(`Ada saved this walkthrough at ${clock(savedAt)} while you had unsaved changes.`)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    });
    respondLatest(fake, ['Theirs']);
    await advance(0);
    expect(screen.getByTestId('first-step').textContent).toBe('Theirs');
    expect(screen.queryByRole('heading', { name: 'Ada saved a newer version' })).toBeNull();
    expect(status().textContent).toBe('Saved');
  });

  it("says a conflict with the same person's other tab is theirs, not someone else's", async () => {
    const fake = renderEditor();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await advance(1000);
    const save = fake.requests.find((request) => request.name === 'useSaveMaterialDraftMutation');
    const own = (save?.variables.input as { clientId: string } | undefined)?.clientId ?? '';
    // Another tab of this browser: the same browser id before the dot, its own tab id after it.
    const otherTab = `${own.slice(0, own.lastIndexOf('.'))}.another-tab`;
    act(() => fake.subscriptions[0]?.sink.next({ data: savedEvent({ clientId: otherTab, savedByName: 'Olivia Owner' }) } as GraphQLResponse));
    expect(screen.getByRole('heading', { name: 'You changed this walkthrough in another tab' })).toBeTruthy();
    expect(screen.getByText(`You saved this walkthrough in another tab at ${clock(savedAt)} while this tab had unsaved changes.`)).toBeTruthy();
    expect(screen.queryByText(/Someone|Olivia|revision/)).toBeNull();
    expect(screen.getByRole('button', { name: "Keep this tab's changes" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load the other version' })).toBeTruthy();
  });

  it('Keep my changes saves ours on top of their revision and closes the question', async () => {
    const fake = renderEditor();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    act(() => fake.subscriptions[0]?.sink.next({ data: savedEvent({ clientId: 'other', revision: 6 }) } as GraphQLResponse));
    expect(screen.getByText(`Someone saved this walkthrough at ${clock(savedAt)} while you had unsaved changes.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my changes' }));
    const input = fake.requests.at(-1)?.variables.input as { baseRevision: number; data: { name: string }[]; changes?: unknown };
    expect(input.baseRevision).toBe(6);
    // Their document is not known here, so ours goes whole.
    expect(input.data.map((step) => step.name)).toEqual(['Renamed', 'Step 2']);
    expect(input.changes).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'Someone saved a newer version' })).toBeNull();
    expect(status().textContent).toBe('Saving…');
  });

  it('shows Not saved with the server’s message when the document is refused', async () => {
    const fake = renderEditor();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    respond(fake.requests.at(-1), {
      saveMaterialDraft: {
        __typename: 'ValidationError',
        // What the server answers for the MutationErrors fragment's `... on Error` (Relay asks for it).
        __isError: 'ValidationError',
        message: 'The walkthrough data is not valid.',
        fieldErrors: [{ field: 'data', messages: ['steps[0].name: too long'] }],
      },
    });
    await advance(0);
    expect(status().textContent).toBe('Not savedThe walkthrough data is not valid. steps[0].name: too long');
  });

  it('puts back an unsent local draft built on the server’s revision and saves it', async () => {
    localStorage.setItem(localDraftKey(MATERIAL_ID), JSON.stringify({ baseRevision: 3, doc: sampleDoc(['From before the crash']), changedAt: savedAt }));
    const fake = renderEditor();
    await advance(0);
    expect(screen.getByTestId('first-step').textContent).toBe('From before the crash');
    const input = fake.requests.find((request) => request.name === 'useSaveMaterialDraftMutation')?.variables.input as { baseRevision: number };
    expect(input.baseRevision).toBe(3);
  });
});

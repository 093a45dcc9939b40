/** `materialSaved` over a real graphql-ws connection to the real HTTP server. */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildCompany } from '../../test/factories.js';
import { startTestHttpServer, type TestHttpServer } from '../../test/http-server.js';
import { addMember } from '../team/team.test-helpers.js';
import { insertWalkthrough, learnerToken, MATERIAL_SAVED, PUBLISH, RESTORE, sampleSteps, SAVE } from './walkthroughs.test-helpers.js';

let s: TestHttpServer;
const clients: Client[] = [];
beforeAll(async () => {
  s = await startTestHttpServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await s.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Subscribes to one material's saves (as the editor `clientId` when given); collects events, errors and completion. */
function listen(token: string | null, materialId: string, clientId?: string) {
  const client = createClient({ url: s.wsUrl, webSocketImpl: WebSocket, connectionParams: token ? { authToken: token } : {}, retryAttempts: 0 });
  clients.push(client);
  const seen = { data: [] as any[], errors: [] as unknown[], done: false };
  client.subscribe(
    { query: clientId ? MATERIAL_SAVED_AS : MATERIAL_SAVED, variables: { id: materialId, clientId } },
    {
      next: (v) => (v.data ? seen.data.push(v.data.materialSaved) : seen.errors.push(v.errors)),
      error: (e) => seen.errors.push(e),
      complete: () => (seen.done = true),
    },
  );
  return seen;
}

/** Announces a synthetic event until the subscriber has one (its subscription is then live), then forgets it. */
async function untilLive(materialId: string, companyId: string, seen: { data: unknown[] }) {
  for (let i = 0; i < 50 && seen.data.length === 0; i++) {
    s.deps.pubsub.publish('materialSaved', materialId, {
      materialId,
      companyId,
      revision: -1,
      savedAt: new Date().toISOString(),
      savedByName: null,
      clientId: 'warm-up',
      reason: 'SAVED',
    });
    await sleep(40);
  }
  expect(seen.data.length).toBeGreaterThan(0);
  await sleep(40);
  seen.data.length = 0;
}

async function waitFor(check: () => boolean, ms = 3000) {
  for (let waited = 0; waited < ms && !check(); waited += 25) await sleep(25);
}

const MATERIAL_SAVED_AS = /* GraphQL */ `
  subscription ($id: ID!, $clientId: String) { materialSaved(materialId: $id, clientId: $clientId) { revision clientId reason material { revision draftData } } }`;

describe('materialSaved', () => {
  it("sends an editor that passed its clientId its own patch saves without the document, and other clients' with it", async () => {
    const { company, owner } = await buildCompany(s);
    const m = await insertWalkthrough(s, company.id);
    const mine = listen(owner.token, m.gid, 'tab-1');
    const other = listen(owner.token, m.gid, 'tab-2');
    await untilLive(m.id, company.id, mine);
    await untilLive(m.id, company.id, other);
    // The second warm-up reached the first subscriber too.
    await sleep(100);
    mine.data.length = 0;

    const step = { ...sampleSteps()[0], title: 'Changed by tab 1' };
    const saved = await s.gql(SAVE, { input: { materialId: m.gid, baseRevision: 0, changes: { steps: [step] }, clientId: 'tab-1' } }, owner.token);
    expect(saved.data.saveMaterialDraft.revision).toBe(1);
    await waitFor(() => mine.data.length >= 1 && other.data.length >= 1);
    expect(mine.data).toEqual([{ revision: 1, clientId: 'tab-1', reason: 'SAVED', material: null }]);
    expect(other.data[0].material.revision).toBe(1);
    expect(other.data[0].material.draftData[0].title).toBe('Changed by tab 1');
  });

  it('delivers a save, a publish and a restore with revision, clientId, author and the material as it is now', async () => {
    const { company, owner } = await buildCompany(s);
    const m = await insertWalkthrough(s, company.id);
    const viewer = await addMember(s, company.id, 'VIEW_ONLY');
    const sub = listen(viewer.token, m.gid);
    await untilLive(m.id, company.id, sub);

    const saved = await s.gql(SAVE, { input: { materialId: m.gid, baseRevision: 0, data: sampleSteps(2), config: [], clientId: 'tab-42' } }, owner.token);
    expect(saved.data.saveMaterialDraft.revision).toBe(1);
    await waitFor(() => sub.data.length >= 1);
    expect(sub.data[0]).toEqual({
      materialId: m.gid,
      revision: 1,
      savedAt: saved.data.saveMaterialDraft.savedAt,
      savedByName: 'Owner User',
      clientId: 'tab-42',
      reason: 'SAVED',
      material: { id: m.gid, revision: 1 },
    });

    await s.gql(PUBLISH, { input: { materialId: m.gid } }, owner.token);
    await waitFor(() => sub.data.length >= 2);
    expect(sub.data[1]).toMatchObject({ revision: 1, reason: 'PUBLISHED', clientId: null });

    await s.gql(RESTORE, { input: { materialId: m.gid, revision: 1, baseRevision: 1, clientId: 'tab-43' } }, owner.token);
    await waitFor(() => sub.data.length >= 3);
    expect(sub.data[2]).toMatchObject({ revision: 2, reason: 'RESTORED', clientId: 'tab-43' });

    // A one-layer change (the editors' autosave) is announced the same way, with its author.
    const layer = { ...sampleSteps(2)[0]!.layers[0]!, fill: '#FF0000' };
    const patched = await s.gql(
      SAVE,
      { input: { materialId: m.gid, baseRevision: 2, changes: { layers: [{ stepId: 2, layer }] }, clientId: 'tab-44' } },
      owner.token,
    );
    expect(patched.data.saveMaterialDraft.revision).toBe(3);
    await waitFor(() => sub.data.length >= 4);
    expect(sub.data[3]).toEqual({
      materialId: m.gid,
      revision: 3,
      savedAt: patched.data.saveMaterialDraft.savedAt,
      savedByName: 'Owner User',
      clientId: 'tab-44',
      reason: 'SAVED',
      material: { id: m.gid, revision: 3 },
    });

    // Refused saves announce nothing.
    await s.gql(SAVE, { input: { materialId: m.gid, baseRevision: 0, data: sampleSteps(3), config: [] } }, owner.token);
    await s.gql(SAVE, { input: { materialId: m.gid, baseRevision: 2, data: [{ id: -1 }], config: [] } }, owner.token);
    await sleep(200);
    expect(sub.data).toHaveLength(4);
    expect(sub.errors).toEqual([]);
  });

  it("another company's subscriber, no token and a learner token get an error and never an event", async () => {
    const A = await buildCompany(s);
    const B = await buildCompany(s);
    const m = await insertWalkthrough(s, A.company.id);
    const own = listen(A.owner.token, m.gid);
    const strangers = [
      listen(B.owner.token, m.gid),
      listen(null, m.gid),
      listen(await learnerToken(s, A.company.id), m.gid),
      listen(A.owner.token, 'not-an-id'),
    ];
    await waitFor(() => strangers.every((x) => x.errors.length > 0 || x.done));
    await untilLive(m.id, A.company.id, own);

    await s.gql(SAVE, { input: { materialId: m.gid, baseRevision: 0, data: sampleSteps(), config: [] } }, A.owner.token);
    await waitFor(() => own.data.length > 0);
    expect(own.data).toHaveLength(1);
    await sleep(200);
    for (const x of strangers) {
      expect(x.errors.length).toBeGreaterThan(0);
      expect(x.data).toEqual([]);
    }
    expect(JSON.stringify(strangers[0]!.errors)).toContain('Material not found.');
  });

  it('ends the stream at the next event once the subscriber is removed from the company', async () => {
    const { company, owner } = await buildCompany(s);
    const m = await insertWalkthrough(s, company.id);
    const member = await addMember(s, company.id, 'MEMBER');
    const sub = listen(member.token, m.gid);
    await untilLive(m.id, company.id, sub);
    await s.prisma.membership.delete({ where: { id: member.membership.id } });
    await s.gql(SAVE, { input: { materialId: m.gid, baseRevision: 0, data: sampleSteps(), config: [] } }, owner.token);
    await waitFor(() => sub.done);
    expect(sub.done).toBe(true);
    expect(sub.data).toEqual([]);
  });
});

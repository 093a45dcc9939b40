/**
 * The production topology on this machine (test/topology.ts): HAProxy in front of two web
 * processes and a worker, on PostgreSQL, Redis and the S3 stand-in, all started together. Runs
 * where PostgreSQL, Redis and HAProxy are (CI's second pass; .ci/run installs HAProxy).
 *
 * A rolling restart of both web processes under load (reads, writes and a WebSocket): no request
 * fails, every acknowledged save is in the draft afterwards, and the WebSocket of a restarted
 * process is closed with 1001 "Going away", the code graphql-ws clients reconnect after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { packageZip, scorm12Manifest } from './modules/packages/packages.test-helpers.js';
import { haproxyAvailable, startTopology, type Topology } from './test/topology.js';

const POSTGRES = process.env.DATABASE_URL;
const REDIS = process.env.REDIS_URL;

describe.runIf(POSTGRES && REDIS && haproxyAvailable())('two web processes and a worker behind HAProxy', () => {
  let topo: Topology;
  let token: string;
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${topo.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { data?: any; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  beforeAll(async () => {
    topo = await startTopology({ databaseUrl: POSTGRES, redisUrl: REDIS });
    const signIn = await fetch(`${topo.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($i: SignInInput!) { signIn(input: $i) { ... on AuthPayload { token } } }',
        variables: { i: { email: 'owner@demo.learnhub.test', password: 'demo-password-1' } },
      }),
    });
    token = ((await signIn.json()) as any).data.signIn.token;
  }, 240_000);
  afterAll(async () => {
    await topo?.stop();
  }, 60_000);

  it('seeded the demo once although every process started with SEED_DEMO', async () => {
    const hub = await fetch(`${topo.url}/api/v1/hub/company?company=demo`);
    expect(hub.status).toBe(200);
    // A session token is base64url, so it may hold "-" anywhere.
    expect(token).toMatch(/^[\w-]{40,}$/);
  });

  it("plays a SCORM package from the proxy's package origin, whichever web process answers", async () => {
    const form = new FormData();
    const zip = packageZip(scorm12Manifest('Topology course', [{ id: 'ONE', title: 'One', href: 'one.html' }]), ['one.html']);
    form.set('file', new File([new Uint8Array(zip)], 'course.zip'));
    const made = await fetch(`${topo.url}/api/v1/packages`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const { node } = await gql('query ($id: ID!) { node(id: $id) { ... on Material { packageItems { runtimeUrl } } } }', {
      id: Buffer.from(`Material:${id}`).toString('base64'),
    });
    const runtime = node.packageItems[0].runtimeUrl as string;
    expect(new URL(runtime).origin).toBe(topo.packageUrl);
    // Round robin: two requests reach both web processes; each serves the page and the file.
    for (let i = 0; i < 2; i++) {
      expect((await fetch(runtime)).status).toBe(200);
      expect((await fetch(runtime.replace('/run/', '/p/').replace(/\/ONE$/, '/one.html'))).status).toBe(200);
    }
  });

  it('restarts both web processes one after the other under load: no failed request, no acknowledged save lost', { timeout: 180_000 }, async () => {
    const paths: { id: string; steps: any[]; revision: number; acknowledged: string | null }[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await gql(
        'mutation ($i: CreateMaterialInput!) { createMaterial(input: $i) { ... on MaterialPayload { material { id draftData revision } } } }',
        {
          i: { kind: 'PATH', name: `Rolling ${i}` },
        },
      );
      const m = created.createMaterial.material;
      paths.push({ id: m.id, steps: m.draftData, revision: m.revision, acknowledged: null });
    }
    const failures: string[] = [];
    let requests = 0;
    let running = true;

    // A WebSocket through the proxy, as the editor keeps one: its process will restart under it.
    const socket = new WebSocket(`${topo.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authToken: token } })));
      socket.on('message', (m) => JSON.parse(String(m)).type === 'connection_ack' && resolve());
      socket.on('error', reject);
    });

    const writer = async (p: (typeof paths)[number]) => {
      for (let n = 1; running; n++) {
        const name = `Save ${n}`;
        const data = p.steps.map((s, i) => (i === 0 ? { ...s, title: name } : s));
        requests++;
        try {
          const saved = await gql(
            'mutation ($i: SaveMaterialDraftInput!) { saveMaterialDraft(input: $i) { __typename ... on SaveMaterialDraftPayload { revision } ... on Error { message } } }',
            { i: { materialId: p.id, baseRevision: p.revision, data, config: [] } },
          );
          if (saved.saveMaterialDraft.__typename !== 'SaveMaterialDraftPayload') throw new Error(JSON.stringify(saved));
          p.revision = saved.saveMaterialDraft.revision;
          p.acknowledged = name;
        } catch (err) {
          failures.push(`save: ${err}`);
        }
      }
    };
    const reader = async () => {
      while (running) {
        requests += 2;
        await gql('{ viewer { company { name } } }').catch((err) => failures.push(`viewer: ${err}`));
        // The status, or why there is none (not `instanceof Response`: the HTTP server's adapter
        // swaps the global Response class, and test files share a worker's globals).
        const hub = await fetch(`${topo.url}/api/v1/hub/materials?company=demo`).then(
          (res) => res.status,
          (err) => String(err),
        );
        if (hub !== 200) failures.push(`hub: ${hub}`);
      }
    };
    const load = [...paths.map(writer), reader(), reader()];
    await new Promise((r) => setTimeout(r, 1000));
    await topo.restartWeb(0);
    await topo.restartWeb(1);
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    for (const p of paths) {
      const read = await gql('query ($id: ID!) { node(id: $id) { ... on Material { draftData revision } } }', { id: p.id });
      expect(read.node.revision).toBe(p.revision);
      expect(read.node.draftData[0].title).toBe(p.acknowledged);
    }
    expect(await closed).toBe(1001);
  });
});

/**
 * Benchmark: the production topology on this machine (server/src/test/topology.ts: HAProxy,
 * web processes, a worker, PostgreSQL, Redis, the S3 stand-in), issue 23 §5.
 *
 * 1. Throughput through the same proxy with 1 web process and with 2: the viewer query and the
 *    hub catalogue (HubHomePageQuery, the page's own operation), `wrk` (Debian's; C, so the load
 *    generator takes little of the 2 cores) with 32 connections for BENCH_SECONDS (8) each.
 *    Prints requests/s and the 2-vs-1 ratio (aim ≥ 1.6× on 2 cores).
 * 2. Events across processes: a save sent to web 2, its `materialSaved` heard on a WebSocket to
 *    web 1 (through Redis); p50/p95 of save-sent → event-heard beside save-sent → answer
 *    (aim: p95 ≤ 50 ms on loopback).
 * 3. A rolling restart of both web processes under load: failed requests and acknowledged saves
 *    lost (aim: 0 and 0).
 *
 * Run: `npm run bench:scale-out` (needs haproxy and wrk: apt-get install -y haproxy wrk). Uses
 * DATABASE_URL / REDIS_URL when set, else starts private ones. Results: bench/.out/scale-out.json.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTopology, type Topology } from '../server/src/test/topology.js';
import { clientOperation } from './lib/client-operation.js';
import { expectMeasured } from './lib/measured.js';
import { stats } from './lib/stats.js';
import { signInToken } from './lib/sign-in.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
const VIEWER = `{ viewer { user { email name } company { name slug } role memberships(first: 50) { totalCount edges { node { role company { name slug } } } } } }`;

const signIn = (url: string) => signInToken(url, 'owner@demo.learnhub.test', 'demo-password-1');

/** wrk with a POST body; returns requests/s and non-2xx count. */
async function wrk(url: string, body: string, headers: Record<string, string>): Promise<{ rps: number; errors: number; requests: number }> {
  const script = path.join(benchDir, '.out', 'wrk-post.lua');
  await writeFile(
    script,
    `wrk.method = "POST"\nwrk.body = ${JSON.stringify(body)}\n${Object.entries(headers)
      .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
      .join('\n')}\n`,
  );
  // Not execFileSync: the S3 stand-in runs in this process and must keep answering meanwhile.
  const { stdout: out } = await promisify(execFile)('wrk', ['-t1', '-c32', `-d${SECONDS}s`, '-s', script, `${url}/graphql`]);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + Number(/Socket errors: connect (\d+)/.exec(out)?.[1] ?? 0);
  return { rps, errors, requests };
}

async function throughput(topo: Topology) {
  const token = await signIn(topo.url);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const viewerBody = JSON.stringify({ query: VIEWER });
  const hubBody = JSON.stringify({
    documentId: clientOperation('HubHomePageQuery').id,
    operationName: 'HubHomePageQuery',
    variables: { slug: 'demo', tab: 'ALL', search: null, after: null },
  });
  // The answers are the real ones.
  const viewer = (await (await fetch(`${topo.url}/graphql`, { method: 'POST', headers: auth, body: viewerBody })).json()) as any;
  expectMeasured(viewer.data?.viewer?.user?.email === 'owner@demo.learnhub.test', 'the viewer query to answer the demo owner', viewer);
  const hub = (await (await fetch(`${topo.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: hubBody })).json()) as any;
  expectMeasured(hub.data?.hub?.materials?.items?.length > 0, 'the hub query to list materials', hub);
  // Warm-up (Prisma's plans, V8) on every process, then measure.
  await wrk(topo.url, viewerBody, auth);
  const v = await wrk(topo.url, viewerBody, auth);
  const h = await wrk(topo.url, hubBody, { 'content-type': 'application/json' });
  return { viewer: v, hub: h };
}

async function crossProcessEvents(topo: Topology) {
  const token = await signIn(topo.url);
  const [one, two] = topo.webUrls as [string, string];
  const gql = async (url: string, query: string, variables: unknown) =>
    (await (
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as any;
  const created = await gql(
    two,
    'mutation ($i: CreateMaterialInput!) { createMaterial(input: $i) { ... on MaterialPayload { material { id draftData revision } } } }',
    { i: { kind: 'PATH', name: 'Events' } },
  );
  const material = created.data.createMaterial.material;
  const heard = new Map<string, (t: number) => void>();
  const ws = createClient({ url: `${one.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authToken: token }, retryAttempts: 0 });
  await new Promise<void>((resolve) => {
    ws.subscribe(
      { query: 'subscription ($id: ID!) { materialSaved(materialId: $id) { clientId revision } }', variables: { id: material.id } },
      { next: (v: any) => heard.get(v.data?.materialSaved?.clientId)?.(performance.now()), error: (e) => console.error(e), complete: () => {} },
    );
    setTimeout(resolve, 500); // subscribed
  });
  let revision = material.revision as number;
  const toEvent: number[] = [];
  const toAnswer: number[] = [];
  for (let n = 0; n < 200; n++) {
    const clientId = `bench-${n}`;
    const t0 = performance.now();
    const event = new Promise<number | null>((resolve) => {
      heard.set(clientId, resolve);
      setTimeout(() => resolve(null), 5000);
    });
    const data = (material.draftData as any[]).map((s, i) => (i === 0 ? { ...s, title: `Save ${n}` } : s));
    const saved = await gql(two, 'mutation ($i: SaveMaterialDraftInput!) { saveMaterialDraft(input: $i) { ... on SaveMaterialDraftPayload { revision } } }', {
      i: { materialId: material.id, baseRevision: revision, clientId, data, config: [] },
    });
    toAnswer.push(performance.now() - t0);
    expectMeasured(saved.data?.saveMaterialDraft?.revision === revision + 1, `save ${n} to be stored`, saved);
    revision++;
    const at = await event;
    expectMeasured(at !== null, `save ${n}'s event to reach the other process`);
    toEvent.push(at - t0);
  }
  await ws.dispose();
  const p95 = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]! * 10) / 10;
  const summary = (xs: number[]) => ({ ...stats(xs), p95: p95(xs) });
  return { saves: toEvent.length, save_to_event_on_other_process: summary(toEvent), save_to_answer: summary(toAnswer) };
}

async function rollingRestart(topo: Topology) {
  const token = await signIn(topo.url);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const gql = async (query: string, variables: unknown) => {
    const res = await fetch(`${topo.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as any;
  };
  const created = await gql(
    'mutation ($i: CreateMaterialInput!) { createMaterial(input: $i) { ... on MaterialPayload { material { id draftData revision } } } }',
    { i: { kind: 'PATH', name: 'Rolling' } },
  );
  const m = created.data.createMaterial.material;
  let revision = m.revision as number;
  let acknowledged: string | null = null;
  let requests = 0;
  let failed = 0;
  let running = true;
  const writer = async () => {
    for (let n = 1; running; n++) {
      requests++;
      try {
        const data = (m.draftData as any[]).map((s, i) => (i === 0 ? { ...s, title: `Save ${n}` } : s));
        const saved = await gql('mutation ($i: SaveMaterialDraftInput!) { saveMaterialDraft(input: $i) { ... on SaveMaterialDraftPayload { revision } } }', {
          i: { materialId: m.id, baseRevision: revision, data, config: [] },
        });
        if (!saved.data?.saveMaterialDraft?.revision) throw new Error('not saved');
        revision = saved.data.saveMaterialDraft.revision;
        acknowledged = `Save ${n}`;
      } catch {
        failed++;
      }
    }
  };
  const reader = async () => {
    while (running) {
      requests++;
      await gql(VIEWER, {}).catch(() => failed++);
    }
  };
  const load = [writer(), reader(), reader(), reader()];
  await topo.restartWeb(0);
  await topo.restartWeb(1);
  running = false;
  await Promise.all(load);
  const read = await gql('query ($id: ID!) { node(id: $id) { ... on Material { draftData } } }', { id: m.id });
  const lost = read.data.node.draftData[0].title === acknowledged ? 0 : 1;
  return { requests, failed, acknowledged_saves_lost: lost };
}

const env = {
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
};
await mkdir(path.join(benchDir, '.out'), { recursive: true });
log('starting 1 web process behind HAProxy…');
let topo = await startTopology({ ...env, webs: 1, env: { LOG_LEVEL: 'error' } });
let one: Awaited<ReturnType<typeof throughput>>;
try {
  one = await throughput(topo);
} finally {
  await topo.stop();
}
log('starting 2 web processes behind HAProxy…');
topo = await startTopology({ ...env, webs: 2, env: { LOG_LEVEL: 'error' } });
let two: Awaited<ReturnType<typeof throughput>>;
let events: Awaited<ReturnType<typeof crossProcessEvents>>;
let restart: Awaited<ReturnType<typeof rollingRestart>>;
try {
  two = await throughput(topo);
  log('events across processes…');
  events = await crossProcessEvents(topo);
  log('rolling restart under load…');
  restart = await rollingRestart(topo);
} catch (err) {
  console.error(topo.proxyLog().slice(-3000));
  throw err;
} finally {
  await topo.stop();
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const results = {
  seconds_per_run: SECONDS,
  viewer: {
    one_web_rps: Math.round(one.viewer.rps),
    two_web_rps: Math.round(two.viewer.rps),
    ratio: ratio(two.viewer.rps, one.viewer.rps),
    errors: one.viewer.errors + two.viewer.errors,
  },
  hub_catalogue: {
    one_web_rps: Math.round(one.hub.rps),
    two_web_rps: Math.round(two.hub.rps),
    ratio: ratio(two.hub.rps, one.hub.rps),
    errors: one.hub.errors + two.hub.errors,
  },
  events,
  rolling_restart: restart,
};
await writeFile(path.join(benchDir, '.out', 'scale-out.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log('viewer and hub ratio = requests/s with 2 web processes / with 1, same proxy, same run (aim ≥ 1.6× on 2 cores)');
process.exit(0);

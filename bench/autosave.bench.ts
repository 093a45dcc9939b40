/**
 * Benchmark: autosave acknowledgement. A walkthrough of 50 steps × 20 layers and a path of 50
 * steps × 30 elements are edited N times each through the real server (saveMaterialDraft over
 * HTTP, NODE_ENV=production), as the editors save them: a one-element edit sends only its step
 * (`changes`); the walkthrough is also saved whole (`data`) for comparison. Each save is timed
 * from sending the request to receiving its own `materialSaved` event over graphql-ws (what the
 * editor waits for before it shows "Saved"). Beside it, the round trip of a mutation that writes
 * nothing: `updateMaterialSettings(input: { materialId })` with no fields (same auth, same
 * material lookup, no UPDATE, no event). Prints p50/p99 of both, their ratio and the payload
 * size. Not a test: nothing is asserted about time. Results also go to bench/.out/autosave.json.
 *
 * Run: `npm run bench:autosave` at the root (also part of `npm run bench`). DATABASE_URL set → a
 * fresh database on that PostgreSQL server, REDIS_URL set → events go through Redis; otherwise
 * the embedded PGlite in a temp DATA_DIR and in-process pub/sub. Everything listens on 127.0.0.1.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { replaceDraftSteps } from '../server/src/modules/content/index.js';
import { pathConfig, walkthroughConfig } from '../server/src/modules/materials/index.js';
import { bigPath } from './lib/big-path.js';
import { freePort, startChild, stopChild } from './lib/procs.js';
import { benchDatabase, openDatabase, seed } from './lib/seed.js';
import { expectMeasured } from './lib/measured.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(benchDir, '../server');
const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const STEPS = 50;
const LAYERS = 20;

const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

/** 50 steps of 20 layers cycling through every layer type, with `revision` in a text so every save differs. */
function bigWalkthrough(revision: number) {
  const layer = (s: number, l: number) => {
    const base = { id: `s${s}l${l}`, x: 10 + l * 40, y: 10 + l * 25, width: 120, height: 40, rotation: 0 };
    switch (l % 7) {
      case 0:
        return { ...base, type: 'rect', fill: '#FFFFFF', stroke: '#000000', strokeWidth: 1, cornerRadius: 0 };
      case 1:
        return { ...base, type: 'hotspot', fill: 'rgba(0, 255, 255, 0.5)', stroke: '#000000', strokeWidth: 1, cornerRadius: 0 };
      case 2:
        return {
          ...base,
          type: 'text',
          text: `Step ${s + 1}, layer ${l + 1}, revision ${revision}`,
          fill: '#000000',
          fontSize: 14,
          fontStyle: 'NORMAL',
          fontFamily: 'Open Sans',
          align: 'left',
          verticalAlign: 'middle',
        };
      case 3:
        return {
          ...base,
          type: 'textInput',
          placeholder: 'Type here',
          placeholderColor: '#8A8F98',
          textColor: '#000000',
          fill: '#FFFFFF',
          stroke: '#D3D3D3',
          strokeWidth: 1,
          fontSize: 12,
        };
      case 4:
        return {
          ...base,
          type: 'dropdown',
          placeholder: 'Select',
          placeholderColor: '#8A8F98',
          textColor: '#000000',
          fill: '#FFFFFF',
          stroke: '#000000',
          strokeWidth: 1,
          fontSize: 12,
          options: [1, 2, 3].map((o) => ({ id: `s${s}l${l}o${o}`, order: o, title: `Item ${o}` })),
        };
      case 5:
        return { ...base, type: 'line', stroke: '#000000', strokeWidth: 1, arrowSize: 10, lineStyle: 'Solid' };
      default:
        return { ...base, type: 'image', src: 'https://images.example.com/screens/step.png' };
    }
  };
  return Array.from({ length: STEPS }, (_, s) => ({
    id: 1_000 + s,
    name: `Step ${s + 1}`,
    title: `Title ${s + 1}`,
    description: 'Add a description to this step',
    altText: `Screenshot of step ${s + 1}`,
    backgroundUrl: null,
    backgroundHeight: null,
    layers: Array.from({ length: LAYERS }, (_, l) => layer(s, l)),
  }));
}

const SAVE = `mutation ($input: SaveMaterialDraftInput!) { saveMaterialDraft(input: $input) { __typename ... on SaveMaterialDraftPayload { revision } ... on Error { message } } }`;
const NOOP = `mutation ($id: ID!) { updateMaterialSettings(input: { materialId: $id }) { __typename ... on MaterialPayload { message } } }`;
const SUBSCRIBE = `subscription ($id: ID!) { materialSaved(materialId: $id) { revision clientId } }`;

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: Math.round((sorted.reduce((s, v) => s + v, 0) / sorted.length) * 100) / 100,
  };
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-bench-autosave-'));
const db = await benchDatabase(dataDir);
try {
  log(`seeding (${db.label}${process.env.REDIS_URL ? ' + Redis' : ''}) in ${dataDir}`);
  const database = await openDatabase(db.target);
  const users = await seed(database);
  const session = await database.prisma.session.findFirstOrThrow({ where: { user: { email: users.one.email } }, select: { companyId: true } });
  const create = (kind: 'WALKTHROUGH' | 'PATH', slug: string, draftConfig: unknown[]) =>
    database.prisma.learningMaterial.create({ data: { companyId: session.companyId!, kind, slug, name: slug, draftConfig: draftConfig as never } });
  const walkthrough = await create('WALKTHROUGH', 'bench-walkthrough', walkthroughConfig());
  const pathMaterial = await create('PATH', 'bench-path', pathConfig());
  await replaceDraftSteps(database.prisma, walkthrough.id, 'WALKTHROUGH', bigWalkthrough(0));
  await replaceDraftSteps(database.prisma, pathMaterial.id, 'PATH', bigPath(0));
  await database.close(); // PGlite allows one process at a time: release it for the server.
  const ids = { walkthrough: encodeGlobalID('Material', walkthrough.id), path: encodeGlobalID('Material', pathMaterial.id) };

  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: 'false',
    REDIS_URL: process.env.REDIS_URL ?? '',
    ...db.env,
  };
  const child = await startChild('src/main.ts', { cwd: serverDir, env, port });
  log(`server up on 127.0.0.1:${port}`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${users.one.token}` };
  const post = async (body: string) => (await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers, body })).json();

  // Each event resolves the waiter of its clientId (the editor's own acknowledgement).
  const waiters = new Map<string, (revision: number) => void>();
  const ws = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: users.one.token },
    retryAttempts: 0,
  });
  for (const id of Object.values(ids))
    ws.subscribe(
      { query: SUBSCRIBE, variables: { id } },
      {
        next: (v) => {
          const saved = v.data?.materialSaved as { clientId: string; revision: number } | undefined;
          if (saved) waiters.get(saved.clientId)?.(saved.revision);
        },
        error: (e) => console.error('subscription error', e),
        complete: () => {},
      },
    );

  /**
   * The saves measured: each builds the request for save number `n` at the stored revision. A
   * one-element edit changes one text of one step (a different step each time) and sends that
   * layer or element alone (`changes.layers`), as the editor kit's draftChanges does.
   */
  const walkthroughSteps = bigWalkthrough(0);
  const pathSteps = bigPath(0);
  const scenarios = [
    {
      label: 'walkthrough 50 × 20, whole draft (data)',
      materialId: ids.walkthrough,
      input: (n: number) => ({ data: bigWalkthrough(n), config: walkthroughConfig() }),
      saves: Math.max(10, Math.round(SAVES / 4)),
    },
    {
      label: 'walkthrough 50 × 20, one-layer edit (changes)',
      materialId: ids.walkthrough,
      input: (n: number) => {
        const step = walkthroughSteps[n % STEPS]!;
        return { changes: { layers: [{ stepId: step.id, layer: { ...step.layers[2], text: `Edited ${n}` } }] } };
      },
      saves: SAVES,
    },
    {
      label: 'path 50 × 30, one-element edit (changes)',
      materialId: ids.path,
      input: (n: number) => {
        const step = pathSteps[n % STEPS]!;
        return { changes: { layers: [{ stepId: step.id, layer: { ...step.layers[1], content: `Heading edited ${n}` } }] } };
      },
      saves: SAVES,
    },
  ];

  const revisions = new Map<string, number>([
    [ids.walkthrough, 0],
    [ids.path, 0],
  ]);
  /** One autosave: ms from sending to our own event, and to the HTTP answer, and the bytes sent. */
  const saveOnce = async (scenario: (typeof scenarios)[number], n: number, clientId: string, timeoutMs = 10_000) => {
    const baseRevision = revisions.get(scenario.materialId)!;
    const body = JSON.stringify({ query: SAVE, variables: { input: { materialId: scenario.materialId, baseRevision, clientId, ...scenario.input(n) } } });
    const t0 = performance.now();
    const heard = new Promise<number | null>((resolve) => {
      waiters.set(clientId, () => resolve(performance.now() - t0));
      setTimeout(() => resolve(null), timeoutMs);
    });
    const res = await post(body);
    const answered = performance.now() - t0;
    expectMeasured(res.data?.saveMaterialDraft?.__typename === 'SaveMaterialDraftPayload', `${scenario.label}: the save to be stored`, res);
    // Stored as the next revision: a save that stored nothing (or someone else's) is not measured.
    expectMeasured(res.data.saveMaterialDraft.revision === baseRevision + 1, `${scenario.label}: revision ${baseRevision + 1}`, res);
    revisions.set(scenario.materialId, res.data.saveMaterialDraft.revision);
    const event = await heard;
    waiters.delete(clientId);
    return { event, answered, bytes: Buffer.byteLength(body) };
  };

  try {
    const noopBody = JSON.stringify({ query: NOOP, variables: { id: ids.walkthrough } });
    // Warm up until both subscriptions deliver (they become live asynchronously), then a few more.
    for (const scenario of scenarios) {
      let warm = 0;
      while ((await saveOnce(scenario, warm, `warm-${scenario.label}-${warm}`, 500)).event === null)
        if (++warm > 40) throw new Error('no materialSaved event after 40 saves');
      for (let i = 0; i < 5; i++) await saveOnce(scenario, i, `warm-more-${scenario.label}-${i}`);
    }
    for (let i = 0; i < 20; i++) await post(noopBody);

    const results = [];
    for (const scenario of scenarios) {
      const toEvent: number[] = [];
      const toAnswer: number[] = [];
      const noop: number[] = [];
      let bytes = 0;
      for (let i = 0; i < scenario.saves; i++) {
        const r = await saveOnce(scenario, i, `save-${scenario.label}-${i}`);
        if (r.event === null) throw new Error(`save ${i} of ${scenario.label} was never acknowledged`);
        toEvent.push(r.event);
        toAnswer.push(r.answered);
        bytes = r.bytes;
        // Interleaved, so both measurements see the same machine load.
        const t0 = performance.now();
        const res = await post(noopBody);
        noop.push(performance.now() - t0);
        if (res.data?.updateMaterialSettings?.__typename !== 'MaterialPayload') throw new Error(`no-op failed: ${JSON.stringify(res)}`);
      }
      const saveToEvent = stats(toEvent);
      const noopStats = stats(noop);
      results.push({
        scenario: scenario.label,
        bytesSent: bytes,
        save_to_event: saveToEvent,
        save_to_http_answer: stats(toAnswer),
        noop_mutation: noopStats,
        ratio: Math.round((saveToEvent.p50 / noopStats.p50) * 100) / 100,
      });
    }

    const pad = (v: unknown, n: number) => String(v).padStart(n);
    console.log(`\nautosave — ${db.label}${process.env.REDIS_URL ? ' + Redis pub/sub' : ', in-process pub/sub'}, NODE_ENV=production`);
    console.log(`${'save'.padEnd(48)}${pad('sent', 10)}${pad('→event p50', 12)}${pad('p99', 8)}${pad('no-op p50', 11)}${pad('ratio', 7)}`);
    for (const r of results)
      console.log(
        `${r.scenario.padEnd(48)}${pad(r.bytesSent < 10_240 ? `${r.bytesSent} B` : `${(r.bytesSent / 1024).toFixed(0)} KiB`, 10)}${pad(r.save_to_event.p50, 12)}${pad(r.save_to_event.p99, 8)}${pad(r.noop_mutation.p50, 11)}${pad(`${r.ratio}×`, 7)}`,
      );
    console.log('ratio = p50 save → own materialSaved / p50 no-op mutation, measured interleaved (aim ≤ 1.5× for one-element edits, under 4 KB sent)');
    const out = {
      date: new Date().toISOString(),
      database: db.label,
      redis: !!process.env.REDIS_URL,
      node: process.version,
      results,
      seconds: (Date.now() - started) / 1000,
    };
    await mkdir(path.join(benchDir, '.out'), { recursive: true });
    await writeFile(path.join(benchDir, '.out/autosave.json'), `${JSON.stringify(out, null, 2)}\n`);
    log('wrote bench/.out/autosave.json');
  } finally {
    await ws.dispose();
    await stopChild(child);
  }
} finally {
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
}

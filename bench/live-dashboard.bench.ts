/**
 * Benchmark (issue 10 §7): live dashboard latency. 500 staff of one company keep the dashboard open
 * — 500 graphql-ws clients subscribed to `learnerActivity` (each its own staff session, sent as
 * `connectionParams.authToken`, as the app does) — while learners complete path steps through the
 * GraphQL learner mutation (`completeStep`, the progress tests' OPS) at a steady rate. Per event:
 * the time from sending the completion to each of the 500 clients receiving its STEP_COMPLETED
 * event; and for a sample of 20 clients, which follow useLiveDashboard's rule exactly (refetch the
 * dashboard page's query, `period: WEEK`, at most once every 2 s, the last event of a burst always
 * included), the time from sending the completion to the refetched figures arriving.
 *
 * Three runs on one database, each a fresh real server: in-process pub/sub with nobody
 * refetching (delivery alone), in-process pub/sub with the sample refetching, and the same with
 * REDIS_URL (every event goes through Redis, as with several server processes) when it is set.
 * The company has the audience of analytics.bench.ts's shape (lib/audience-seed.ts), by default
 * 10,000 learners and 200,000 events with their rollups, so the refetch reads real rollups.
 *
 * Prints p50/p99 of delivery (every client × event), of the last client's delivery per event
 * (for the first and the last quarter too: whether the server keeps up), of event + refetch, and
 * of the mutation's own answer. Not a test: nothing is asserted about time. Results go to
 * bench/.out/live-dashboard.json. About 5–6 min. Env: BENCH_LIVE_LEARNERS (10000), BENCH_CLIENTS
 * (500), BENCH_SAMPLE (20), BENCH_RATE (1 completion a second), BENCH_COMPLETIONS (60).
 *
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379
 * npm run bench:live` at the root. A fresh database `lh_bench_*` is made and dropped at the end.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from 'graphql-ws';
import pg from 'pg';
import { WebSocket } from 'ws';
import { hashToken, newToken } from '../server/src/lib/tokens.js';
import { OPS } from '../server/src/modules/progress/progress.test-helpers.js';
import { seedAudience, staffTokens, timedRebuild, withIndexesDropped } from './lib/audience-seed.js';
import { freePort, startChild, stopChild } from './lib/procs.js';
import { benchDatabase, openDatabase } from './lib/seed.js';
import { type Stats, stats } from './lib/stats.js';
import { clientOperation } from './lib/client-operation.js';
import { expectMeasured } from './lib/measured.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(benchDir, '../server');

const SIZE = { learners: Number(process.env.BENCH_LIVE_LEARNERS ?? 10_000), events: 0, days: 400 };
SIZE.events = SIZE.learners * 20;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 1); // completions per second
const COMPLETIONS = Number(process.env.BENCH_COMPLETIONS ?? 60);
const WRITERS = 100; // learners taking turns; each has one completion in flight at most
const STEPS = 20;
const EVERY_MS = 2000; // the live figures' interval (dashboardLive; the old client's refetch)
const DASHBOARDS = Number(process.env.BENCH_DASHBOARDS ?? 300);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20);
const THROUGHPUT_IN_FLIGHT = 20;
const SUBSCRIPTION = 'subscription { learnerActivity { type learnerId materialId value occurredAt } }';

const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!process.env.DATABASE_URL) {
  console.log('live dashboard bench: skipped — it needs PostgreSQL (DATABASE_URL=postgres://…; a fresh database is made there and dropped).');
  process.exit(0);
}

const DASHBOARD = clientOperation('DashboardPageQuery').text;

/** A path of STEPS steps, each with a Complete button (no questions, no due dates). */
const livePath = Array.from({ length: STEPS }, (_, i) => ({
  id: i + 1,
  title: `Step ${i + 1}`,
  description: '',
  dueDate: '',
  buttons: { complete: true, next: true },
  layers: [{ id: 'main', type: 'large_text', content: `Step ${i + 1}`, fontSize: 34, color: '#000000', fontFamily: 'Open Sans' }],
}));

/** POST /graphql over a keep-alive agent; resolves with the parsed body when the answer has arrived. */
function post(agent: Agent, port: number, token: string, query: string, variables: unknown): Promise<any> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          try {
            const json = JSON.parse(text);
            if (res.statusCode !== 200 || json.errors) reject(new Error(`${res.statusCode}: ${text.slice(0, 300)}`));
            else resolve(json);
          } catch {
            reject(new Error(`${res.statusCode}: ${text.slice(0, 300)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

type Completion = { learnerId: string; t0: number; received: number; lastAt: number };
type RunResult = {
  mode: string;
  completions: number;
  seconds: number;
  delivery: Stats;
  lastClient: Stats;
  lastClientFirstQuarter: Stats;
  lastClientLastQuarter: Stats;
  sample: number;
  missing: number;
  /** Every event at every sampled client: sent → the first refetch that left after it arrived has answered. */
  eventPlusRefetch: Stats;
  /** The events whose refetch left at once (the 2 s window was open). */
  eventPlusRefetchAtOnce: Stats;
  refetches: number;
  mutation: Stats;
};

async function run(mode: string, env: Record<string, string | undefined>, ctx: Seeded, sample: number): Promise<RunResult> {
  const port = await freePort();
  const child = await startChild('src/main.ts', { cwd: serverDir, env: { ...env, PORT: String(port) }, port });
  log(`${mode}: server up on 127.0.0.1:${port}`);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const clients: Client[] = [];
  try {
    let current: Completion | null = null;
    const inFlight = new Map<string, Completion>(); // learnerId → its completion being delivered
    const delivery: number[] = [];
    const refetchAtOnce: number[] = [];
    const refetchHeldBack: number[] = [];
    let refetches = 0;
    let measuring = false;
    let refetchErrors = 0;
    let firstRefetchError = '';

    // The 500 clients; `sample` of them (spread over the list) refetch as useLiveDashboard does.
    const sampleEvery = Math.max(1, Math.floor(CLIENTS / Math.max(1, sample)));
    for (let i = 0; i < CLIENTS; i++) {
      const token = ctx.staff[i]!;
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authToken: token },
        retryAttempts: 0,
        lazy: false,
      });
      clients.push(client);
      const sampled = i % sampleEvery === 0 && i / sampleEvery < sample;
      let timer: NodeJS.Timeout | null = null;
      let last = 0;
      // Events heard and not yet shown: each is shown by the first refetch that leaves after it
      // arrived (useLiveDashboard's timer is already set while a refetch is pending).
      let waiting: { t0: number; atOnce: boolean }[] = [];
      client.subscribe(
        { query: SUBSCRIPTION },
        {
          next: (v) => {
            const now = performance.now();
            const e = v.data?.learnerActivity as { type: string; learnerId: string } | undefined;
            if (e?.type !== 'STEP_COMPLETED') return;
            const c = inFlight.get(e.learnerId);
            if (!c) return;
            c.received++;
            c.lastAt = now;
            if (measuring) delivery.push(now - c.t0);
            if (!sampled) return;
            if (timer) {
              if (measuring) waiting.push({ t0: c.t0, atOnce: false });
              return;
            }
            // useLiveDashboard: refetch at most every 2 s, the last event of a burst included.
            const wait = Math.max(0, EVERY_MS - (Date.now() - last));
            if (measuring) waiting.push({ t0: c.t0, atOnce: wait === 0 });
            timer = setTimeout(() => {
              timer = null;
              last = Date.now();
              const shown = waiting;
              waiting = [];
              post(agent, port, token, DASHBOARD, { period: 'WEEK', startDate: null, endDate: null }).then(
                (json: any) => {
                  // Figures, not an answer without them: only those count as a refetch.
                  if (typeof json?.data?.dashboard?.totalUsers?.value !== 'number') {
                    refetchErrors++;
                    firstRefetchError ||= `no dashboard figures in ${JSON.stringify(json).slice(0, 300)}`;
                    return;
                  }
                  refetches++;
                  const at = performance.now();
                  for (const w of shown) (w.atOnce ? refetchAtOnce : refetchHeldBack).push(at - w.t0);
                },
                (e: Error) => {
                  refetchErrors++;
                  firstRefetchError ||= e.message;
                },
              );
            }, wait);
          },
          error: (err) => console.error(`client ${i}: subscription error`, err),
          complete: () => {},
        },
      );
    }

    const mutation: number[] = [];
    const { turn } = ctx;
    let n = 0;
    const complete = async (learner: { id: string; token: string }) => {
      const stepId = (turn.get(learner.id) ?? 0) + 1;
      turn.set(learner.id, stepId);
      if (stepId > STEPS) throw new Error('out of steps: raise STEPS or WRITERS');
      const c: Completion = { learnerId: learner.id, t0: performance.now(), received: 0, lastAt: 0 };
      inFlight.set(learner.id, c);
      current = c;
      const res = await post(agent, port, learner.token, OPS.complete, { input: { materialId: ctx.pathId, clientId: randomUUID(), stepId } });
      mutation.push(performance.now() - c.t0);
      if (res.data?.completeStep?.__typename !== 'LearnerProgressPayload') throw new Error(`completeStep failed: ${JSON.stringify(res).slice(0, 300)}`);
      return c;
    };

    // Warm-up: until one completion reaches all clients (subscriptions go live asynchronously).
    for (let tries = 0; ; tries++) {
      if (tries > 60) throw new Error(`after 60 completions, only ${(current as Completion | null)?.received} of ${CLIENTS} clients hear the events`);
      const c = await complete(ctx.learners[n++ % WRITERS]!);
      const until = performance.now() + 3000;
      while (c.received < CLIENTS && performance.now() < until) await sleep(20);
      if (c.received === CLIENTS) break;
    }
    for (let i = 0; i < 10; i++) {
      await complete(ctx.learners[n++ % WRITERS]!);
      await sleep(1000 / RATE);
    }
    await sleep(EVERY_MS + 500);
    log(`${mode}: ${CLIENTS} clients subscribed and hearing; ${COMPLETIONS} completions at ${RATE}/s`);

    // The measured run: a completion every 1/RATE s, whatever the previous one's state.
    measuring = true;
    const sent: Promise<Completion>[] = [];
    const t0 = performance.now();
    for (let i = 0; i < COMPLETIONS; i++) {
      const due = t0 + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      sent.push(complete(ctx.learners[n++ % WRITERS]!));
    }
    const done = await Promise.all(sent);
    const until = performance.now() + 10_000;
    while (done.some((c) => c.received < CLIENTS) && performance.now() < until) await sleep(50);
    await sleep(EVERY_MS + 1000); // the trailing refetches
    measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    const missing = done.reduce((s, c) => s + (CLIENTS - c.received), 0);
    if (refetchErrors) console.log(`  ${refetchErrors} refetches failed; the first: ${firstRefetchError}`);
    const result: RunResult = {
      mode,
      sample,
      completions: done.length,
      seconds: Math.round(seconds * 10) / 10,
      delivery: stats(delivery),
      lastClient: stats(done.filter((c) => c.received === CLIENTS).map((c) => c.lastAt - c.t0)),
      // Whether the server keeps up: the last client's delay for the first and the last quarter of
      // the completions (a queue that grows shows as a larger second figure).
      lastClientFirstQuarter: stats(quarter(done.slice(0, Math.ceil(done.length / 4)))),
      lastClientLastQuarter: stats(quarter(done.slice(-Math.ceil(done.length / 4)))),
      missing,
      eventPlusRefetch: stats([...refetchAtOnce, ...refetchHeldBack]),
      eventPlusRefetchAtOnce: stats(refetchAtOnce),
      refetches,
      mutation: stats(mutation),
    };
    log(
      `${mode}: delivery p50 ${result.delivery.p50} p99 ${result.delivery.p99} ms; event + refetch p50 ${result.eventPlusRefetch.p50} p99 ${result.eventPlusRefetch.p99} ms`,
    );
    expectMeasured(
      done.length > 0 && delivery.length > 0,
      `${mode}: completions delivered to the clients (${done.length} completions, ${delivery.length} deliveries)`,
    );
    expectMeasured(
      refetchErrors === 0 && (sample === 0 || refetches > 0),
      `${mode}: every sampled refetch to bring figures (${refetches} did, ${refetchErrors} failed)`,
      firstRefetchError,
    );
    return result;
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    agent.destroy();
    await stopChild(child);
  }
}

type Throughput = { mode: string; dashboards: number; writes: number; seconds: number; perSecond: number; write: Stats; pushes: number; refetches: number };

/**
 * Learner writes per second with `dashboards` staff dashboards open (issue 21 §2: 300 dashboards
 * that refetched after every event cut writes from 57/s to 11/s). `how`: 'push' — each dashboard
 * subscribes to `dashboardLive(period: WEEK)`, as the page now does; 'refetch' — each listens to
 * `learnerActivity` and refetches the page's query at most every 2 s, as it did before. Writers:
 * WRITERS learners in a closed loop of `openMaterial` (THROUGHPUT_IN_FLIGHT at a time).
 */
async function throughput(how: 'none' | 'push' | 'refetch', env: Record<string, string | undefined>, ctx: Seeded): Promise<Throughput> {
  const dashboards = how === 'none' ? 0 : DASHBOARDS;
  const mode =
    how === 'none'
      ? 'no dashboard open'
      : `${dashboards} dashboards, ${how === 'push' ? 'figures pushed (dashboardLive)' : 'each refetching (the old client)'}`;
  const port = await freePort();
  const child = await startChild('src/main.ts', { cwd: serverDir, env: { ...env, PORT: String(port) }, port });
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const clients: Client[] = [];
  let pushes = 0;
  let refetches = 0;
  const failures: string[] = [];
  try {
    for (let i = 0; i < dashboards; i++) {
      const token = ctx.staff[i]!;
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authToken: token },
        retryAttempts: 0,
        lazy: false,
      });
      clients.push(client);
      if (how === 'push') {
        client.subscribe(
          { query: 'subscription { dashboardLive(period: WEEK) { id computedAt totalUsers { value } } }' },
          {
            next: (v: any) => (typeof v.data?.dashboardLive?.totalUsers?.value === 'number' ? pushes++ : failures.push(JSON.stringify(v).slice(0, 200))),
            error: (e) => failures.push(String(e)),
            complete: () => {},
          },
        );
      } else {
        let timer: NodeJS.Timeout | null = null;
        let last = 0;
        client.subscribe(
          { query: SUBSCRIPTION },
          {
            next: () => {
              if (timer) return;
              timer = setTimeout(
                () => {
                  timer = null;
                  last = Date.now();
                  post(agent, port, token, DASHBOARD, { period: 'WEEK', startDate: null, endDate: null }).then(
                    () => refetches++,
                    (e: Error) => failures.push(e.message),
                  );
                },
                Math.max(0, EVERY_MS - (Date.now() - last)),
              );
            },
            error: (e) => failures.push(String(e)),
            complete: () => {},
          },
        );
      }
    }
    const open = (l: { token: string }) =>
      post(agent, port, l.token, OPS.open, { input: { companySlug: 'bench-live', materialId: ctx.pathId, clientId: randomUUID() } }).then((res) => {
        if (res.data?.openMaterial?.__typename !== 'OpenMaterialPayload') throw new Error(`openMaterial failed: ${JSON.stringify(res).slice(0, 300)}`);
      });
    // Warm-up: writes until every dashboard has heard (and shown) one.
    const heard = () => (how === 'push' ? pushes : how === 'refetch' ? refetches : 0);
    for (let i = 0; i < 30 && heard() < dashboards; i++) {
      await open(ctx.learners[i % WRITERS]!);
      await sleep(EVERY_MS + 200);
    }
    expectMeasured(heard() >= dashboards, `${mode}: every dashboard to show figures before the run (${heard()} of ${dashboards})`, failures[0]);
    log(`${mode}: ${dashboards} dashboards showing figures; writing for ${THROUGHPUT_SECONDS} s`);
    pushes = 0;
    refetches = 0;
    const times: number[] = [];
    const t0 = performance.now();
    const end = t0 + THROUGHPUT_SECONDS * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: THROUGHPUT_IN_FLIGHT }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          await open(ctx.learners[next++ % WRITERS]!);
          times.push(performance.now() - started);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    await sleep(EVERY_MS + 500);
    const result = {
      mode,
      dashboards,
      writes: times.length,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round((times.length / seconds) * 10) / 10,
      write: stats(times),
      pushes,
      refetches,
    };
    expectMeasured(times.length > 0 && (how === 'none' || pushes + refetches > 0), `${mode}: writes made and figures shown during the run`, failures[0]);
    log(`${mode}: ${result.perSecond} writes/s (p50 ${result.write.p50} p99 ${result.write.p99} ms); ${pushes} pushes, ${refetches} refetches`);
    return result;
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    agent.destroy();
    await stopChild(child);
  }
}

/** `turn`: each learner's last completed step, across both runs (a step completed again makes no event). */
const quarter = (cs: Completion[]) => cs.filter((c) => c.received === CLIENTS).map((c) => c.lastAt - c.t0);

type Seeded = { pathId: string; staff: string[]; learners: { id: string; token: string }[]; turn: Map<string, number> };

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-bench-live-'));
const db = await benchDatabase(dataDir);
try {
  log(`seeding ${SIZE.learners} learners, ${SIZE.events} events, ${CLIENTS} staff (${db.label}) in ${dataDir}`);
  const database = await openDatabase(db.target);
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  client.on('error', (e) => log(`bench connection: ${e.message}`));
  await client.connect();
  let companyId = '';
  await withIndexesDropped(client, 'ActivityEvent', async () => {
    companyId = (await seedAudience(client, { ...SIZE, slug: 'bench-live', name: 'Bench live', timeZone: 'Europe/Berlin', seed: 3 })).companyId;
  });
  await timedRebuild(database.prisma, companyId);
  await client.query('VACUUM (ANALYZE) "Learner", "Progress", "ActivityEvent", "ActivityDaily", "LearnerActiveDay"');
  await client.end();
  const { prisma } = database;
  const material = await prisma.learningMaterial.create({
    data: {
      companyId,
      kind: 'PATH',
      visibility: 'PUBLIC',
      name: 'Live path',
      slug: 'live-path',
      status: 'PUBLISHED',
      publishedRevision: 1,
      publishedAt: new Date(),
      publishedData: livePath,
      publishedConfig: [],
    },
    select: { id: true },
  });
  const writers = await prisma.learner.findMany({ where: { companyId }, orderBy: { email: 'asc' }, take: WRITERS, select: { id: true } });
  const learners = writers.map((w) => ({ id: w.id, token: newToken() }));
  await prisma.learnerSession.createMany({
    data: learners.map((l) => ({ companyId, learnerId: l.id, tokenHash: hashToken(l.token), verified: true, expiresAt: new Date(Date.now() + 86_400_000) })),
  });
  const staff = await staffTokens(prisma, companyId, 'bench-live', CLIENTS);
  await database.close();
  log('seeded');

  const env = {
    PATH: process.env.PATH,
    // Learners send the bench's own documents (production accepts those from staff only: persisted-operations.ts).
    GRAPHQL_ARBITRARY_DOCUMENTS: 'anyone',
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    // Every dashboard connects from 127.0.0.1: room for them under the sockets-per-address limit (50 × this).
    RATE_LIMIT_MULTIPLIER: '20',
    ...db.env,
  };
  const ctx: Seeded = { pathId: material.id, staff, learners, turn: new Map() };
  const results: RunResult[] = [];
  // One database for both runs: the second continues each learner's path where the first left it.
  // Delivery alone first (nobody refetches), then with the sample refetching, in-process and through Redis.
  results.push(await run('in-process pub/sub, no refetches', { ...env, REDIS_URL: '' }, ctx, 0));
  results.push(await run(`in-process pub/sub, ${SAMPLE} clients refetch`, { ...env, REDIS_URL: '' }, ctx, SAMPLE));
  if (process.env.REDIS_URL) results.push(await run(`Redis pub/sub, ${SAMPLE} clients refetch`, { ...env, REDIS_URL: process.env.REDIS_URL }, ctx, SAMPLE));
  else log('REDIS_URL not set: the Redis run is skipped');

  // Learner writes with dashboards open (issue 21 §2): none, pushed, and the old refetching client.
  const writes: Throughput[] = [];
  for (const how of ['none', 'push', 'refetch'] as const) writes.push(await throughput(how, { ...env, REDIS_URL: '' }, ctx));

  const pad = (v: unknown, n: number) => String(v ?? '–').padStart(n);
  console.log(
    `\nlive dashboard — ${db.label}, NODE_ENV=production; ${SIZE.learners} learners / ${SIZE.events} events; ${CLIENTS} staff clients on learnerActivity; completeStep at ${RATE}/s × ${COMPLETIONS}; sampled clients refetch dashboard(WEEK) as useLiveDashboard (≤ 1 per 2 s)`,
  );
  console.log(`${''.padEnd(68)}${pad('n', 8)}${pad('p50 ms', 10)}${pad('p99 ms', 10)}${pad('max ms', 10)}`);
  for (const r of results) {
    console.log(`${r.mode}:`);
    const row = (label: string, s: Stats) => console.log(`  ${label.padEnd(66)}${pad(s.n, 8)}${pad(s.p50, 10)}${pad(s.p99, 10)}${pad(s.max, 10)}`);
    row('completeStep sent → its answer', r.mutation);
    row('completeStep sent → event at a client (every client × event)', r.delivery);
    row('completeStep sent → event at the last of the 500 clients', r.lastClient);
    row('  … first quarter of the completions', r.lastClientFirstQuarter);
    row('  … last quarter (larger: the server falls behind)', r.lastClientLastQuarter);
    if (r.sample) {
      row('completeStep sent → figures refetched after it (sampled clients)', r.eventPlusRefetch);
      row('  … of which the refetch left at once (2 s window open)', r.eventPlusRefetchAtOnce);
    }
    console.log(`  ${r.missing} deliveries missing; ${r.refetches} refetches; ${r.completions} completions in ${r.seconds} s`);
  }
  const [alone, pushed, refetched] = writes as [Throughput, Throughput, Throughput];
  console.log(`\nlearner writes (openMaterial, ${THROUGHPUT_IN_FLIGHT} in flight, ${THROUGHPUT_SECONDS} s each), in-process pub/sub:`);
  for (const w of writes)
    console.log(
      `  ${w.mode.padEnd(60)}${pad(w.perSecond, 8)} writes/s   p50 ${pad(w.write.p50, 6)} p99 ${pad(w.write.p99, 6)} ms   ${w.pushes} pushes ${w.refetches} refetches`,
    );
  console.log(
    `  with ${DASHBOARDS} dashboards pushed: ${(pushed.perSecond / alone.perSecond).toFixed(2)}× the writes of none open (aim ≥ 0.8×); refetching: ${(refetched.perSecond / alone.perSecond).toFixed(2)}×`,
  );
  const out = {
    date: new Date().toISOString(),
    database: db.label,
    node: process.version,
    size: SIZE,
    clients: CLIENTS,
    sample: SAMPLE,
    rate: RATE,
    completions: COMPLETIONS,
    results,
    writes,
    seconds: (Date.now() - started) / 1000,
  };
  await mkdir(path.join(benchDir, '.out'), { recursive: true });
  await writeFile(path.join(benchDir, '.out/live-dashboard.json'), `${JSON.stringify(out, null, 2)}\n`);
  log('wrote bench/.out/live-dashboard.json');
} finally {
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
}

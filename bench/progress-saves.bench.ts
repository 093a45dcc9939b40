/**
 * Benchmark: learners' progress writes under load. 200 learners of one company (each with its
 * own session token, sent as `Authorization: Bearer`) work through the published QUIZ path of
 * the progress tests (3 steps, 2 graded questions) at the same time, through GraphQL on the real
 * server (NODE_ENV=production): open it, answer the multiple choice, complete step 1, answer the
 * multi select, complete steps 2 and 3 — 6 writes each, in that order (as the hub's outbox sends
 * them), every write with a fresh clientId, at most 50 in flight. About 5 % of the writes are
 * sent a second time with the same clientId once answered (a retry whose answer was lost).
 * Beside it, in the same run and the same shape (same learners, same concurrency, same count),
 * the cheapest request of the learner scope: the `learnerProgress(materialId)` query with the
 * same selection the writes return (same token lookup, same material and progress read, no
 * transaction, no write).
 *
 * Then the database: every learner's Progress row must hold steps 1–3 completed with status
 * COMPLETED, exactly 2 LearnerResponse rows, 6 claimed writes and the expected events; the
 * material's counters opens = uniqueVisits = completions = 200. Prints p50/p99, errors, saves/s,
 * the ratio, and "lost updates" / "counted twice" computed from those rows. Not a test: nothing is
 * asserted about time. Results also go to bench/.out/progress-saves.json.
 *
 * Run: `npm run bench:progress` at the root. DATABASE_URL set → a fresh database on that
 * PostgreSQL server; otherwise the embedded PGlite in a temp DATA_DIR. Everything on 127.0.0.1.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../server/src/db/database.js';
import type { Prisma } from '../server/src/generated/prisma/client.js';
import { hashToken, newToken } from '../server/src/lib/tokens.js';
import { LOCAL_TIME, OPS, QUIZ_STEPS } from '../server/src/modules/progress/progress.test-helpers.js';
import { freePort, startChild, stopChild } from './lib/procs.js';
import { benchDatabase, openDatabase } from './lib/seed.js';
import { expectMeasured } from './lib/measured.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(benchDir, '../server');

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_LEARNERS = 10;
const RETRY_EVERY = 20; // every 20th write is sent twice: 5 %
const MAX_SECONDS = 60; // a cap per phase, so the bench stays near 2 minutes even on a busy machine
const SLUG = 'bench-progress';

const PROGRESS = 'status currentStep minutes completedStepIds passed passMark score { correct graded percent }';
const NOOP = `query ($id: ID!) { learnerProgress(materialId: $id) { ${PROGRESS} } }`;

const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

type Learner = { id: string; token: string };
type Write = { op: keyof typeof OPS; input: Record<string, unknown>; payload: string };

/** The six writes of one learner, in the order the hub sends them. */
function writesFor(companySlug: string, materialId: string): Write[] {
  const w = (op: keyof typeof OPS, payload: string, input: Record<string, unknown>): Write => ({
    op,
    payload,
    input: { materialId, clientId: randomUUID(), ...input },
  });
  return [
    w('open', 'OpenMaterialPayload', { companySlug }),
    w('answer', 'AnswerQuestionPayload', { stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME }),
    w('complete', 'LearnerProgressPayload', { stepId: 1 }),
    w('answer', 'AnswerQuestionPayload', { stepId: 2, elementId: 'ms', optionIds: ['a', 'c'], answeredAt: LOCAL_TIME }),
    w('complete', 'LearnerProgressPayload', { stepId: 2 }),
    w('complete', 'LearnerProgressPayload', { stepId: 3 }),
  ];
}

async function seedCompany(prisma: Database['prisma']) {
  const company = await prisma.company.create({ data: { name: 'Bench Progress', slug: SLUG } });
  const material = (slug: string) =>
    prisma.learningMaterial.create({
      data: {
        companyId: company.id,
        kind: 'PATH',
        visibility: 'PUBLIC',
        name: slug,
        slug,
        status: 'PUBLISHED',
        publishedRevision: 1,
        publishedAt: new Date(),
        publishedData: QUIZ_STEPS as Prisma.InputJsonValue,
        publishedConfig: [],
      },
      select: { id: true },
    });
  const learners = async (n: number, prefix: string): Promise<Learner[]> => {
    const rows = Array.from({ length: n }, (_, i) => ({ id: randomUUID(), token: newToken(), email: `${prefix}-${i}@example.com` }));
    await prisma.learner.createMany({ data: rows.map((r) => ({ id: r.id, companyId: company.id, email: r.email })) });
    await prisma.learnerSession.createMany({
      data: rows.map((r) => ({
        companyId: company.id,
        learnerId: r.id,
        tokenHash: hashToken(r.token),
        verified: true,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    });
    return rows.map(({ id, token }) => ({ id, token }));
  };
  return {
    company,
    path: await material('quiz-path'),
    warmupPath: await material('warm-up-path'),
    learners: await learners(LEARNERS, 'learner'),
    warmupLearners: await learners(WARMUP_LEARNERS, 'warm-up'),
  };
}

/** One POST /graphql over the shared keep-alive agent: status, parsed body, milliseconds. */
function gql(agent: Agent, port: number, token: string, query: string, variables: unknown): Promise<{ status: number; json: any; ms: number }> {
  const body = JSON.stringify({ query, variables });
  const t0 = performance.now();
  return new Promise((resolve) => {
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
          let json: any = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - t0 });
        });
        res.on('error', () => resolve({ status: 0, json: null, ms: performance.now() - t0 }));
      },
    );
    req.on('error', () => resolve({ status: 0, json: null, ms: performance.now() - t0 }));
    req.end(body);
  });
}

const round = (v: number) => Math.round(v * 100) / 100;
function stats(ms: number[], seconds: number) {
  const sorted = [...ms].sort((a, b) => a - b);
  const pct = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return { n: sorted.length, seconds: round(seconds), perSecond: round(sorted.length / seconds), p50: pct(50), p99: pct(99), max: round(sorted.at(-1) ?? 0) };
}

/** Runs `job` for every learner, `CONNECTIONS` learners at a time (each learner's requests in order). */
async function forEachLearner(learners: Learner[], job: (l: Learner, i: number) => Promise<void>) {
  let next = 0;
  const deadline = performance.now() + MAX_SECONDS * 1000;
  const worker = async () => {
    while (next < learners.length && performance.now() < deadline) {
      const i = next++;
      await job(learners[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECTIONS, learners.length) }, worker));
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-bench-progress-'));
const db = await benchDatabase(dataDir);
try {
  log(`seeding (${db.label}) in ${dataDir}`);
  let database = await openDatabase(db.target);
  const seeded = await seedCompany(database.prisma);
  await database.close(); // PGlite allows one process at a time: release it for the server.
  const materialId = seeded.path.id;

  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    // Learners send the bench's own documents (production accepts those from staff only: persisted-operations.ts).
    GRAPHQL_ARBITRARY_DOCUMENTS: 'anyone',
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
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

  const writeLatencies: number[] = [];
  const byOp: Record<string, number[]> = {};
  const slowest: { op: string; learner: number; sentAt: number; ms: number }[] = [];
  let phaseStart = 0;
  const retryLatencies: number[] = [];
  const errors: string[] = [];
  let writeCount = 0;
  let retries = 0;
  const note = (what: string, r: { status: number; json: any }) => {
    if (errors.length < 5) console.log(`  error: ${what}: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
    errors.push(what);
  };
  const resultOf = (r: { json: any }) => (r.json?.data ? Object.values(r.json.data as Record<string, any>)[0] : null);
  /** A learner's six writes in order; every RETRY_EVERY-th write (over the whole run) is sent again with its clientId. */
  const runLearner = (pathId: string, measure: boolean) => async (l: Learner, index: number) => {
    for (const w of writesFor(SLUG, pathId)) {
      const sentAt = performance.now() - phaseStart;
      const r = await gql(agent, port, l.token, OPS[w.op], { input: w.input });
      const result = resultOf(r);
      if (r.status !== 200 || r.json?.errors || result?.__typename !== w.payload) note(`${w.op} ${JSON.stringify(w.input).slice(0, 60)}`, r);
      if (!measure) continue;
      writeLatencies.push(r.ms);
      byOp[w.op] ??= [];
      byOp[w.op]!.push(r.ms);
      slowest.push({ op: w.op, learner: index, sentAt: Math.round(sentAt), ms: Math.round(r.ms) });
      if (++writeCount % RETRY_EVERY === 0) {
        retries++;
        const again = await gql(agent, port, l.token, OPS[w.op], { input: w.input });
        retryLatencies.push(again.ms);
        if (again.status !== 200 || again.json?.errors || resultOf(again)?.__typename !== w.payload) note(`retry of ${w.op}`, again);
      }
    }
  };

  try {
    // Warm-up: other learners on another path (Prisma's query plans, the JIT); not counted.
    await forEachLearner(seeded.warmupLearners, runLearner(seeded.warmupPath.id, false));
    if (errors.length) throw new Error(`the warm-up writes failed (${errors.length}): see above`);
    for (const l of seeded.warmupLearners) await gql(agent, port, l.token, NOOP, { id: seeded.warmupPath.id });

    // 1. The writes.
    let t0 = performance.now();
    phaseStart = t0;
    await forEachLearner(seeded.learners, runLearner(materialId, true));
    const writes = stats(writeLatencies, (performance.now() - t0) / 1000);
    log(`writes: ${writes.n} in ${writes.seconds}s, ${retries} retries, ${errors.length} errors`);

    // 2. The same number of the cheapest learner request, in the same shape.
    const noopLatencies: number[] = [];
    let noopErrors = 0;
    const perLearner = Math.round(writes.n / seeded.learners.length);
    t0 = performance.now();
    await forEachLearner(seeded.learners, async (l) => {
      for (let i = 0; i < perLearner; i++) {
        const r = await gql(agent, port, l.token, NOOP, { id: materialId });
        noopLatencies.push(r.ms);
        if (r.status !== 200 || r.json?.errors || r.json?.data?.learnerProgress?.status !== 'COMPLETED') noopErrors++;
      }
    });
    const noop = stats(noopLatencies, (performance.now() - t0) / 1000);
    log(`no-op reads: ${noop.n} in ${noop.seconds}s, ${noopErrors} errors`);
    agent.destroy();
    await stopChild(child);

    // 3. The database: what every learner should have, and the material's counters.
    database = await openDatabase(db.target, { migrate: false });
    const { prisma } = database;
    const ids = seeded.learners.map((l) => l.id);
    const [progressRows, responses, claimed, events, counters] = await Promise.all([
      prisma.progress.findMany({ where: { materialId, learnerId: { in: ids } }, select: { learnerId: true, status: true, response: true, opens: true } }),
      prisma.learnerResponse.groupBy({ by: ['learnerId'], where: { materialId, learnerId: { in: ids } }, _count: { _all: true } }),
      prisma.learnerWrite.groupBy({ by: ['learnerId'], where: { learnerId: { in: ids } }, _count: { _all: true } }),
      prisma.activityEvent.groupBy({ by: ['learnerId', 'type'], where: { materialId, learnerId: { in: ids } }, _count: { _all: true } }),
      prisma.learningMaterial.findUniqueOrThrow({ where: { id: materialId }, select: { opens: true, uniqueVisits: true, completions: true } }),
    ]);
    await database.close();

    const EXPECTED_EVENTS: Record<string, number> = { OPEN: 1, ANSWER: 2, STEP_COMPLETED: 3, COMPLETED: 1 };
    const count = <T extends { learnerId: string | null; _count: { _all: number } }>(rows: T[], id: string, where: (r: T) => boolean = () => true) =>
      rows.filter((r) => r.learnerId === id && where(r)).reduce((s, r) => s + r._count._all, 0);
    let lost = 0;
    let twice = 0;
    const problems: string[] = [];
    const diff = (what: string, got: number, want: number) => {
      if (got < want) lost += want - got;
      if (got > want) twice += got - want;
      if (got !== want && problems.length < 10) problems.push(`${what}: ${got}, expected ${want}`);
    };
    for (const id of ids) {
      const p = progressRows.find((r) => r.learnerId === id);
      const done = new Set(
        (Array.isArray(p?.response) ? (p.response as { id: number; completion: boolean }[]) : []).filter((r) => r.completion).map((r) => r.id),
      );
      diff(`learner ${id.slice(0, 8)} completed steps`, [1, 2, 3].filter((s) => done.has(s)).length, 3);
      diff(`learner ${id.slice(0, 8)} status COMPLETED`, p?.status === 'COMPLETED' ? 1 : 0, 1);
      diff(`learner ${id.slice(0, 8)} progress opens`, p?.opens ?? 0, 1);
      diff(`learner ${id.slice(0, 8)} LearnerResponse rows`, count(responses, id), 2);
      diff(`learner ${id.slice(0, 8)} claimed writes`, count(claimed, id), 6);
      for (const [type, n] of Object.entries(EXPECTED_EVENTS))
        diff(
          `learner ${id.slice(0, 8)} ${type} events`,
          count(events, id, (e) => e.type === type),
          n,
        );
      const other = count(events, id, (e) => !(e.type in EXPECTED_EVENTS));
      if (other) diff(`learner ${id.slice(0, 8)} other events`, other, 0);
    }
    diff('material opens', counters.opens, LEARNERS);
    diff('material uniqueVisits', counters.uniqueVisits, LEARNERS);
    diff('material completions', counters.completions, LEARNERS);

    // 4. Report.
    const ratio = round(writes.p50 / noop.p50);
    const pad = (v: unknown, n: number) => String(v).padStart(n);
    console.log(
      `\nprogress writes — ${db.label}, NODE_ENV=production, ${LEARNERS} learners × 6 writes, ≤ ${CONNECTIONS} in flight (one learner's writes in order), ${retries} retries (same clientId)`,
    );
    console.log(`${''.padEnd(44)}${pad('count', 7)}${pad('per s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}${pad('errors', 8)}`);
    const row = (label: string, s: ReturnType<typeof stats>, errs: number | string) =>
      console.log(`${label.padEnd(44)}${pad(s.n, 7)}${pad(s.perSecond, 9)}${pad(s.p50, 9)}${pad(s.p99, 9)}${pad(s.max, 9)}${pad(errs, 8)}`);
    row('writes (open, answer, completeStep)', writes, errors.length);
    for (const [op, ms] of Object.entries(byOp))
      row(`  ${op === 'open' ? 'openMaterial' : op === 'answer' ? 'answerQuestion' : 'completeStep'}`, stats(ms, writes.seconds), '');
    row('  retries of an answered write', stats(retryLatencies, writes.seconds), '');
    row('learnerProgress query (no write)', noop, noopErrors);
    console.log(`  ratio p50 write / p50 learnerProgress: ${ratio}; saves/s ${writes.perSecond} (retries not counted) vs ${noop.perSecond} reads/s`);
    console.log(
      `material counters: opens ${counters.opens}, uniqueVisits ${counters.uniqueVisits}, completions ${counters.completions} (expected ${LEARNERS} each)`,
    );
    console.log(`lost updates: ${lost}`);
    console.log(`counted twice: ${twice}`);
    for (const p of problems) console.log(`  ${p}`);
    slowest.sort((a, b) => b.ms - a.ms);
    console.log(
      `slowest writes (learner #, sent at ms into the run → ms): ${slowest
        .slice(0, 6)
        .map((w) => `${w.op} #${w.learner} @${w.sentAt} → ${w.ms}`)
        .join('; ')}`,
    );

    const out = {
      date: new Date().toISOString(),
      database: db.label,
      node: process.version,
      learners: LEARNERS,
      connections: CONNECTIONS,
      writes,
      byOperation: Object.fromEntries(Object.entries(byOp).map(([op, ms]) => [op, stats(ms, writes.seconds)])),
      retries: { sent: retries, ...stats(retryLatencies, writes.seconds) },
      errors: errors.length,
      noop: { request: 'learnerProgress(materialId) query', errors: noopErrors, ...noop },
      ratio,
      counters,
      lostUpdates: lost,
      countedTwice: twice,
      problems,
      slowestWrites: slowest.slice(0, 20),
      seconds: (Date.now() - started) / 1000,
    };
    await mkdir(path.join(benchDir, '.out'), { recursive: true });
    await writeFile(path.join(benchDir, '.out/progress-saves.json'), `${JSON.stringify(out, null, 2)}\n`);
    log('wrote bench/.out/progress-saves.json');
    // After the report, so its numbers are there to read: timings of refused writes, or of writes
    // the database does not show, are not timings of learner writes.
    expectMeasured(errors.length === 0 && noopErrors === 0, `every write and read to succeed (${errors.length} writes, ${noopErrors} reads failed)`);
    expectMeasured(lost === 0 && twice === 0, `every write in the database once (${lost} lost, ${twice} counted twice)`, problems);
  } finally {
    agent.destroy();
    await stopChild(child);
  }
} finally {
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
}

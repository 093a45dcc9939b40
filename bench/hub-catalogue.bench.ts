/**
 * Benchmark: the learner hub's first page (`/{companySlug}`: the client's `HubHomePageQuery`, the
 * text Relay sends, read from its generated artifact) for a visitor with no token, through the
 * real server (Hono + Yoga + Pothos + Prisma, NODE_ENV=production) against a bare node:http
 * handler with hand-written SQL on the same data (bare-hub-server.ts). A company with 2,000
 * published materials of every kind and visibility. Prints requests/s, p50 and p99 for both and
 * their ratio, and the SQL statements one catalogue request sends (the N+1 check). Not a test:
 * nothing is asserted about time. Results also go to bench/.out/hub-catalogue.json.
 *
 * Run: `npm run bench:hub` at the root. DATABASE_URL set → a fresh database on that PostgreSQL
 * server; otherwise the embedded PGlite in a temp DATA_DIR. Everything listens on 127.0.0.1.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import type { Database } from '../server/src/db/database.js';
import { closeDeps } from '../server/src/deps.js';
import { createAppDeps } from '../server/src/composition.js';
import type { Prisma } from '../server/src/generated/prisma/client.js';
import { QUIZ_STEPS } from '../server/src/modules/progress/progress.test-helpers.js';
import { type LoadResult, runLoad } from './lib/load.js';
import { freePort, startChild, stopChild } from './lib/procs.js';
import { benchDatabase, openDatabase } from './lib/seed.js';
import { clientOperation } from './lib/client-operation.js';
import { expectMeasured, expectStatements, graphqlData, IN_PROCESS_ORIGIN } from './lib/measured.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(benchDir, '../server');

const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 2000);
const DRAFTS = Math.round(MATERIALS / 20); // unpublished ones too, as in real data: the filter must skip them
const LOAD = { requests: Number(process.env.BENCH_REQUESTS ?? 3000), connections: Number(process.env.BENCH_CONNECTIONS ?? 10), maxSeconds: 15 };
const WARMUP = { requests: 300, connections: LOAD.connections, maxSeconds: 4 };
const SLUG = 'bench-hub';

const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

/** A small seeded PRNG: the same catalogue on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const WORDS = [
  'Getting',
  'started',
  'with',
  'billing',
  'reports',
  'onboarding',
  'Invoices',
  'Setup',
  'API',
  'keys',
  'Security',
  'dashboards',
  'Export',
  'teams',
  'Roles',
  'Advanced',
  'search',
  'Payroll',
  'Mobile',
  'app',
];

/** Published walkthrough/doc/video steps: a few steps of a few layers, a background on most (the card's picture). */
function walkthroughSteps(n: number, withBackground: boolean) {
  return Array.from({ length: 4 }, (_, s) => ({
    id: s + 1,
    name: `Step ${s + 1}`,
    title: `Title ${s + 1}`,
    description: 'What to do here',
    altText: `Screen ${s + 1}`,
    backgroundUrl: withBackground ? `/uploads/bench/m${n}-s${s + 1}.png` : null,
    backgroundHeight: withBackground ? 900 : null,
    layers: Array.from({ length: 6 }, (_, l) => ({
      id: `s${s}l${l}`,
      type: l % 2 ? 'text' : 'hotspot',
      x: 10 + l * 40,
      y: 10 + l * 25,
      width: 120,
      height: 40,
      rotation: 0,
      ...(l % 2 ? { text: `Click here (${l})`, fill: '#000000', fontSize: 14 } : { fill: 'rgba(0, 255, 255, 0.5)', stroke: '#000000', strokeWidth: 1 }),
    })),
  }));
}

async function seedHub(prisma: Database['prisma']) {
  const company = await prisma.company.create({ data: { name: 'Bench Hub', slug: SLUG, topBarBackground: '#112233', topBarText: '#FFFFFF' } });
  const rand = prng(9);
  const kinds = ['WALKTHROUGH', 'WALKTHROUGH', 'PATH', 'DOC', 'VIDEO'] as const; // walkthroughs are the most common
  const visibilities = ['PUBLIC', 'PUBLIC', 'PUBLIC', 'GUEST', 'PRIVATE'] as const; // 60 % public, 20 % guest, 20 % private
  const rows: Prisma.LearningMaterialCreateManyInput[] = [];
  for (let i = 0; i < MATERIALS + DRAFTS; i++) {
    const published = i < MATERIALS;
    const kind = kinds[Math.floor(rand() * kinds.length)]!;
    const name = Array.from({ length: 2 + Math.floor(rand() * 3) }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
    const data = kind === 'PATH' ? QUIZ_STEPS : walkthroughSteps(i, rand() < 0.8);
    rows.push({
      companyId: company.id,
      kind,
      visibility: visibilities[Math.floor(rand() * visibilities.length)]!,
      slug: `m-${i}`,
      name: `${name} ${i}`,
      description: rand() < 0.7 ? `About ${name.toLowerCase()}: a short description of material ${i}.` : null,
      thumbnailKey: rand() < 0.3 ? `bench/thumb-${i}.png` : null,
      status: published ? 'PUBLISHED' : 'DRAFT',
      publishedRevision: published ? 1 : null,
      publishedAt: published ? new Date() : null,
      publishedData: published ? (data as Prisma.InputJsonValue) : undefined,
      publishedConfig: published ? [] : undefined,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await prisma.learningMaterial.createMany({ data: rows.slice(i, i + 500) });
  const visible = rows.filter((r) => r.publishedRevision && r.visibility !== 'PRIVATE').length;
  return { company, visible };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-bench-hub-'));
const db = await benchDatabase(dataDir);
const variables = { slug: SLUG, tab: 'ALL', search: null, after: null };
const body = JSON.stringify({ documentId: clientOperation('HubHomePageQuery').id, operationName: 'HubHomePageQuery', variables });
const target = (port: number) => ({ port, path: '/graphql', body, headers: { 'content-type': 'application/json', accept: 'application/json' } });
const post = async (port: number) => (await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: target(port).headers, body })).json();

try {
  // 1. Seed, and count SQL statements per catalogue request in-process (the N+1 check).
  log(`seeding ${MATERIALS} published materials (+${DRAFTS} drafts) (${db.label}) in ${dataDir}`);
  const t0 = Date.now();
  const database = await openDatabase(db.target, { countQueries: true });
  const { visible } = await seedHub(database.prisma);
  log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)}s; ${visible} visible to a visitor`);
  const deps = createAppDeps(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', ...db.env }), database);
  const app = createApp(deps);
  const statements = async (requestBody: string) => {
    const before = database.queryCount();
    const res = await app.fetch(new Request(`${IN_PROCESS_ORIGIN}/graphql`, { method: 'POST', headers: target(0).headers, body: requestBody }), {
      ip: '127.0.0.1',
    });
    const json = (await res.json()) as any;
    expectMeasured(graphqlData(json, 'the in-process hub query').hub?.materials?.items?.length > 0, 'the in-process hub query to list materials', json);
    return { count: expectStatements(database.queryCount() - before, 'the in-process hub query'), json };
  };
  await statements(body); // warm-up: first use compiles Prisma's query plans
  const first = await statements(body);
  const cursor = first.json.data?.hub?.materials?.nextCursor;
  if (!cursor) throw new Error(`the first page has no nextCursor: ${JSON.stringify(first.json).slice(0, 300)}`);
  const second = await statements(
    JSON.stringify({ documentId: clientOperation('HubHomePageQuery').id, operationName: 'HubHomePageQuery', variables: { ...variables, after: cursor } }),
  );
  const sqlStatements = { firstPage: first.count, secondPage: second.count };
  await closeDeps(deps); // PGlite allows one process at a time: release it for the servers.

  // 2. The real server, then the bare one: one at a time, so they never compete for the CPU.
  const childEnv = (port: number) => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: 'false',
    ...db.env,
  });
  const measure = async (name: string, script: string) => {
    const port = await freePort();
    const t1 = Date.now();
    const child = await startChild(script, { cwd: serverDir, env: childEnv(port), port });
    log(`${name} up on 127.0.0.1:${port} after ${((Date.now() - t1) / 1000).toFixed(1)}s`);
    try {
      const response = await post(port);
      await runLoad(target(port), WARMUP);
      const result = await runLoad(target(port), LOAD);
      log(`${name}: ${result.rps} req/s, p99 ${result.p99} ms`);
      return { response, result };
    } finally {
      await stopChild(child);
    }
  };
  const graphql = await measure('GraphQL server', 'src/main.ts');
  if (!graphql.response?.data?.hub?.materials?.items?.length)
    throw new Error(`the server did not answer the hub query: ${JSON.stringify(graphql.response).slice(0, 500)}`);
  const bare = await measure('bare handler', path.join(benchDir, 'bare-hub-server.ts'));
  expectMeasured(bare.response?.data?.hub?.materials?.items?.length, 'the bare handler to list materials', bare.response);
  const sameJson = isDeepStrictEqual(graphql.response, bare.response);
  if (!sameJson) {
    console.error('GraphQL:', JSON.stringify(graphql.response).slice(0, 800));
    console.error('bare:   ', JSON.stringify(bare.response).slice(0, 800));
  }

  // 3. Report.
  const ratio = Math.round((graphql.result.rps / bare.result.rps) * 100) / 100;
  const pad = (v: unknown, n: number) => String(v).padStart(n);
  console.log(
    `\nhub first page (HubHomePageQuery, visitor, 24 of ${visible} visible; ${MATERIALS} published) — ${db.label}, NODE_ENV=production, ${LOAD.connections} keep-alive connections, ${LOAD.requests} requests per run (max ${LOAD.maxSeconds}s)`,
  );
  console.log(`${''.padEnd(18)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`);
  for (const [label, v] of [
    ['GraphQL', graphql.result],
    ['bare node:http', bare.result],
  ] as [string, LoadResult][]) {
    console.log(`${label.padEnd(18)}${pad(v.rps, 9)}${pad(v.p50, 9)}${pad(v.p99, 9)}${pad(v.errors, 8)}`);
  }
  console.log(`  ratio GraphQL/bare req/s: ${ratio}`);
  console.log(`SQL statements per catalogue request: ${sqlStatements.firstPage} (first page), ${sqlStatements.secondPage} (second page, after a cursor)`);
  console.log(`same JSON from both servers: ${sameJson ? 'yes' : 'NO'}`);
  const out = {
    date: new Date().toISOString(),
    database: db.label,
    node: process.version,
    materials: { published: MATERIALS, drafts: DRAFTS, visibleToVisitor: visible },
    load: LOAD,
    sqlStatements,
    sameJson,
    graphql: graphql.result,
    bare: bare.result,
    ratio,
    seconds: (Date.now() - started) / 1000,
  };
  await mkdir(path.join(benchDir, '.out'), { recursive: true });
  await writeFile(path.join(benchDir, '.out/hub-catalogue.json'), `${JSON.stringify(out, null, 2)}\n`);
  log('wrote bench/.out/hub-catalogue.json');
  if (!sameJson) process.exitCode = 1;
} finally {
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
}

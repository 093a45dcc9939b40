/**
 * Benchmark: the viewer query (the app shell's query on every page) through the real server
 * (Hono + Yoga + Pothos + Prisma, NODE_ENV=production) against a bare node:http handler with
 * hand-written SQL on the same data. Prints requests/s and p99 for both and their ratio, and the
 * SQL statements one viewer query costs with 1 and with 50 memberships. Not a test: nothing is
 * asserted about time. Results also go to bench/.out/viewer.json.
 *
 * Run: `npm run bench` at the root. DATABASE_URL set → a fresh database on that PostgreSQL
 * server; otherwise the embedded PGlite in a temp DATA_DIR. Everything listens on 127.0.0.1.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { closeDeps } from '../server/src/deps.js';
import { createAppDeps } from '../server/src/composition.js';
import { type LoadResult, runLoad } from './lib/load.js';
import { freePort, startChild, stopChild } from './lib/procs.js';
import { benchDatabase, openDatabase, seed } from './lib/seed.js';
import { expectMeasured, expectStatements, graphqlData, IN_PROCESS_ORIGIN } from './lib/measured.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(benchDir, '../server');

const VIEWER_QUERY = `{ viewer { user { email name profile { firstName lastName avatarUrl } } company { name slug } role memberships(first: 50) { totalCount edges { node { role company { name slug } } } } } }`;
const LOAD = { requests: Number(process.env.BENCH_REQUESTS ?? 3000), connections: Number(process.env.BENCH_CONNECTIONS ?? 10), maxSeconds: 15 };
const WARMUP = { requests: 300, connections: LOAD.connections, maxSeconds: 4 };

/** The viewer query's answer for `user`: their e-mail and all their memberships, not an error or another host's page. */
function expectViewer(json: any, user: { email: string }, memberships: number, who: string) {
  const viewer = graphqlData(json, who).viewer;
  expectMeasured(viewer?.user?.email === user.email, `${who} to answer for ${user.email}`, json);
  expectMeasured(
    viewer.memberships?.totalCount === memberships && viewer.memberships.edges.length === memberships,
    `${who} to list ${memberships} memberships`,
    viewer.memberships,
  );
}

const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-bench-'));
const db = await benchDatabase(dataDir);
const body = JSON.stringify({ query: VIEWER_QUERY });
const target = (port: number, token: string) => ({
  port,
  path: '/graphql',
  body,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
});
const post = async (port: number, token: string) =>
  (await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: target(port, token).headers, body })).json();

try {
  // 1. Seed, and count SQL statements per viewer query in-process (the N+1 check).
  log(`seeding (${db.label}) in ${dataDir}`);
  const database = await openDatabase(db.target, { countQueries: true });
  const users = await seed(database);
  const deps = createAppDeps(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', ...db.env }), database);
  const app = createApp(deps);
  const statements = async (user: { token: string; email: string }, memberships: number) => {
    const before = database.queryCount();
    const res = await app.fetch(new Request(`${IN_PROCESS_ORIGIN}/graphql`, { method: 'POST', headers: target(0, user.token).headers, body }), {
      ip: '127.0.0.1',
    });
    expectViewer(await res.json(), user, memberships, 'the in-process viewer query');
    return expectStatements(database.queryCount() - before, 'the in-process viewer query');
  };
  await statements(users.one, 1); // warm-up: first use compiles Prisma's query plans
  const sqlStatements = { oneMembership: await statements(users.one, 1), fiftyMemberships: await statements(users.fifty, 50) };
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
    const t0 = Date.now();
    const child = await startChild(script, { cwd: serverDir, env: childEnv(port), port });
    log(`${name} up on 127.0.0.1:${port} after ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    try {
      const responses = { one: await post(port, users.one.token), fifty: await post(port, users.fifty.token) };
      const results: Record<string, LoadResult> = {};
      for (const [key, user] of [
        ['oneMembership', users.one],
        ['fiftyMemberships', users.fifty],
      ] as const) {
        await runLoad(target(port, user.token), WARMUP);
        results[key] = await runLoad(target(port, user.token), LOAD);
        log(`${name}, ${key}: ${results[key].rps} req/s, p99 ${results[key].p99} ms`);
      }
      return { responses, results };
    } finally {
      await stopChild(child);
    }
  };
  const graphql = await measure('GraphQL server', 'src/main.ts');
  const bare = await measure('bare handler', path.join(benchDir, 'bare-viewer-server.ts'));
  const sameJson = isDeepStrictEqual(graphql.responses, bare.responses);
  for (const [name, server] of [
    ['the GraphQL server', graphql],
    ['the bare handler', bare],
  ] as const) {
    expectViewer(server.responses.one, users.one, 1, name);
    expectViewer(server.responses.fifty, users.fifty, 50, name);
  }

  // 3. Report.
  const rows = (['oneMembership', 'fiftyMemberships'] as const).map((key) => ({
    case: key === 'oneMembership' ? '1 membership' : '50 memberships',
    graphql: graphql.results[key]!,
    bare: bare.results[key]!,
    ratio: Math.round((graphql.results[key]!.rps / bare.results[key]!.rps) * 100) / 100,
  }));
  const pad = (v: unknown, n: number) => String(v).padStart(n);
  console.log(
    `\nviewer query — ${db.label}, NODE_ENV=production, ${LOAD.connections} keep-alive connections, ${LOAD.requests} requests per run (max ${LOAD.maxSeconds}s)`,
  );
  console.log(`${''.padEnd(32)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`);
  for (const r of rows) {
    for (const [label, v] of [
      ['GraphQL', r.graphql],
      ['bare node:http', r.bare],
    ] as const) {
      console.log(`${`${label}, ${r.case}`.padEnd(32)}${pad(v.rps, 9)}${pad(v.p50, 9)}${pad(v.p99, 9)}${pad(v.errors, 8)}`);
    }
    console.log(`  ratio GraphQL/bare req/s, ${r.case}: ${r.ratio}${r.ratio >= 0.5 ? '' : '  (below the 0.5 aim)'}`);
  }
  console.log(`SQL statements per viewer query: ${sqlStatements.oneMembership} with 1 membership, ${sqlStatements.fiftyMemberships} with 50`);
  console.log(`same JSON from both servers: ${sameJson ? 'yes' : 'NO'}`);
  const out = {
    date: new Date().toISOString(),
    database: db.label,
    node: process.version,
    load: LOAD,
    sqlStatements,
    sameJson,
    rows,
    seconds: (Date.now() - started) / 1000,
  };
  await mkdir(path.join(benchDir, '.out'), { recursive: true });
  await writeFile(path.join(benchDir, '.out/viewer.json'), `${JSON.stringify(out, null, 2)}\n`);
  log(`wrote bench/.out/viewer.json`);
} finally {
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
}

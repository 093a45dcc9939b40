/**
 * Benchmark (issue 10 §7): the audience table and the dashboard at scale, on PostgreSQL, through
 * the real server (Hono + Yoga + Pothos + Prisma, NODE_ENV=production). Two companies in one fresh
 * database: a big one (100,000 learners, 2,000,000 activity events over 400 days) and a small one
 * (1,000 learners, 20,000 events), the same shape (lib/audience-seed.ts: set-based SQL, the
 * activity log's secondary indexes built once after the load), their rollups made by the rollups
 * module's own `rebuildRollups` (timed; its transaction limit lifted so a slow machine
 * reports the time instead of failing), then VACUUM (ANALYZE) as autovacuum would have. Then,
 * one request at a time, alternating the two companies so both see the same machine load:
 *
 * - `audience` (the table's default sort, most recent activity first; 10 a page): the first page
 *   filtered by At Risk and a learning-start range, and a deep page (5,000 on the big company,
 *   50 on the small one: the same depth relative to its size) — see DEEP_FILTER for its filter;
 * - `dashboard(period:)` for WEEK, MONTH, YEAR and ALL_TIME (the dashboard page's own query text,
 *   read from Relay's artifact: what useLiveDashboard refetches).
 *
 * Prints p50/p99 of each, the ratio big/small, and the targets next to them (not asserted):
 * dashboard ratio ≤ 2×, audience page p99 ≤ 50 ms. When an audience page misses its target,
 * the SQL it sent (caught from Prisma's query events, in-process) is run again under
 * EXPLAIN (ANALYZE, BUFFERS) with the server's session settings (POSTGRES_SESSION_SETTINGS) and
 * with PostgreSQL's defaults, and the plans
 * go to bench/.out/analytics-explain.txt. Results go to bench/.out/analytics.json. About 5 min
 * on the 2-core dev machine (seeding ≈ 1 min, the big rebuild 1.5–3.5 min).
 *
 * Env: BENCH_LEARNERS (100000; the small company has 1 %), BENCH_EVENTS (2000000),
 * BENCH_REQUESTS (100 per company at most), BENCH_PAIR_SECONDS (20 per query, at least 5
 * requests), BENCH_DEEP_PAGE (5000).
 *
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:analytics` at the
 * root. A fresh database `lh_bench_*` is made on that server and dropped at the end. Without
 * DATABASE_URL it says so and exits (2,000,000 rows are for PostgreSQL, not the embedded PGlite).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { POSTGRES_SESSION_SETTINGS } from '../server/src/db/database.js';
import { closeDeps } from '../server/src/deps.js';
import { createAppDeps } from '../server/src/composition.js';
import { dashboard, type PeriodOption } from '../server/src/modules/analytics/index.js';
import { REBUILD_TRANSACTION_LIMIT_MS, type SeededAudience, seedAudience, staffTokens, timedRebuild, withIndexesDropped } from './lib/audience-seed.js';
import { freePort, startChild, stopChild } from './lib/procs.js';
import { benchDatabase, openDatabase } from './lib/seed.js';
import { ratio, type Stats, stats } from './lib/stats.js';
import { clientOperation } from './lib/client-operation.js';
import { expectMeasured, expectStatements, graphqlData, IN_PROCESS_ORIGIN } from './lib/measured.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(benchDir, '../server');

const BIG = { learners: Number(process.env.BENCH_LEARNERS ?? 100_000), events: Number(process.env.BENCH_EVENTS ?? 2_000_000), days: 400 };
const SMALL = { learners: Math.round(BIG.learners / 100), events: Math.round(BIG.events / 100), days: 400 };
const TIME_ZONE = 'Europe/Berlin';
/** Per measured query: at most this many requests per company, at least MIN_REQUESTS, and this many seconds for the pair. */
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const MIN_REQUESTS = 5;
const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 20);
const PAGE_SIZE = 10;
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 5000);
const TARGET = { dashboardRatio: 2, audienceP99: 50 };

const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

if (!process.env.DATABASE_URL) {
  console.log('analytics bench: skipped — it needs PostgreSQL (DATABASE_URL=postgres://…; a fresh database is made there and dropped).');
  process.exit(0);
}

/** Every column of the audience table (audience.md §3), as a page of it would ask. */
const AUDIENCE = `query AudienceBench($filter: AudienceFilter, $page: Int, $pageSize: Int) {
  audience(filter: $filter, page: $page, pageSize: $pageSize, sort: RECENT_ACTIVITY, direction: DESC) {
    totalCount page pageSize totalPages computedAt timeZone
    records { id userId name firstName lastName email imageUrl activityStatus statusReason completionRate studySeconds
      learningStart recentActivity uniqueVisits opens completions satisfactionScore learningGroups filesUploaded }
  }
}`;

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** The first page's filter: At Risk, learning started between 365 and 30 days ago. */
const FIRST_FILTER = { statuses: ['AT_RISK'], learningStartFrom: isoDay(365), learningStartTo: isoDay(30) };
/**
 * The deep page's: the same. Page 5,000 at 10 a page needs 49,991+ matches; the seed's shape gives
 * the big company ~58,000 for it (printed below), so the deep page is the same filtered table.
 */
const DEEP_FILTER = FIRST_FILTER;

type Company = SeededAudience & { token: string; rollupMs: number };

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-bench-analytics-'));
const db = await benchDatabase(dataDir);
try {
  // 1. Seed both companies (set-based SQL), then their rollups with the module's rebuild.
  log(`seeding ${BIG.learners} + ${SMALL.learners} learners, ${BIG.events} + ${SMALL.events} events (${db.label}) in ${dataDir}`);
  const database = await openDatabase(db.target);
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  client.on('error', (e) => log(`bench connection: ${e.message}`)); // e.g. the database dropped after a failure
  await client.connect();
  const seeded = {} as Record<'big' | 'small', SeededAudience>;
  const indexMs = await withIndexesDropped(client, 'ActivityEvent', async () => {
    seeded.big = await seedAudience(client, { ...BIG, slug: 'bench-big', name: 'Bench big', timeZone: TIME_ZONE, seed: 1, log });
    seeded.small = await seedAudience(client, { ...SMALL, slug: 'bench-small', name: 'Bench small', timeZone: TIME_ZONE, seed: 2, log });
  });
  log(`ActivityEvent's indexes built again in ${(indexMs / 1000).toFixed(1)}s`);
  const companies = {} as Record<'big' | 'small', Company>;
  for (const key of ['big', 'small'] as const) {
    const rollupMs = await timedRebuild(database.prisma, seeded[key].companyId);
    log(
      `  bench-${key}: rebuildRollups in ${(rollupMs / 1000).toFixed(1)}s${rollupMs > REBUILD_TRANSACTION_LIMIT_MS ? ` (over its ${REBUILD_TRANSACTION_LIMIT_MS / 1000} s transaction limit)` : ''}`,
    );
    const [token] = await staffTokens(database.prisma, seeded[key].companyId, `bench-${key}`, 1);
    companies[key] = { ...seeded[key], token: token!, rollupMs };
  }
  const t0 = performance.now();
  // Every table: the rollup tables added since this bench was written (the period rollups among
  // them) were left without statistics, and the planner, guessing one row, sorted all 90,000 of
  // a year's learners for Most Engaged Users (470 ms) where with statistics it reads six (0.3 ms).
  await client.query('VACUUM (ANALYZE)');
  const vacuumMs = Math.round(performance.now() - t0);
  log(`VACUUM (ANALYZE) in ${(vacuumMs / 1000).toFixed(1)}s`);
  const shape = async (companyId: string) => {
    const { rows } = await client.query(
      `SELECT (SELECT COUNT(*) FROM "Learner" WHERE "companyId" = $1)::int AS "learners",
         (SELECT COUNT(*) FROM "Learner" WHERE "companyId" = $1 AND "learningStartAt" IS NOT NULL)::int AS "active",
         (SELECT COUNT(*) FROM "ActivityEvent" WHERE "companyId" = $1)::int AS "events",
         (SELECT COUNT(*) FROM "Progress" WHERE "companyId" = $1)::int AS "progress",
         (SELECT COUNT(*) FROM "Progress" WHERE "companyId" = $1 AND "nextDueDay" IS NOT NULL)::int AS "withDueDay",
         (SELECT COUNT(*) FROM "Progress" WHERE "companyId" = $1 AND "belowPassMark")::int AS "belowPassMark",
         (SELECT COUNT(*) FROM "LearnerActiveDay" WHERE "companyId" = $1)::int AS "learnerActiveDays",
         (SELECT COUNT(*) FROM "ActivityDaily" WHERE "companyId" = $1)::int AS "activityDays"`,
      [companyId],
    );
    return rows[0] as Record<string, number>;
  };
  const shapes = { big: await shape(companies.big.companyId), small: await shape(companies.small.companyId) };
  await database.close();

  // 2. The real server.
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: 'false',
    ...db.env,
  };
  const child = await startChild('src/main.ts', { cwd: serverDir, env, port });
  log(`server up on 127.0.0.1:${port}`);
  const gql = async (token: string, query: string, variables: unknown): Promise<{ ms: number; json: any }> => {
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const json = await res.json();
    const ms = performance.now() - t;
    if (res.status !== 200 || json.errors) throw new Error(`GraphQL error (${res.status}): ${JSON.stringify(json).slice(0, 500)}`);
    return { ms, json };
  };

  type Spec = { label: string; kind: 'audience' | 'dashboard'; query: string; vars: { big: unknown; small: unknown }; pick: (data: any) => unknown };
  type Pair = {
    label: string;
    kind: Spec['kind'];
    big: Stats;
    small: Stats;
    ratioP50: number | null;
    ratioP99: number | null;
    answer: { big: unknown; small: unknown };
  };
  /** One request at a time, big and small in turn, after three warm-ups each. */
  const measure = async (spec: Spec, seconds: number): Promise<Pair> => {
    // Warm-up (Prisma's and PostgreSQL's caches): three each, one when a request takes seconds.
    for (let i = 0; i < 3; i++) {
      const slow = (await gql(companies.big.token, spec.query, spec.vars.big)).ms > 1000;
      await gql(companies.small.token, spec.query, spec.vars.small);
      if (slow) break;
    }
    const ms = { big: [] as number[], small: [] as number[] };
    const answer = { big: null as unknown, small: null as unknown };
    const deadline = performance.now() + seconds * 1000;
    while (ms.big.length < MAX_REQUESTS && (ms.big.length < MIN_REQUESTS || performance.now() < deadline))
      for (const k of ['big', 'small'] as const) {
        const r = await gql(companies[k].token, spec.query, spec.vars[k]);
        ms[k].push(r.ms);
        answer[k] = spec.pick(r.json.data);
      }
    // Measured on real answers: learners on the audience page, users on the all-time dashboard.
    for (const k of ['big', 'small'] as const) {
      const a = answer[k] as { rows?: number; totalUsers?: number };
      if (spec.kind === 'audience') expectMeasured((a.rows ?? 0) > 0, `${spec.label} (${k}) to list learners`, a);
      else if (spec.label.includes('ALL_TIME')) expectMeasured((a.totalUsers ?? 0) > 0, `${spec.label} (${k}) to count users`, a);
    }
    const big = stats(ms.big);
    const small = stats(ms.small);
    log(`${spec.label}: big p50 ${big.p50} p99 ${big.p99} ms, small p50 ${small.p50} p99 ${small.p99} ms (${big.n} each)`);
    return { label: spec.label, kind: spec.kind, big, small, ratioP50: ratio(big.p50, small.p50), ratioP99: ratio(big.p99, small.p99), answer };
  };
  const missesTarget = (p: Pair) => (p.kind === 'audience' ? p.big.p99 > TARGET.audienceP99 : (p.ratioP50 ?? 0) > TARGET.dashboardRatio);

  const smallDeep = Math.round(DEEP_PAGE / 100);
  const pickAudience = (d: any) => ({ totalCount: d.audience.totalCount, rows: d.audience.records.length, first: d.audience.records[0]?.statusReason });
  const DASHBOARD = clientOperation('DashboardPageQuery').text;
  const specs: Spec[] = [
    {
      label: 'audience, first page (At Risk + learning start range)',
      kind: 'audience',
      query: AUDIENCE,
      vars: { big: { filter: FIRST_FILTER, page: 1, pageSize: PAGE_SIZE }, small: { filter: FIRST_FILTER, page: 1, pageSize: PAGE_SIZE } },
      pick: pickAudience,
    },
    {
      label: `audience, page ${DEEP_PAGE} (small: page ${smallDeep}), same filter`,
      kind: 'audience',
      query: AUDIENCE,
      vars: { big: { filter: DEEP_FILTER, page: DEEP_PAGE, pageSize: PAGE_SIZE }, small: { filter: DEEP_FILTER, page: smallDeep, pageSize: PAGE_SIZE } },
      pick: pickAudience,
    },
    ...['WEEK', 'MONTH', 'YEAR', 'ALL_TIME'].map(
      (period): Spec => ({
        label: `dashboard(period: ${period})`,
        kind: 'dashboard',
        query: DASHBOARD,
        vars: { big: { period }, small: { period } },
        pick: (d: any) => ({
          totalUsers: d.dashboard.totalUsers.value,
          hoursLearned: d.dashboard.hoursLearned.value,
          avgCompletionRate: d.dashboard.avgCompletionRate.value,
          addedUsers: d.dashboard.addedUsers.value,
        }),
      }),
    ),
  ];

  const pairs: Pair[] = [];
  let statusCounts: Record<string, Record<string, number>> = {};
  try {
    // What the filters match (and the status mix), through the real query.
    statusCounts = { big: {}, small: {} };
    for (const k of ['big', 'small'] as const)
      for (const [name, filter] of Object.entries({
        all: {},
        ENGAGED: { statuses: ['ENGAGED'] },
        NEUTRAL: { statuses: ['NEUTRAL'] },
        AT_RISK: { statuses: ['AT_RISK'] },
        firstPageFilter: FIRST_FILTER,
        deepPageFilter: DEEP_FILTER,
      }))
        statusCounts[k]![name] = (await gql(companies[k].token, AUDIENCE, { filter, page: 1, pageSize: 1 })).json.data.audience.totalCount;
    log(`matches: ${JSON.stringify(statusCounts)}`);
    if (statusCounts.big!.deepPageFilter! < DEEP_PAGE * PAGE_SIZE)
      throw new Error(`the deep page's filter matches ${statusCounts.big!.deepPageFilter} learners: page ${DEEP_PAGE} would be empty`);
    for (const spec of specs) pairs.push(await measure(spec, PAIR_SECONDS));
  } finally {
    await stopChild(child);
  }

  // 2b. The computation behind a dashboard answer, without the shared memo the API serves it
  // through (dashboard-memo.ts): what the first viewer of a window waits, and what the company's
  // next activity costs once for everyone. In-process (the module's own dashboard() and both
  // tables, as the page asks for them), big and small in turn.
  {
    const coldDb = await openDatabase(db.target, { migrate: false });
    const coldDeps = createAppDeps(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', ...db.env }), coldDb);
    const actor = (k: 'big' | 'small') => ({ userId: randomUUID(), sessionId: 'bench', companyId: companies[k].companyId, role: 'OWNER' as const });
    const compute = async (k: 'big' | 'small', option: PeriodOption) => {
      const t0 = performance.now();
      const d = await dashboard(coldDeps, actor(k), option);
      await Promise.all([d.tables.content(null), d.tables.engagedUsers()]);
      return { ms: performance.now() - t0, d };
    };
    for (const option of ['week', 'month', 'year', 'all_time'] as const) {
      await compute('big', option);
      await compute('small', option);
      const ms = { big: [] as number[], small: [] as number[] };
      const answer = { big: null as unknown, small: null as unknown };
      const deadline = performance.now() + PAIR_SECONDS * 1000;
      while (ms.big.length < MAX_REQUESTS && (ms.big.length < MIN_REQUESTS || performance.now() < deadline))
        for (const k of ['big', 'small'] as const) {
          const r = await compute(k, option);
          ms[k].push(r.ms);
          answer[k] = { totalUsers: r.d.totalUsers.value, addedUsers: r.d.addedUsers.value };
        }
      const big = stats(ms.big);
      const small = stats(ms.small);
      const label = `dashboard computed, not shared (${option})`;
      log(`${label}: big p50 ${big.p50} p99 ${big.p99} ms, small p50 ${small.p50} p99 ${small.p99} ms (${big.n} each)`);
      pairs.push({ label, kind: 'dashboard', big, small, ratioP50: ratio(big.p50, small.p50), ratioP99: ratio(big.p99, small.p99), answer });
    }
    await closeDeps(coldDeps);
  }

  // 3. Where an audience page's time goes when it misses its target: the request's statements
  // (caught from Prisma's query events, in-process, big company) again under EXPLAIN (ANALYZE,
  // BUFFERS) — as the server runs them (its sessions' settings, server/src/db/database.ts),
  // then with PostgreSQL's defaults (JIT and parallel workers on), in transactions rolled back.
  type Variant = { executionMs: number; jitMs: number; plan: string };
  type Explained = { sql: string; requestMs: number; asServed: Variant; postgresDefaults: Variant };
  const explained: { label: string; statements: Explained[] }[] = [];
  const missed = specs.filter((spec) => spec.kind === 'audience' && missesTarget(pairs.find((p) => p.label === spec.label)!));
  if (missed.length) {
    const traced = await openDatabase(db.target, { migrate: false, countQueries: true });
    const caught: { query: string; params: string; duration: number }[] = [];
    (traced.prisma as unknown as { $on(e: 'query', cb: (e: { query: string; params: string; duration: number }) => void): void }).$on('query', (e) =>
      caught.push(e),
    );
    const deps = createAppDeps(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', ...db.env }), traced);
    const app = createApp(deps);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${companies.big.token}` };
    const explain = async (sql: string, params: unknown[], setup: string[] = []): Promise<Variant> => {
      await client.query('BEGIN');
      try {
        for (const statement of setup) await client.query(statement);
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        return {
          executionMs: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0),
          jitMs: Number(/Timing: .*Total ([\d.]+) ms/.exec(plan)?.[1] ?? 0),
          plan,
        };
      } finally {
        await client.query('ROLLBACK');
      }
    };
    for (const spec of missed) {
      const body = JSON.stringify({ query: spec.query, variables: spec.vars.big });
      await app.fetch(new Request(`${IN_PROCESS_ORIGIN}/graphql`, { method: 'POST', headers, body }), { ip: '127.0.0.1' }); // warm-up
      caught.length = 0;
      const res = await app.fetch(new Request(`${IN_PROCESS_ORIGIN}/graphql`, { method: 'POST', headers, body }), { ip: '127.0.0.1' });
      expectMeasured(graphqlData(await res.json(), spec.label).audience?.records?.length > 0, `${spec.label} in-process to list learners`);
      expectStatements(caught.length, `${spec.label} in-process`);
      const statements: Explained[] = [];
      for (const q of caught) {
        if (/^(BEGIN|COMMIT|ROLLBACK)/.test(q.query)) continue;
        // Prisma logs dates as "YYYY-MM-DD hh:mm:ss.sss UTC"; PostgreSQL reads them with a Z.
        const params = (JSON.parse(q.params) as unknown[]).map((v) =>
          typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(v) ? v.replace(' UTC', 'Z') : v,
        );
        statements.push({
          sql: q.query,
          requestMs: q.duration,
          asServed: await explain(
            q.query,
            params,
            Object.entries(POSTGRES_SESSION_SETTINGS).map(([name, value]) => `SET LOCAL ${name} = ${value}`),
          ),
          postgresDefaults: await explain(q.query, params),
        });
      }
      statements.sort((a, b) => b.asServed.executionMs - a.asServed.executionMs);
      explained.push({ label: spec.label, statements });
    }
    await closeDeps(deps);
    const text = explained
      .map(
        (e) =>
          `### ${e.label}\n\n${e.statements
            .map(
              (x) =>
                `-- ${Math.round(x.requestMs)} ms in the request\n${x.sql}\n\n-- as the server runs it (${JSON.stringify(POSTGRES_SESSION_SETTINGS)})\n${x.asServed.plan}\n\n-- with PostgreSQL's defaults\n${x.postgresDefaults.plan}\n`,
            )
            .join('\n')}`,
      )
      .join('\n\n');
    await mkdir(path.join(benchDir, '.out'), { recursive: true });
    await writeFile(path.join(benchDir, '.out/analytics-explain.txt'), text);
    log('wrote bench/.out/analytics-explain.txt');
  }
  await client.end();

  // 4. Report.
  const pad = (v: unknown, n: number) => String(v ?? '–').padStart(n);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nanalytics at scale — ${db.label}, NODE_ENV=production, one request at a time, big and small in turn`);
  for (const k of ['big', 'small'] as const) {
    const c = companies[k];
    console.log(
      `${k === 'big' ? 'big  ' : 'small'}: ${JSON.stringify(shapes[k])}; seeded in ${s(c.steps.reduce((a, b) => a + b.ms, 0))} (${c.steps.map((x) => `${x.label} ${s(x.ms)}`).join(', ')}); rebuildRollups ${s(c.rollupMs)}${c.rollupMs > REBUILD_TRANSACTION_LIMIT_MS ? ` — OVER its ${REBUILD_TRANSACTION_LIMIT_MS / 1000} s transaction limit: \`npm run analytics:rebuild\` would fail here` : ''}`,
    );
  }
  console.log(`ActivityEvent's indexes built after the load ${s(indexMs)}; VACUUM (ANALYZE) ${s(vacuumMs)}; matches: ${JSON.stringify(statusCounts)}`);
  console.log(`filters: first page ${JSON.stringify(FIRST_FILTER)}; deep page the same (page ${DEEP_PAGE} big, ${Math.round(DEEP_PAGE / 100)} small)`);
  console.log(
    `${''.padEnd(58)}${pad('n', 5)}${pad('big p50', 10)}${pad('big p99', 10)}${pad('small p50', 11)}${pad('small p99', 11)}${pad('×p50', 8)}${pad('×p99', 8)}  target`,
  );
  for (const p of pairs) {
    const target =
      p.kind === 'audience'
        ? `p99 ≤ ${TARGET.audienceP99} ms: ${p.big.p99 <= TARGET.audienceP99 ? 'met' : 'MISSED'}`
        : `ratio ≤ ${TARGET.dashboardRatio}×: ${(p.ratioP50 ?? 0) <= TARGET.dashboardRatio ? 'met' : 'MISSED'} (p50)`;
    console.log(
      `${p.label.padEnd(58)}${pad(p.big.n, 5)}${pad(p.big.p50, 10)}${pad(p.big.p99, 10)}${pad(p.small.p50, 11)}${pad(p.small.p99, 11)}${pad(p.ratioP50, 8)}${pad(p.ratioP99, 8)}  ${target}`,
    );
  }
  for (const p of pairs) console.log(`  ${p.label}: big ${JSON.stringify(p.answer.big)}, small ${JSON.stringify(p.answer.small)}`);
  for (const e of explained) {
    console.log(`EXPLAIN (ANALYZE) of ${e.label}, big company, slowest first (plans in bench/.out/analytics-explain.txt):`);
    console.log(`  ${'execution ms'.padStart(12)}${'PG defaults'.padStart(13)}${'of it JIT'.padStart(11)}  statement`);
    for (const x of e.statements.slice(0, 4))
      console.log(
        `  ${pad(x.asServed.executionMs, 12)}${pad(x.postgresDefaults.executionMs, 13)}${pad(x.postgresDefaults.jitMs, 11)}  ${x.sql.replace(/\s+/g, ' ').trim().slice(0, 90)}…`,
      );
  }
  const out = {
    date: new Date().toISOString(),
    database: db.label,
    node: process.version,
    sizes: { big: BIG, small: SMALL },
    shapes,
    seeding: Object.fromEntries(Object.entries(companies).map(([k, c]) => [k, { steps: c.steps, rebuildRollupsMs: c.rollupMs }])),
    activityEventIndexesMs: indexMs,
    vacuumMs,
    matches: statusCounts,
    filters: { firstPage: FIRST_FILTER, deepPage: DEEP_FILTER, deepPage_big: DEEP_PAGE, deepPage_small: Math.round(DEEP_PAGE / 100), pageSize: PAGE_SIZE },
    targets: TARGET,
    results: pairs,
    explained,
    seconds: (Date.now() - started) / 1000,
  };
  await mkdir(path.join(benchDir, '.out'), { recursive: true });
  await writeFile(path.join(benchDir, '.out/analytics.json'), `${JSON.stringify(out, null, 2)}\n`);
  log('wrote bench/.out/analytics.json');
} finally {
  // BENCH_KEEP=1 keeps the seeded database for a look with psql (drop it by hand afterwards).
  if (process.env.BENCH_KEEP) log(`kept the database: ${db.env.DATABASE_URL ?? dataDir}`);
  else {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * A company's audience at scale, for the analytics benchmarks: learners, their progress and their
 * activity log, written by set-based SQL (`INSERT … SELECT … FROM generate_series`) on PostgreSQL,
 * so 2,000,000 events take a minute or two rather than hours of single inserts. The rollups are
 * left to the caller (`rebuildRollups`, what the live path would have made).
 *
 * The shape, the same at every size (the draws are hashes of the row number and a seed: every run, the same data):
 * - 10 % of the learners never did anything (no events, no progress, no learning start).
 * - Every other learner has a window of activity: learning start uniform over the last `days`
 *   days; last activity skewed towards now (idle = age × u^2.5), so a share is Engaged, a share
 *   Neutral and most are At Risk by inactivity, as in a real customer base.
 * - The events are spread over the learners' windows (each learner's first event at its
 *   learning start, its last at its last activity, the rest uniform in between), in
 *   `occurredAt` order as an append-only log would be: 15 % opens, 30 % step views, 18 % step
 *   completions, 10 % answers, 20 % study time (30–600 s), 3 % completions, 2 % uploads, 2 %
 *   satisfaction scores.
 * - 1–6 progress rows per active learner over 40 published materials (15 paths, 15
 *   walkthroughs, 10 docs); 45 % completed. Three paths have a step due in the past and two in
 *   the future: an unfinished row of those carries `nextDueDay` (the past ones make At Risk).
 *   Four paths have a pass mark: 20 % of their completed rows are `belowPassMark`.
 * - `Learner.studySeconds` is the sum of the learner's study-time events.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../../server/src/db/database.js';
import { hashToken, newToken } from '../../server/src/lib/tokens.js';
import { localDay, REBUILD_TIMEOUT_MS, rebuildRollups } from '../../server/src/modules/analytics/index.js';
import { passMarkConfig, QUIZ_STEPS } from '../../server/src/modules/progress/progress.test-helpers.js';

export const MATERIALS = { paths: 15, walkthroughs: 15, docs: 10 } as const;
const M = MATERIALS.paths + MATERIALS.walkthroughs + MATERIALS.docs;
/** Paths 1–3 have a step due this many days ago, paths 4–5 due in this many days. */
const DUE_PAST = [45, 20, 5];
const DUE_FUTURE = [14, 60];
const PASS_MARK_PATHS = [6, 7, 8, 9];

export type AudienceSize = { learners: number; events: number; days: number };
export type SeededAudience = { companyId: string; slug: string; timeZone: string; active: number; steps: { label: string; ms: number }[] };

const dayOffset = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Path steps: the progress tests' QUIZ path, its first two steps due on `due` (null: none). */
function pathSteps(due: string | null) {
  return QUIZ_STEPS.map((s, i) => ({ ...s, dueDate: due && i < 2 ? due : '' }));
}

/**
 * Creates the company `slug` and seeds it. `client` is one connection (the temp tables live
 * there). `seed` (a small whole number) picks the draws: the same seed, the same data.
 */
export async function seedAudience(
  client: pg.Client,
  opts: AudienceSize & { slug: string; name: string; timeZone: string; seed: number; log?: (msg: string) => void },
): Promise<SeededAudience> {
  const steps: SeededAudience['steps'] = [];
  const timed = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const r = await client.query(sql, params);
    const ms = Math.round(performance.now() - t0);
    steps.push({ label, ms });
    opts.log?.(`  ${opts.slug}: ${label} (${r.rowCount ?? 0} rows) in ${(ms / 1000).toFixed(1)}s`);
    return r;
  };
  const today = localDay(new Date(), opts.timeZone);
  await client.query(`SET work_mem = '256MB'`);
  // Bulk load: the rows are consistent by construction, so the per-row foreign-key triggers (three
  // per event) are skipped for this session — PostgreSQL's own advice for loading data (needs a
  // superuser, as the local bench cluster's postgres is). Indexes and constraints stay.
  await client.query(`SET session_replication_role = replica`);
  // rnd(n, salt): a uniform draw in [0, 1) from a hash — immutable, so PostgreSQL may evaluate a
  // column as often as it likes and always gets the same value (random() would not).
  await client.query(`CREATE OR REPLACE FUNCTION pg_temp.rnd(n bigint, salt int) RETURNS float8 LANGUAGE sql IMMUTABLE
    AS 'SELECT (hashint8(n * 64 + salt + ${opts.seed * 1_000_003})::float8 + 2147483648) / 4294967296'`);

  const { rows: company } = await client.query<{ id: string }>(
    `INSERT INTO "Company" ("id", "slug", "name", "timeZone", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, now()) RETURNING "id"`,
    [opts.slug, opts.name, opts.timeZone],
  );
  const companyId = company[0]!.id;

  // Materials: index 1..40 (paths, walkthroughs, docs), with the paths' due dates and pass marks.
  const materials = Array.from({ length: M }, (_, k) => {
    const i = k + 1;
    const kind = i <= MATERIALS.paths ? 'PATH' : i <= MATERIALS.paths + MATERIALS.walkthroughs ? 'WALKTHROUGH' : 'DOC';
    const due = i <= 3 ? dayOffset(today, -DUE_PAST[i - 1]!) : i <= 5 ? dayOffset(today, DUE_FUTURE[i - 4]!) : null;
    const data = kind === 'PATH' ? pathSteps(due) : [{ id: 1, name: 'Step 1', title: 'Step 1', description: '', layers: [] }];
    return { i, kind, due, data, config: PASS_MARK_PATHS.includes(i) ? passMarkConfig('80') : [] };
  });
  await client.query(
    `INSERT INTO "LearningMaterial" ("id", "companyId", "kind", "status", "visibility", "slug", "name", "publishedData", "publishedConfig",
       "publishedRevision", "publishedAt", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, m."kind"::"MaterialKind", 'PUBLISHED', 'PUBLIC', 'm-' || m."i", 'Material ' || m."i", m."data", m."config", 1, now(), now()
     FROM jsonb_to_recordset($2::jsonb) AS m("i" int, "kind" text, "data" jsonb, "config" jsonb)`,
    [companyId, JSON.stringify(materials)],
  );
  await client.query(`
    DROP TABLE IF EXISTS bench_mat, bench_learner, bench_active;
    CREATE TEMP TABLE bench_mat ("i" int PRIMARY KEY, "id" uuid, "due" date, "passMark" boolean)`);
  await client.query(
    `INSERT INTO bench_mat SELECT m."i", lm."id", m."due", m."passMark"
     FROM jsonb_to_recordset($2::jsonb) AS m("i" int, "due" date, "passMark" boolean)
     JOIN "LearningMaterial" lm ON lm."companyId" = $1::uuid AND lm."slug" = 'm-' || m."i"`,
    [companyId, JSON.stringify(materials.map((m) => ({ i: m.i, due: m.due, passMark: PASS_MARK_PATHS.includes(m.i) })))],
  );

  // Learners: 10 % never active; the others' windows [startAt, endAt] within the last `days` days.
  await timed(
    'learners',
    `CREATE TEMP TABLE bench_learner AS
     SELECT i, gen_random_uuid() AS "id", pg_temp.rnd(i, 1) >= 0.1 AS "active", s."startAt",
       now() - (now() - s."startAt") * power(pg_temp.rnd(i, 2), 2.5) AS "endAt",
       1 + floor(pg_temp.rnd(i, 3) * 6)::int AS "nmat", floor(pg_temp.rnd(i, 4) * ${M})::int AS "k"
     FROM generate_series(1, $1::int) i
     CROSS JOIN LATERAL (SELECT now() - pg_temp.rnd(i, 5) * make_interval(days => $2::int) AS "startAt") s`,
    [opts.learners, opts.days],
  );
  await client.query(`
    CREATE TEMP TABLE bench_active AS SELECT row_number() OVER (ORDER BY i)::int AS "r", * FROM bench_learner WHERE "active";
    CREATE UNIQUE INDEX ON bench_active ("r"); ANALYZE bench_active`);
  const { rows: counted } = await client.query<{ n: number }>('SELECT COUNT(*)::int AS "n" FROM bench_active');
  const active = counted[0]!.n;
  const FIRST = [
    'Ada',
    'Ben',
    'Chloé',
    'Dario',
    'Emma',
    'Farid',
    'Greta',
    'Hiro',
    'Ines',
    'Jonas',
    'Kofi',
    'Lena',
    'Mateo',
    'Nora',
    'Omar',
    'Priya',
    'Quinn',
    'Rosa',
    'Sven',
    'Tara',
  ];
  const LAST = ['Ahmed', 'Berg', 'Costa', 'Dubois', 'Evans', 'Fischer', 'García', 'Hansen', 'Ito', 'Jensen', 'Kim', 'López', 'Müller', 'Novak', 'Okafor'];
  await timed(
    'Learner rows',
    `INSERT INTO "Learner" ("id", "companyId", "email", "firstName", "lastName", "learningGroups", "learningStartAt", "lastActivityAt", "createdAt")
     SELECT l."id", $1::uuid, 'learner' || l.i || '@bench.example', ($2::text[])[1 + l.i % ${FIRST.length}], ($3::text[])[1 + (l.i * 7) % ${LAST.length}],
       ARRAY['Group ' || (1 + l.i % 12)],
       CASE WHEN l."active" THEN l."startAt" END, CASE WHEN l."active" THEN l."endAt" END,
       CASE WHEN l."active" THEN l."startAt" ELSE now() - pg_temp.rnd(l.i, 6) * make_interval(days => $4::int) END
     FROM bench_learner l`,
    [companyId, FIRST, LAST, opts.days],
  );

  // The activity log, in time order. The first `active` events are each learner's first, the next
  // `active` its last; every learner's events are on its own materials (the progress rows below).
  await timed(
    'ActivityEvent rows',
    `INSERT INTO "ActivityEvent" ("companyId", "learnerId", "materialId", "type", "stepId", "value", "occurredAt")
     SELECT $1::uuid, a."id", m."id", e."type"::"ActivityType",
       CASE WHEN e."type" IN ('STEP_VIEWED', 'STEP_COMPLETED', 'ANSWER', 'UPLOAD') THEN (1 + x.g % 3)::text END,
       CASE e."type" WHEN 'MINUTES' THEN 30 + floor(x.t * 570)::int WHEN 'STEP_VIEWED' THEN 1 + x.g % 3 WHEN 'SATISFACTION' THEN 1 + x.g % 5 END,
       CASE WHEN x.g < $3 THEN a."startAt" WHEN x.g < 2 * $3 THEN a."endAt" ELSE a."startAt" + x.t * (a."endAt" - a."startAt") END AS "at"
     FROM (
       SELECT g, CASE WHEN g < 2 * $3 THEN g % $3 + 1 ELSE 1 + floor(pg_temp.rnd(g, 7) * $3)::int END AS "r",
         pg_temp.rnd(g, 8) AS "u", pg_temp.rnd(g, 9) AS "t"
       FROM generate_series(0, $2::int - 1) g) x
     JOIN bench_active a ON a."r" = x."r"
     JOIN bench_mat m ON m."i" = 1 + (a."k" + (x.g % a."nmat") * 7) % ${M}
     CROSS JOIN LATERAL (SELECT CASE WHEN x.g < $3 THEN 'OPEN' WHEN x.u < 0.15 THEN 'OPEN' WHEN x.u < 0.45 THEN 'STEP_VIEWED'
       WHEN x.u < 0.63 THEN 'STEP_COMPLETED' WHEN x.u < 0.73 THEN 'ANSWER' WHEN x.u < 0.93 THEN 'MINUTES' WHEN x.u < 0.96 THEN 'COMPLETED'
       WHEN x.u < 0.98 THEN 'UPLOAD' ELSE 'SATISFACTION' END AS "type") e
     ORDER BY "at"`,
    [companyId, opts.events, active],
  );

  // Progress: 1–6 materials per active learner (the same as its events'), 45 % completed.
  await timed(
    'Progress rows',
    `INSERT INTO "Progress" ("id", "companyId", "learnerId", "materialId", "status", "seconds", "minutes", "opens", "completedAt",
       "nextDueDay", "belowPassMark", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, p."learnerId", p."materialId", CASE WHEN p."done" THEN 'COMPLETED' ELSE 'IN_PROGRESS' END::"ProgressStatus",
       p."seconds", p."seconds" / 60, p."opens", CASE WHEN p."done" THEN p."endAt" END,
       CASE WHEN NOT p."done" THEN p."due" END, p."done" AND p."passMark" AND pg_temp.rnd(p."n", 12) < 0.2, p."startAt", p."endAt"
     FROM (
       SELECT a."r" * 8 + j AS "n", a."id" AS "learnerId", m."id" AS "materialId", pg_temp.rnd(a."r" * 8 + j, 10) < 0.45 AS "done",
         floor(pg_temp.rnd(a."r" * 8 + j, 11) * 3600)::int AS "seconds", 1 + (a."r" + j) % 5 AS "opens", m."due", m."passMark", a."startAt", a."endAt"
       FROM bench_active a CROSS JOIN LATERAL generate_series(0, a."nmat" - 1) j
       JOIN bench_mat m ON m."i" = 1 + (a."k" + j * 7) % ${M}) p`,
    [companyId],
  );
  await timed(
    'Learner risk facts',
    `UPDATE "Learner" l SET "riskDueDay" = f."due", "pathsBelowPassMark" = f."below"
     FROM (SELECT "learnerId", MIN("nextDueDay") AS "due", (COUNT(*) FILTER (WHERE "belowPassMark"))::int AS "below"
           FROM "Progress" WHERE "companyId" = $1::uuid AND ("nextDueDay" IS NOT NULL OR "belowPassMark") GROUP BY 1) f
     WHERE l."id" = f."learnerId"`,
    [companyId],
  );
  await timed(
    'Learner.studySeconds',
    `UPDATE "Learner" l SET "studySeconds" = s."seconds", "studyMinutes" = s."seconds" / 60
     FROM (SELECT "learnerId", SUM("value")::int AS "seconds" FROM "ActivityEvent" WHERE "companyId" = $1::uuid AND "type" = 'MINUTES' GROUP BY 1) s
     WHERE l."id" = s."learnerId"`,
    [companyId],
  );
  await client.query('DROP TABLE IF EXISTS bench_mat, bench_learner, bench_active');
  await client.query('SET session_replication_role = DEFAULT');
  return { companyId, slug: opts.slug, timeZone: opts.timeZone, active, steps };
}

/**
 * `count` staff users of the company (the first an owner, the rest View Only: they may read the
 * dashboard and hear learnerActivity), each with a session acting for it; their bearer tokens.
 */
export async function staffTokens(prisma: Database['prisma'], companyId: string, slug: string, count: number): Promise<string[]> {
  const users = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), email: `staff-${i}@${slug}.bench.example`, token: newToken() }));
  await prisma.user.createMany({ data: users.map((u) => ({ id: u.id, email: u.email, confirmedAt: new Date() })) });
  await prisma.membership.createMany({
    data: users.map((u, i) => ({ companyId, userId: u.id, role: i === 0 ? ('OWNER' as const) : ('VIEW_ONLY' as const) })),
  });
  await prisma.session.createMany({
    data: users.map((u) => ({ tokenHash: hashToken(u.token), userId: u.id, companyId, expiresAt: new Date(Date.now() + 86_400_000) })),
  });
  return users.map((u) => u.token);
}

/**
 * Runs `load` with the secondary indexes of `table` dropped, then creates them again from their
 * own definitions (`pg_get_indexdef`: the same names, columns and uniqueness as the migrations
 * made). Building an index over millions of rows at once is several times faster than keeping it
 * up row by row; PostgreSQL's documentation advises it for bulk loads. Returns the rebuild time.
 */
export async function withIndexesDropped(client: pg.Client, table: string, load: () => Promise<void>): Promise<number> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.relname AS "name", pg_get_indexdef(x.indexrelid) AS "def" FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relname = $1 AND NOT x.indisprimary AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [table],
  );
  for (const r of rows) await client.query(`DROP INDEX "${r.name}"`);
  let failed: unknown = null;
  await load().catch((e: unknown) => {
    failed = e;
  });
  const t0 = performance.now();
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const r of rows) await client.query(r.def);
  if (failed) throw failed;
  return Math.round(performance.now() - t0);
}

/** rebuildRollups' own limit on its transaction (rollups.ts): a longer rebuild fails there. */
/** The module's own limit (REBUILD_TIMEOUT_MS): a rebuild over it fails in the app. */
export const REBUILD_TRANSACTION_LIMIT_MS = REBUILD_TIMEOUT_MS;

/**
 * The rollups module's `rebuildRollups`, unchanged, but with its interactive transaction's time
 * limit lifted (a proxy over the client's `$transaction`), so a rebuild that takes longer than
 * REBUILD_TRANSACTION_LIMIT_MS on a slow or busy machine is timed instead of failing. Milliseconds.
 */
export async function timedRebuild(prisma: Database['prisma'], companyId: string): Promise<number> {
  type Tx = (fn: unknown, options?: Record<string, unknown>) => Promise<unknown>;
  const lifted = new Proxy(prisma, {
    get: (target, key, receiver) =>
      key === '$transaction'
        ? (fn: unknown, options?: Record<string, unknown>) => (target.$transaction as unknown as Tx)(fn, { ...options, timeout: 3_600_000 })
        : Reflect.get(target, key, receiver),
  });
  const t0 = performance.now();
  await rebuildRollups(lifted, companyId);
  return Math.round(performance.now() - t0);
}

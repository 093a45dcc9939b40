/**
 * Benchmark (issue 22 §4): what one learner answer costs to write, beside the cheapest read of the
 * same scope, since writes emit domain events whose projectors (the dashboard's rollups) and
 * outbox entries join the write's transaction. In process (the app's own fetch handler, no
 * socket), one request at a time, so the time is the request's own: `answerQuestion` on a graded
 * question of the progress tests' QUIZ path (each learner answers the multiple choice once, a
 * fresh learner each time), and `learnerProgress(materialId)` with the same selection. Prints the
 * SQL statements of one answer and of one read, p50/p99 of each, and the ratio of the p50s.
 *
 * Runs unchanged on the commits before domain events (it finds their Deps without
 * composition.ts), which is how "before" in bench/README.md was measured: a worktree of that
 * commit, this file copied in.
 *
 * Run: `npm run bench:answer` at the root. DATABASE_URL set → a fresh database on that
 * PostgreSQL server; otherwise the embedded PGlite in a temp DATA_DIR. Not a test: nothing is
 * asserted about time. Results also go to bench/.out/answer-write.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import type { Database } from '../server/src/db/database.js';
import { closeDeps, type Deps } from '../server/src/deps.js';
import { hashToken, newToken } from '../server/src/lib/tokens.js';
import { LOCAL_TIME, passMarkConfig, QUIZ_STEPS } from '../server/src/modules/progress/progress.test-helpers.js';
import { expectMeasured, graphqlData, IN_PROCESS_ORIGIN } from './lib/measured.js';
import { benchDatabase, openDatabase } from './lib/seed.js';
import { ratio, stats } from './lib/stats.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 300);
const WARMUP = 30;

const PROGRESS = 'status currentStep minutes completedStepIds passed passMark score { correct graded percent }';
const ANSWER = `mutation ($input: AnswerQuestionInput!) { answerQuestion(input: $input) { __typename ... on AnswerQuestionPayload { result progress { ${PROGRESS} } } } }`;
const READ = `query ($id: ID!) { learnerProgress(materialId: $id) { ${PROGRESS} } }`;

/** The app's Deps: through the composition root where there is one (with every projector), else as before it. */
async function appDeps(config: ReturnType<typeof loadConfig>, db: Database): Promise<Deps> {
  const composition = (await import('../server/src/composition.js').catch(() => null)) as { createAppDeps?: (c: unknown, d: Database) => Deps } | null;
  if (composition?.createAppDeps) return composition.createAppDeps(config, db);
  const { createDeps } = (await import('../server/src/deps.js')) as unknown as { createDeps: (c: unknown, d: Database) => Deps };
  return createDeps(config, db);
}

const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-bench-answer-'));
const bench = await benchDatabase(dataDir);
const db = await openDatabase(bench.target, { countQueries: true });
// The learners send this bench's own small documents, which production refuses from anyone but
// staff (persisted-operations.ts): the bench measures the write, not that rule.
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', RATE_LIMIT_MULTIPLIER: '1000', GRAPHQL_ARBITRARY_DOCUMENTS: 'anyone', ...bench.env });
const deps = await appDeps(config, db);
const { fetch } = createApp(deps);

try {
  const company = await db.prisma.company.create({ data: { name: 'Answer bench', slug: `answer-bench-${Date.now()}` } });
  const path_ = await db.prisma.learningMaterial.create({
    data: {
      companyId: company.id,
      kind: 'PATH',
      visibility: 'PUBLIC',
      name: 'Sums',
      slug: 'sums',
      status: 'PUBLISHED',
      publishedRevision: 1,
      publishedAt: new Date(),
      publishedData: QUIZ_STEPS as never,
      publishedConfig: passMarkConfig('50') as never,
    },
    select: { id: true },
  });
  const learners: string[] = [];
  for (let i = 0; i < ANSWERS + WARMUP; i++) {
    const learner = await db.prisma.learner.create({ data: { companyId: company.id, email: `answer-${i}@bench.test` } });
    const token = newToken();
    await db.prisma.learnerSession.create({
      data: { companyId: company.id, learnerId: learner.id, tokenHash: hashToken(token), verified: true, expiresAt: new Date(Date.now() + 86_400_000) },
    });
    learners.push(token);
  }
  log(`${bench.label}: ${learners.length} learners of one company, the QUIZ path published`);

  const gql = async (query: string, variables: unknown, token: string) => {
    const res = await fetch(
      new Request(`${IN_PROCESS_ORIGIN}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      }),
      { ip: '127.0.0.1' },
    );
    return res.json();
  };
  const answer = (token: string) =>
    gql(
      ANSWER,
      { input: { clientId: randomUUID(), materialId: path_.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME } },
      token,
    );
  const read = (token: string) => gql(READ, { id: path_.id }, token);

  /** Times one request and counts its SQL statements; checks it got the real answer. */
  async function measure(run: () => Promise<unknown>, check: (json: any) => void) {
    const before = db.queryCount();
    const t0 = performance.now();
    const json = await run();
    const ms = performance.now() - t0;
    check(json);
    return { ms, statements: db.queryCount() - before };
  }
  const answered = (json: any) => {
    const data = graphqlData(json, 'answerQuestion').answerQuestion;
    expectMeasured(data?.__typename === 'AnswerQuestionPayload' && data.result === true, 'the answer to be graded right', json);
  };
  const readBack = (json: any) => {
    const progress = graphqlData(json, 'learnerProgress').learnerProgress;
    expectMeasured(progress?.score?.correct === 1, 'the read to hold the learner’s answer', json);
  };

  const writes: { ms: number; statements: number }[] = [];
  const reads: { ms: number; statements: number }[] = [];
  for (const [i, token] of learners.entries()) {
    const w = await measure(() => answer(token), answered);
    const r = await measure(() => read(token), readBack);
    if (i >= WARMUP) {
      writes.push(w);
      reads.push(r);
    }
  }
  const outbox = await db.prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT COUNT(*)::int AS n FROM information_schema.tables WHERE table_name = 'OutboxEvent'`);
  const hasOutbox = (outbox[0]?.n ?? 0) > 0;
  const w = stats(writes.map((x) => x.ms));
  const r = stats(reads.map((x) => x.ms));
  const statements = (xs: { statements: number }[]) => [...new Set(xs.map((x) => x.statements))].sort((a, b) => a - b).join('/');
  const result = {
    database: bench.label,
    answers: writes.length,
    domainEvents: hasOutbox,
    write: { ...w, statements: statements(writes) },
    read: { ...r, statements: statements(reads) },
    ratioP50: ratio(w.p50, r.p50),
  };
  console.log(`
one answer (answerQuestion), ${bench.label}, ${writes.length} answers after ${WARMUP} warm-up, one at a time, in process${hasOutbox ? ' (domain events + outbox)' : ' (before domain events)'}:
  answer: ${result.write.statements} statements   p50 ${w.p50} ms   p99 ${w.p99} ms
  read:   ${result.read.statements} statements   p50 ${r.p50} ms   p99 ${r.p99} ms
  an answer costs ${result.ratioP50}× a read (p50)`);
  await mkdir(path.join(benchDir, '.out'), { recursive: true });
  await writeFile(path.join(benchDir, '.out/answer-write.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await closeDeps(deps);
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}

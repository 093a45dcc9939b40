import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, LOCAL_TIME, newLearner, passMarkConfig, publishedMaterial } from '../modules/progress/progress.test-helpers.js';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createEventBus } from './domain-events.js';
import { advanceOutbox, pruneOutbox, readOutbox } from './outbox.js';

let t: TestApp;
let companyId: string;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const built = await buildCompany(t);
  companyId = built.company.id;
  ownerToken = built.owner.token;
});
afterAll(() => t.close());

const published = (materialId: string, revision: number) => ({ companyId, materialId, revision });

/**
 * Waits until every committed outbox row may be handed out: a row waits for every transaction
 * older than its own to finish, in the whole PostgreSQL cluster (other test files' databases
 * included), so under a parallel test run a just-committed row can take a moment to appear.
 */
async function settled() {
  await expect
    .poll(
      async () =>
        (
          await t.prisma.$queryRaw<{ ok: boolean }[]>`
            SELECT COALESCE(MAX("txid") < pg_snapshot_xmin(pg_current_snapshot()), true) AS ok FROM "OutboxEvent"`
        )[0]?.ok,
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true);
}
/** Everything committed so far, read once the outbox has settled. */
const readSettled = async (consumer: string, limit?: number) => {
  await settled();
  return readOutbox(t.prisma, consumer, limit);
};
/** Moves the consumer past everything committed so far. */
async function skipToNow(consumer: string) {
  for (let seen = await readSettled(consumer); seen.length; seen = await readSettled(consumer)) await advanceOutbox(t.prisma, consumer, seen.at(-1)!);
}

describe('the outbox of committed events', () => {
  it('gives a consumer every committed event once, in order, and nothing of a rolled-back write', async () => {
    const consumer = `test-${Date.now()}`;
    const bus = createEventBus({});
    await t.prisma.$transaction((tx) => bus.emit(tx, 'material.published', published('00000000-0000-4000-8000-000000000001', 1)));
    await t.prisma
      .$transaction(async (tx) => {
        await bus.emit(tx, 'material.published', published('00000000-0000-4000-8000-00000000dead', 9));
        throw new Error('the write failed after its event');
      })
      .catch(() => {});
    await t.prisma.$transaction((tx) => bus.emit(tx, 'material.published', published('00000000-0000-4000-8000-000000000002', 2)));

    const first = await readSettled(consumer, 1);
    expect(first.map((e) => e.data)).toEqual([{ material_id: '00000000-0000-4000-8000-000000000001', revision: 1 }]);
    // Not advanced yet (the consumer crashed): the same event again.
    expect((await readOutbox(t.prisma, consumer, 1)).map((e) => e.id)).toEqual(first.map((e) => e.id));
    await advanceOutbox(t.prisma, consumer, first[0]!);
    const rest = await readSettled(consumer);
    expect(rest.map((e) => [e.type, e.companyId, e.data])).toEqual([
      ['material.published', companyId, { material_id: '00000000-0000-4000-8000-000000000002', revision: 2 }],
    ]);
    await advanceOutbox(t.prisma, consumer, rest[0]!);
    // A slower copy of the consumer cannot move the cursor back.
    await advanceOutbox(t.prisma, consumer, first[0]!);
    expect(await readOutbox(t.prisma, consumer)).toEqual([]);
  });

  it('turns learner activity into its public events: completed, passed or failed, answer submitted; nothing for visitors', async () => {
    const consumer = `activity-${Date.now()}`;
    const bus = createEventBus({});
    const learnerId = '00000000-0000-4000-8000-0000000000aa';
    const materialId = '00000000-0000-4000-8000-0000000000bb';
    const base = { companyId, zone: 'UTC', firstActivity: false, occurredAt: new Date() };
    const [s1, s2, s3, s4] = [
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
      '00000000-0000-4000-8000-000000000004',
    ];
    // Everything before this test is already read.
    await skipToNow(consumer);
    await t.prisma.$transaction(async (tx) => {
      await bus.emit(tx, 'learner.activity', {
        ...base,
        learnerId,
        visitorId: null,
        events: [
          { statementId: s1, type: 'ANSWER', materialId, elementId: 'sa' },
          { statementId: s2, type: 'STEP_COMPLETED', materialId, stepId: 3 },
          { statementId: s3, type: 'COMPLETED', materialId, result: { completion: true, success: false } },
        ],
      });
      await bus.emit(tx, 'learner.activity', {
        ...base,
        learnerId: null,
        visitorId: '00000000-0000-4000-8000-0000000000cc',
        events: [{ statementId: s4, type: 'OPEN', materialId }],
      });
    });
    const seen = await readSettled(consumer);
    // Every activity also names its statements for the LRS (an internal type no webhook offers); a visitor's, only that.
    expect(seen.map((e) => [e.type, e.data])).toEqual([
      ['xapi.activity', { statement_ids: [s1, s2, s3] }],
      ['answer.submitted', { learner_id: learnerId, material_id: materialId, element_id: 'sa', question_id: null }],
      ['learner.completed', { learner_id: learnerId, material_id: materialId }],
      ['learner.failed', { learner_id: learnerId, material_id: materialId }],
      ['xapi.activity', { statement_ids: [s4] }],
    ]);
  });

  it('runs each projector of the event in the write’s transaction, so a failing projector undoes the write', async () => {
    const projected: string[] = [];
    const bus = createEventBus({
      'material.published': [
        async (_tx, e) => {
          projected.push(e.materialId);
        },
        async () => {
          throw new Error('projector failed');
        },
      ],
    });
    const before = await t.prisma.outboxEvent.count();
    await expect(t.prisma.$transaction((tx) => bus.emit(tx, 'material.published', published('00000000-0000-4000-8000-000000000003', 3)))).rejects.toThrow(
      'projector failed',
    );
    expect(projected).toEqual(['00000000-0000-4000-8000-000000000003']);
    expect(await t.prisma.outboxEvent.count()).toBe(before);
  });

  it("records the product's own writes: a learner's answer and completion, a publish, a delete (each with its commit)", async () => {
    const consumer = `app-${Date.now()}`;
    await skipToNow(consumer);
    // QUIZ_STEPS has two graded questions; one right answer is 50 %, which meets a pass mark of 50.
    const path = await publishedMaterial(t, companyId, { config: passMarkConfig('50') });
    const l = await newLearner(t, companyId);
    await call(t, 'answer', { materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME }, l.token);
    for (const stepId of [1, 2, 3]) await call(t, 'complete', { materialId: path.id, stepId }, l.token);
    const learner = { learner_id: l.id, material_id: path.id };
    const settled = await readSettled(consumer);
    // Each of the four writes also names its statements for the LRS (the internal type, checked above).
    expect(settled.filter((e) => e.type === 'xapi.activity')).toHaveLength(4);
    expect(settled.filter((e) => e.type !== 'xapi.activity').map((e) => [e.type, e.data])).toEqual([
      ['answer.submitted', { ...learner, element_id: 'mc', question_id: 'q1' }],
      ['learner.completed', learner],
      ['learner.passed', learner],
    ]);
    await skipToNow(consumer);

    const draft = await t.gql(
      `mutation { createMaterial(input: { name: "Outbox draft", kind: WALKTHROUGH }) { ... on MaterialPayload { material { id } } } }`,
      {},
      ownerToken,
    );
    const created = await t.prisma.learningMaterial.findFirstOrThrow({ where: { companyId, name: 'Outbox draft' }, select: { id: true, revision: true } });
    expect(draft.errors).toBeUndefined();
    const id = draft.data.createMaterial.material.id;
    const publish = await t.gql(`mutation ($id: ID!) { publishMaterial(input: { materialId: $id }) { __typename } }`, { id }, ownerToken);
    expect(publish.errors).toBeUndefined();
    const del = await t.gql(`mutation ($id: ID!) { deleteMaterial(input: { materialId: $id }) { __typename } }`, { id }, ownerToken);
    expect(del.errors).toBeUndefined();
    expect((await readSettled(consumer)).map((e) => [e.type, e.data])).toEqual([
      ['material.published', { material_id: created.id, revision: created.revision }],
      ['material.deleted', { material_id: created.id }],
    ]);
  });

  it.runIf(process.env.DATABASE_URL)('never skips an event whose transaction commits after a later one (PostgreSQL, two connections)', async () => {
    const consumer = `late-${Date.now()}`;
    await skipToNow(consumer);
    const connect = async () => {
      const c = new pg.Client({ connectionString: t.deps.config.DATABASE_URL });
      await c.connect();
      return c;
    };
    const [early, late] = await Promise.all([connect(), connect()]);
    const insert = (c: pg.Client, m: string) =>
      c.query(`INSERT INTO "OutboxEvent" ("companyId", "type", "data") VALUES ($1, 'material.published', $2)`, [companyId, JSON.stringify({ material_id: m })]);
    try {
      // `early` takes the smaller id but commits last.
      await early.query('BEGIN');
      await insert(early, 'early');
      await late.query('BEGIN');
      await insert(late, 'late');
      await late.query('COMMIT');
      // `late` is committed, but `early` is still running: nothing may be handed out yet, or a
      // consumer would advance past `early`'s row before it exists for it.
      expect(await readOutbox(t.prisma, consumer)).toEqual([]);
      await early.query('COMMIT');
      const seen = await readSettled(consumer);
      expect(seen.map((e) => (e.data as { material_id: string }).material_id)).toEqual(['early', 'late']);
    } finally {
      await Promise.all([early.end(), late.end()]);
    }
  });

  it('prunes only events past the kept days that every consumer has read', async () => {
    await t.prisma.$executeRaw`DELETE FROM "OutboxCursor"`;
    await t.prisma.$executeRaw`DELETE FROM "OutboxEvent"`;
    const now = new Date('2026-11-27T12:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    // One statement each: each row gets its own transaction id, in this order.
    for (const [type, at] of [
      ['old.one', daysAgo(10)],
      ['old.two', daysAgo(9)],
      ['young', daysAgo(1)],
    ] as const) {
      await t.prisma
        .$executeRaw`INSERT INTO "OutboxEvent" ("companyId", "type", "data", "occurredAt") VALUES (${companyId}::uuid, ${type}, '{}'::jsonb, ${at})`;
    }
    const rows = await t.prisma.$queryRaw<{ id: bigint; txid: bigint; type: string }[]>`
      SELECT "id", "txid"::text::bigint AS "txid", "type" FROM "OutboxEvent" ORDER BY "txid", "id"`;
    const left = async () => (await t.prisma.outboxEvent.findMany({ select: { type: true }, orderBy: { id: 'asc' } })).map((r) => r.type);

    // A slow consumer has read the first only: the second, though old, stays for it.
    await advanceOutbox(t.prisma, 'slow', rows[0]!);
    await advanceOutbox(t.prisma, 'fast', rows[2]!);
    expect(await pruneOutbox(t.prisma, { now })).toBe(1);
    expect(await left()).toEqual(['old.two', 'young']);

    // Once it has read everything, age decides: the young one stays its 7 days.
    await advanceOutbox(t.prisma, 'slow', rows[2]!);
    expect(await pruneOutbox(t.prisma, { now })).toBe(1);
    expect(await left()).toEqual(['young']);

    // With no consumer at all, age alone decides.
    await t.prisma.$executeRaw`DELETE FROM "OutboxCursor"`;
    expect(await pruneOutbox(t.prisma, { now })).toBe(0);
    expect(await pruneOutbox(t.prisma, { now: new Date(now.getTime() + 7 * 86_400_000) })).toBe(1);
    expect(await left()).toEqual([]);
  });
});

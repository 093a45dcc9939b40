/**
 * The learner activity log (hub issue §4): every open, step view, step completion, answer,
 * upload, study time and satisfaction score is one ActivityEvent row, written in the same
 * transaction as the progress it describes, and readable as an xAPI statement (`toStatement`):
 * actor, verb, object, result, context, timestamp (xapi-statements.ts). Analytics reads these rows
 * (and the rollups its projectors keep of them, events/domain-events.ts); standards exports read
 * the statements.
 *
 * Events are published (`learnerActivity`, per company) only after their transaction commits,
 * so a live staff view never shows what was rolled back.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { ActivityType, Prisma } from '../../generated/prisma/client.js';
import type { LearnerActivityEvent } from '../../pubsub.js';
import type { DomainEventBus } from '../../events/domain-events.js';

/** Who did it: a learner of the company, or an anonymous visitor's browser id (public materials only). */
export type Actor = { companyId: string; learnerId: string; visitorId?: undefined } | { companyId: string; learnerId?: undefined; visitorId: string };

export type NewEvent = {
  type: ActivityType;
  materialId: string;
  stepId?: number | null;
  elementId?: string | null;
  value?: number | null;
  result?: Prisma.InputJsonValue;
  context?: Prisma.InputJsonValue;
};

type Tx = Prisma.TransactionClient;

/**
 * Appends events in the caller's transaction and emits them as `learner.activity`, whose
 * projectors (the dashboard's rollups, on the day they happened in the company's `zone`) and
 * outbox entries join the transaction; `firstActivity`: the learner's first ever (an added user).
 * Returns what to publish once the transaction commits.
 */
export async function appendEvents(
  tx: Tx,
  bus: DomainEventBus,
  actor: Actor,
  events: NewEvent[],
  rollup: { zone: string; firstActivity: boolean },
): Promise<LearnerActivityEvent[]> {
  if (events.length === 0) return [];
  const occurredAt = new Date();
  // Made here, not by the database, so the outbox entry can name the statements (the LRS's log).
  const logged = events.map((e) => ({ ...e, statementId: randomUUID() }));
  await tx.activityEvent.createMany({
    data: logged.map((e) => ({
      statementId: e.statementId,
      companyId: actor.companyId,
      learnerId: actor.learnerId ?? null,
      visitorId: actor.visitorId ?? null,
      materialId: e.materialId,
      type: e.type,
      stepId: e.stepId == null ? null : String(e.stepId),
      elementId: e.elementId ?? null,
      value: e.value ?? null,
      result: e.result,
      context: e.context,
      occurredAt,
    })),
  });
  await bus.emit(tx, 'learner.activity', {
    companyId: actor.companyId,
    zone: rollup.zone,
    learnerId: actor.learnerId ?? null,
    visitorId: actor.visitorId ?? null,
    firstActivity: rollup.firstActivity,
    occurredAt,
    events: logged,
  });
  return events.map((e) => ({
    companyId: actor.companyId,
    learnerId: actor.learnerId ?? null,
    materialId: e.materialId,
    type: e.type,
    value: e.value ?? null,
    occurredAt: occurredAt.toISOString(),
  }));
}

/**
 * The learner did something: their last activity is now, their learning started now if it had
 * not. True when this is their first activity ever (locks the learner's row for the transaction).
 */
export async function touchLearner(tx: Tx, learnerId: string): Promise<boolean> {
  // Two statements: a locking read in a CTE of the same UPDATE would see the updated row. NO KEY
  // UPDATE, like the UPDATE itself: other writes of this learner hold KEY SHARE on the row (their
  // foreign keys to it) while they wait for this one's progress row; FOR UPDATE would deadlock.
  const [row] = await tx.$queryRaw<{ first: boolean }[]>`
    SELECT "learningStartAt" IS NULL AS "first" FROM "Learner" WHERE "id" = ${learnerId}::uuid FOR NO KEY UPDATE`;
  await tx.$executeRaw`
    UPDATE "Learner" SET "lastActivityAt" = now(), "learningStartAt" = COALESCE("learningStartAt", now()) WHERE "id" = ${learnerId}::uuid`;
  return row?.first ?? false;
}

/** After commit: live staff views (dashboard, audience) hear of it. */
export function publishEvents(deps: Deps, events: LearnerActivityEvent[]) {
  for (const e of events) deps.pubsub.publish('learnerActivity', e.companyId, e);
}

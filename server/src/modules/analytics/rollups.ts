/**
 * Daily rollups of the activity log (issue 10 §4), in the company's time zone: per company and
 * day (ActivityDaily: active learners, new learners, study seconds, opens, completions), per
 * learner and day (LearnerActiveDay: who was active, for the distinct learners of any period) and
 * per material, actor and day (MaterialActorDay, material-rollups.ts: the dashboard's Top
 * Performing Content and Most Engaged Users). The dashboard reads these, never the events.
 *
 * `rollUp` keeps them current inside the transaction that appends the events, so a rollup never
 * counts what was rolled back and a retried write (answered, not applied) adds nothing.
 * `rebuildRollups` recomputes a company's from its events in a few set-based statements — after
 * its time zone changes (days move), or by `npm run analytics:rebuild` if they are ever in doubt;
 * it gives exactly what the incremental path gives (rollups.test.ts, top-tables.test.ts).
 */
import { Temporal } from 'temporal-polyfill';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { rebuildMaterialRollups, rollUpMaterials } from './material-rollups.js';

type Tx = Prisma.TransactionClient;
export type RolledEvent = { type: string; materialId?: string | null; value?: number | null };

/** The calendar day of an instant in a zone, as YYYY-MM-DD. */
export function localDay(at: Date, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();
}

export async function rollUp(
  tx: Tx,
  input: {
    companyId: string;
    zone: string;
    learnerId: string | null;
    /** A visitor who is not signed in (their opens and scores count in the per-material rollup). */
    visitorId?: string | null;
    firstActivity: boolean;
    occurredAt: Date;
    events: readonly RolledEvent[];
  },
): Promise<void> {
  if (input.events.length === 0) return;
  const day = localDay(input.occurredAt, input.zone);
  await rollUpMaterials(tx, { ...input, visitorId: input.visitorId ?? null, day });
  const seconds = input.events.reduce((sum, e) => sum + (e.type === 'MINUTES' ? (e.value ?? 0) : 0), 0);
  const opens = input.events.filter((e) => e.type === 'OPEN').length;
  const completions = input.events.filter((e) => e.type === 'COMPLETED').length;
  let active = 0;
  if (input.learnerId)
    active = await tx.$executeRaw`
      INSERT INTO "LearnerActiveDay" ("companyId", "learnerId", "day") VALUES (${input.companyId}::uuid, ${input.learnerId}::uuid, ${day}::date)
      ON CONFLICT DO NOTHING`;
  const added = input.firstActivity ? 1 : 0;
  if (!active && !added && !seconds && !opens && !completions) return;
  await tx.$executeRaw`
    INSERT INTO "ActivityDaily" ("companyId", "day", "activeLearners", "newLearners", "seconds", "opens", "completions")
    VALUES (${input.companyId}::uuid, ${day}::date, ${active}, ${added}, ${seconds}, ${opens}, ${completions})
    ON CONFLICT ("companyId", "day") DO UPDATE SET
      "activeLearners" = "ActivityDaily"."activeLearners" + EXCLUDED."activeLearners",
      "newLearners" = "ActivityDaily"."newLearners" + EXCLUDED."newLearners",
      "seconds" = "ActivityDaily"."seconds" + EXCLUDED."seconds",
      "opens" = "ActivityDaily"."opens" + EXCLUDED."opens",
      "completions" = "ActivityDaily"."completions" + EXCLUDED."completions"`;
}

/** Recomputes one company's rollups from its events, in its current time zone, in one transaction. */
export async function rebuildRollups(prisma: PrismaClient, companyId: string): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      const { timeZone } = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select: { timeZone: true } });
      // occurredAt is stored as UTC without a zone: read it as UTC, then as the company's wall clock.
      await tx.$executeRaw`DELETE FROM "LearnerActiveDay" WHERE "companyId" = ${companyId}::uuid`;
      await tx.$executeRaw`DELETE FROM "ActivityDaily" WHERE "companyId" = ${companyId}::uuid`;
      await rebuildMaterialRollups(tx, companyId, timeZone);
      await tx.$executeRaw`
        INSERT INTO "LearnerActiveDay" ("companyId", "learnerId", "day")
        SELECT DISTINCT "companyId", "learnerId", (("occurredAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::date
        FROM "ActivityEvent" WHERE "companyId" = ${companyId}::uuid AND "learnerId" IS NOT NULL`;
      await tx.$executeRaw`
        WITH events AS (
          SELECT (("occurredAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::date AS "day",
            SUM(CASE WHEN "type" = 'MINUTES' THEN COALESCE("value", 0) ELSE 0 END)::int AS "seconds",
            (COUNT(*) FILTER (WHERE "type" = 'OPEN'))::int AS "opens",
            (COUNT(*) FILTER (WHERE "type" = 'COMPLETED'))::int AS "completions"
          FROM "ActivityEvent" WHERE "companyId" = ${companyId}::uuid GROUP BY 1),
        active AS (SELECT "day", COUNT(*)::int AS "n" FROM "LearnerActiveDay" WHERE "companyId" = ${companyId}::uuid GROUP BY 1),
        firsts AS (
          SELECT "first" AS "day", COUNT(*)::int AS "n"
          FROM (SELECT MIN("day") AS "first" FROM "LearnerActiveDay" WHERE "companyId" = ${companyId}::uuid GROUP BY "learnerId") f GROUP BY 1)
        INSERT INTO "ActivityDaily" ("companyId", "day", "activeLearners", "newLearners", "seconds", "opens", "completions")
        SELECT ${companyId}::uuid, e."day", COALESCE(a."n", 0), COALESCE(f."n", 0), e."seconds", e."opens", e."completions"
        FROM events e LEFT JOIN active a ON a."day" = e."day" LEFT JOIN firsts f ON f."day" = e."day"`;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}

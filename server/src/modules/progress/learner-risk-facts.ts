/**
 * The learner's risk facts (`Learner.riskDueDay`, `Learner.pathsBelowPassMark`): the sum of their
 * Progress rows' (`nextDueDay`, `belowPassMark`; progress.service.ts riskFacts), kept on the
 * learner so the audience's status filter is a test of indexed columns rather than a subquery per
 * learner (audience.service.ts). Recomputed from the rows — never adjusted by a delta — whenever a
 * row's facts change, after a path's rows are refreshed, after a material (and its rows) is
 * deleted, and by the nightly rebuild of a company's analytics, so a missed write heals itself.
 */
import { Prisma } from '../../generated/prisma/client.js';

type Db = { $executeRaw: Prisma.TransactionClient['$executeRaw'] };

export async function keepLearnerRiskFacts(db: Db, which: { learnerIds: string[] } | { companyId: string }): Promise<number> {
  if ('learnerIds' in which && which.learnerIds.length === 0) return 0;
  const learners = 'learnerIds' in which ? Prisma.sql`l2."id" = ANY(${which.learnerIds}::uuid[])` : Prisma.sql`l2."companyId" = ${which.companyId}::uuid`;
  // Only rows that change are written (most learners carry no risk fact at all).
  return db.$executeRaw`
    UPDATE "Learner" l SET "riskDueDay" = f."due", "pathsBelowPassMark" = f."below"
    FROM (
      SELECT l2."id",
        (SELECT MIN(p."nextDueDay") FROM "Progress" p WHERE p."learnerId" = l2."id" AND p."nextDueDay" IS NOT NULL) AS "due",
        (SELECT COUNT(*)::int FROM "Progress" p WHERE p."learnerId" = l2."id" AND p."belowPassMark") AS "below"
      FROM "Learner" l2 WHERE ${learners}
    ) f
    WHERE l."id" = f."id" AND (l."riskDueDay" IS DISTINCT FROM f."due" OR l."pathsBelowPassMark" <> f."below")`;
}

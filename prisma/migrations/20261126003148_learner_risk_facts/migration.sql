-- AlterTable
ALTER TABLE "Learner" ADD COLUMN     "pathsBelowPassMark" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "riskDueDay" DATE;

-- The facts of the learners who have any, from their Progress rows (the partial risk index).
UPDATE "Learner" l SET "riskDueDay" = f."due", "pathsBelowPassMark" = f."below"
FROM (
  SELECT p."learnerId", MIN(p."nextDueDay") AS "due", (COUNT(*) FILTER (WHERE p."belowPassMark"))::int AS "below"
  FROM "Progress" p WHERE p."nextDueDay" IS NOT NULL OR p."belowPassMark" GROUP BY p."learnerId"
) f
WHERE l."id" = f."learnerId";

-- The audience table's default order (audience.service.ts: lastActivityAt DESC NULLS LAST, then
-- id DESC) within a company, now carrying every column of the status rule and of the Learning
-- Start filter: a filtered page walks this index alone (an index-only scan) until it has its rows,
-- and the count is an index-only scan too (bench/analytics.bench.ts: 100,000 learners). Prisma's
-- schema cannot say NULLS LAST or INCLUDE. As a partial index (its predicate always holds and is
-- implied by every query on one company) Prisma leaves it out of its schema diff.
DROP INDEX IF EXISTS "Learner_companyId_recentActivity_idx";
CREATE INDEX "Learner_companyId_recentActivity_idx" ON "Learner"("companyId", "lastActivityAt" DESC NULLS LAST, "id" DESC)
  INCLUDE ("learningStartAt", "riskDueDay", "pathsBelowPassMark") WHERE "companyId" IS NOT NULL;

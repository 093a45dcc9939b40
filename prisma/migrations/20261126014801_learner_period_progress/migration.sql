-- AlterTable
ALTER TABLE "LearnerPeriod" ADD COLUMN     "completed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "started" INTEGER NOT NULL DEFAULT 0;

-- From the learners' progress as it stands (analytics/period-rollups.ts rebuildPeriodRollups does the same).
UPDATE "LearnerPeriod" lp SET "started" = p."started", "completed" = p."completed"
FROM (
  SELECT "learnerId", COUNT(*)::int AS "started", (COUNT(*) FILTER (WHERE "status" = 'COMPLETED'))::int AS "completed"
  FROM "Progress" GROUP BY "learnerId"
) p
WHERE lp."learnerId" = p."learnerId";

-- The dashboard's Avg. Completion Rate from rows per day, not a mean over every learner of the
-- window (analytics/period-rollups.ts). A period in progress took a mean over its learners' period
-- rows (23 ms for the year at 100,000 learners), and the period before it joined its learners'
-- active days to their progress (140 ms for a month, bench/analytics.bench.ts). Every row of a
-- learner now carries their progress as it stands, and PeriodRate sums their rates per unit and
-- first active day in it: a window from a unit's start to a day is the rows up to that day.
-- DropIndex
DROP INDEX "LearnerPeriod_companyId_unit_start_seconds_activeDays_compl_idx";

-- Without started and completed, which change in every row of a learner at once: their updates
-- leave the index alone.
-- CreateIndex
CREATE INDEX "LearnerPeriod_companyId_unit_start_seconds_activeDays_compl_idx" ON "LearnerPeriod"("companyId", "unit", "start", "seconds" DESC, "activeDays" DESC, "completions" DESC);

-- AlterTable (made NOT NULL once filled, below)
ALTER TABLE "LearnerPeriod" ADD COLUMN     "firstDay" DATE;

-- CreateTable
CREATE TABLE "PeriodRate" (
    "companyId" UUID NOT NULL,
    "unit" "PeriodUnit" NOT NULL,
    "start" DATE NOT NULL,
    "firstDay" DATE NOT NULL,
    "learners" INTEGER NOT NULL DEFAULT 0,
    "rateSum" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "PeriodRate_pkey" PRIMARY KEY ("companyId","unit","start","firstDay")
);

-- AddForeignKey
ALTER TABLE "PeriodRate" ADD CONSTRAINT "PeriodRate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill, every company (rebuildPeriodRollups runs the same statements for one). The first
-- active day of each learner in each unit, from their active days (weeks start on Monday).
UPDATE "LearnerPeriod" lp SET "firstDay" = f."first"
FROM (
  SELECT d."learnerId", u."unit", u."start", MIN(d."day") AS "first"
  FROM "LearnerActiveDay" d CROSS JOIN LATERAL (VALUES
    ('WEEK'::"PeriodUnit", date_trunc('week', d."day")::date), ('MONTH'::"PeriodUnit", date_trunc('month', d."day")::date),
    ('YEAR'::"PeriodUnit", date_trunc('year', d."day")::date), ('ALL'::"PeriodUnit", DATE '1970-01-01')) u("unit", "start")
  GROUP BY 1, 2, 3
) f
WHERE lp."learnerId" = f."learnerId" AND lp."unit" = f."unit" AND lp."start" = f."start";

UPDATE "LearnerPeriod" SET "firstDay" = "start" WHERE "firstDay" IS NULL;

-- Progress as it stands, in every row (the rows of past units kept it as of their last write).
UPDATE "LearnerPeriod" lp SET "started" = p."started", "completed" = p."completed"
FROM (
  SELECT l."id", COUNT(p."id")::int AS "started", (COUNT(p."id") FILTER (WHERE p."status" = 'COMPLETED'))::int AS "completed"
  FROM "Learner" l LEFT JOIN "Progress" p ON p."learnerId" = l."id"
  GROUP BY l."id"
) p
WHERE lp."learnerId" = p."id" AND (lp."started" <> p."started" OR lp."completed" <> p."completed");

-- A rate is completed / started in millionths of a percent, rounded the same way everywhere.
INSERT INTO "PeriodRate" ("companyId", "unit", "start", "firstDay", "learners", "rateSum")
SELECT "companyId", "unit", "start", "firstDay", (COUNT(*) FILTER (WHERE "started" > 0))::int,
  COALESCE(SUM(round(100000000.0 * "completed" / "started")) FILTER (WHERE "started" > 0), 0)::bigint
FROM "LearnerPeriod"
GROUP BY 1, 2, 3, 4;

ALTER TABLE "LearnerPeriod" ALTER COLUMN "firstDay" SET NOT NULL;

-- CreateEnum
CREATE TYPE "PeriodUnit" AS ENUM ('WEEK', 'MONTH', 'YEAR', 'ALL');

-- CreateTable
CREATE TABLE "LearnerPeriod" (
    "companyId" UUID NOT NULL,
    "learnerId" UUID NOT NULL,
    "unit" "PeriodUnit" NOT NULL,
    "start" DATE NOT NULL,
    "seconds" INTEGER NOT NULL DEFAULT 0,
    "activeDays" INTEGER NOT NULL DEFAULT 0,
    "completions" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LearnerPeriod_pkey" PRIMARY KEY ("learnerId","unit","start")
);

-- CreateTable
CREATE TABLE "MaterialPeriod" (
    "companyId" UUID NOT NULL,
    "materialId" UUID NOT NULL,
    "unit" "PeriodUnit" NOT NULL,
    "start" DATE NOT NULL,
    "uniques" INTEGER NOT NULL DEFAULT 0,
    "opens" INTEGER NOT NULL DEFAULT 0,
    "completions" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "MaterialPeriod_pkey" PRIMARY KEY ("materialId","unit","start")
);

-- CreateIndex
CREATE INDEX "LearnerPeriod_companyId_unit_start_seconds_idx" ON "LearnerPeriod"("companyId", "unit", "start", "seconds" DESC);

-- CreateIndex
CREATE INDEX "MaterialPeriod_companyId_unit_start_idx" ON "MaterialPeriod"("companyId", "unit", "start");

-- AddForeignKey
ALTER TABLE "LearnerPeriod" ADD CONSTRAINT "LearnerPeriod_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LearnerPeriod" ADD CONSTRAINT "LearnerPeriod_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MaterialPeriod" ADD CONSTRAINT "MaterialPeriod_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MaterialPeriod" ADD CONSTRAINT "MaterialPeriod_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "LearningMaterial"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The scores of a period (Top Performing Content's NPS) from the few daily rows that carry one,
-- not from every row of the period. Partial, so Prisma's schema diff leaves it alone.
CREATE INDEX "MaterialActorDay_companyId_day_scored_idx" ON "MaterialActorDay"("companyId", "day") WHERE "score" IS NOT NULL;

-- Backfill from the daily rollups, every company (analytics/period-rollups.ts rebuildPeriodRollups
-- runs the same statements for one). Weeks start on Monday, as date_trunc's do.
INSERT INTO "MaterialPeriod" ("companyId", "materialId", "unit", "start", "uniques", "opens", "completions")
SELECT d."companyId", d."materialId", u."unit", u."start", (COUNT(DISTINCT d."actorKey") FILTER (WHERE d."opens" > 0))::int,
  SUM(d."opens")::int, SUM(d."completions")::int
FROM "MaterialActorDay" d CROSS JOIN LATERAL (VALUES
  ('WEEK'::"PeriodUnit", date_trunc('week', d."day")::date), ('MONTH'::"PeriodUnit", date_trunc('month', d."day")::date),
  ('YEAR'::"PeriodUnit", date_trunc('year', d."day")::date), ('ALL'::"PeriodUnit", DATE '1970-01-01')) u("unit", "start")
GROUP BY 1, 2, 3, 4
HAVING SUM(d."opens") > 0 OR SUM(d."completions") > 0;

INSERT INTO "LearnerPeriod" ("companyId", "learnerId", "unit", "start", "seconds", "activeDays", "completions")
SELECT a."companyId", a."learnerId", u."unit", u."start", SUM(a."seconds")::int, COUNT(*)::int, SUM(a."completions")::int
FROM (
  SELECT d."companyId", d."learnerId", d."day", COALESCE(SUM(x."seconds"), 0) AS "seconds", COALESCE(SUM(x."completions"), 0) AS "completions"
  FROM "LearnerActiveDay" d
  LEFT JOIN "MaterialActorDay" x ON x."companyId" = d."companyId" AND x."learnerId" = d."learnerId" AND x."day" = d."day"
  GROUP BY 1, 2, 3
) a CROSS JOIN LATERAL (VALUES
  ('WEEK'::"PeriodUnit", date_trunc('week', a."day")::date), ('MONTH'::"PeriodUnit", date_trunc('month', a."day")::date),
  ('YEAR'::"PeriodUnit", date_trunc('year', a."day")::date), ('ALL'::"PeriodUnit", DATE '1970-01-01')) u("unit", "start")
GROUP BY 1, 2, 3, 4;

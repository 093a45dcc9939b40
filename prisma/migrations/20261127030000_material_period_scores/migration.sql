-- Top Performing Content's NPS for a period in progress, from one row per material: the scores'
-- counts move into MaterialPeriod (analytics/period-rollups.ts keeps them as scores arrive). The
-- dashboard read the last score of every person who rated in the window with DISTINCT ON over the
-- daily rows, 85 ms of the year's 118 at 100,000 learners (bench/analytics.bench.ts).
-- AlterTable
ALTER TABLE "MaterialPeriod" ADD COLUMN     "detractors" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "promoters" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "ratings" INTEGER NOT NULL DEFAULT 0;

-- Nothing reads the scored daily rows by day any more: the partial index only cost writes.
DROP INDEX "MaterialActorDay_companyId_day_scored_idx";

-- Backfill from the daily rollup, every company (rebuildPeriodRollups runs the same statement for
-- one): each person's last score in each unit, by day. A material rated in a unit where nobody
-- opened or completed it gets its row here. Weeks start on Monday, as date_trunc's do.
INSERT INTO "MaterialPeriod" ("companyId", "materialId", "unit", "start", "promoters", "detractors", "ratings")
SELECT l."companyId", l."materialId", l."unit", l."start", (COUNT(*) FILTER (WHERE l."score" = 5))::int,
  (COUNT(*) FILTER (WHERE l."score" <= 3))::int, COUNT(*)::int
FROM (
  SELECT DISTINCT ON (d."materialId", d."actorKey", u."unit", u."start") d."companyId", d."materialId", u."unit", u."start", d."score"
  FROM "MaterialActorDay" d CROSS JOIN LATERAL (VALUES
    ('WEEK'::"PeriodUnit", date_trunc('week', d."day")::date), ('MONTH'::"PeriodUnit", date_trunc('month', d."day")::date),
    ('YEAR'::"PeriodUnit", date_trunc('year', d."day")::date), ('ALL'::"PeriodUnit", DATE '1970-01-01')) u("unit", "start")
  WHERE d."score" IS NOT NULL
  ORDER BY d."materialId", d."actorKey", u."unit", u."start", d."day" DESC
) l
GROUP BY 1, 2, 3, 4
ON CONFLICT ("materialId", "unit", "start") DO UPDATE SET
  "promoters" = EXCLUDED."promoters", "detractors" = EXCLUDED."detractors", "ratings" = EXCLUDED."ratings";

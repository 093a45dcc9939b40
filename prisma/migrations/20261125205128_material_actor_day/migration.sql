-- CreateTable
CREATE TABLE "MaterialActorDay" (
    "companyId" UUID NOT NULL,
    "materialId" UUID NOT NULL,
    "actorKey" TEXT NOT NULL,
    "learnerId" UUID,
    "day" DATE NOT NULL,
    "opens" INTEGER NOT NULL DEFAULT 0,
    "completions" INTEGER NOT NULL DEFAULT 0,
    "seconds" INTEGER NOT NULL DEFAULT 0,
    "score" INTEGER,
    "ratedAt" TIMESTAMP(3),

    CONSTRAINT "MaterialActorDay_pkey" PRIMARY KEY ("materialId","actorKey","day")
);

-- CreateIndex
CREATE INDEX "MaterialActorDay_companyId_day_idx" ON "MaterialActorDay"("companyId", "day");

-- AddForeignKey
ALTER TABLE "MaterialActorDay" ADD CONSTRAINT "MaterialActorDay_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MaterialActorDay" ADD CONSTRAINT "MaterialActorDay_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "LearningMaterial"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MaterialActorDay" ADD CONSTRAINT "MaterialActorDay_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill from the activity log, in each company's time zone: the same statement as
-- rebuildRollups (server/src/modules/analytics/rollups.ts), for every company at once.
INSERT INTO "MaterialActorDay" ("companyId", "materialId", "actorKey", "learnerId", "day", "opens", "completions", "seconds", "score", "ratedAt")
SELECT e."companyId", e."materialId", e."actorKey", e."learnerId", e."day",
  (COUNT(*) FILTER (WHERE e."type" = 'OPEN'))::int,
  (COUNT(*) FILTER (WHERE e."type" = 'COMPLETED'))::int,
  COALESCE(SUM(e."value") FILTER (WHERE e."type" = 'MINUTES'), 0)::int,
  (array_agg(e."value" ORDER BY e."occurredAt" DESC, e."id" DESC) FILTER (WHERE e."type" = 'SATISFACTION'))[1],
  MAX(e."occurredAt") FILTER (WHERE e."type" = 'SATISFACTION')
FROM (
  SELECT a."id", a."companyId", a."materialId", a."learnerId", a."type", a."value", a."occurredAt",
    CASE WHEN a."learnerId" IS NOT NULL THEN 'l:' || a."learnerId" ELSE 'v:' || a."visitorId" END AS "actorKey",
    ((a."occurredAt" AT TIME ZONE 'UTC') AT TIME ZONE c."timeZone")::date AS "day"
  FROM "ActivityEvent" a JOIN "Company" c ON c."id" = a."companyId"
  WHERE a."materialId" IS NOT NULL AND (a."learnerId" IS NOT NULL OR a."visitorId" IS NOT NULL)
) e
GROUP BY e."companyId", e."materialId", e."actorKey", e."learnerId", e."day";

-- AlterTable
ALTER TABLE "ActivityDaily" ADD COLUMN     "firstOfMonth" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "firstOfWeek" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "firstOfYear" INTEGER NOT NULL DEFAULT 0;

-- From the learners' active days (weeks start on Monday, as date_trunc's ISO weeks do).
UPDATE "ActivityDaily" a SET "firstOfWeek" = f."n"
FROM (
  SELECT "companyId", "first", COUNT(*)::int AS "n"
  FROM (SELECT "companyId", MIN("day") AS "first" FROM "LearnerActiveDay" GROUP BY "companyId", "learnerId", date_trunc('week', "day")) x
  GROUP BY 1, 2
) f
WHERE a."companyId" = f."companyId" AND a."day" = f."first";
UPDATE "ActivityDaily" a SET "firstOfMonth" = f."n"
FROM (
  SELECT "companyId", "first", COUNT(*)::int AS "n"
  FROM (SELECT "companyId", MIN("day") AS "first" FROM "LearnerActiveDay" GROUP BY "companyId", "learnerId", date_trunc('month', "day")) x
  GROUP BY 1, 2
) f
WHERE a."companyId" = f."companyId" AND a."day" = f."first";
UPDATE "ActivityDaily" a SET "firstOfYear" = f."n"
FROM (
  SELECT "companyId", "first", COUNT(*)::int AS "n"
  FROM (SELECT "companyId", MIN("day") AS "first" FROM "LearnerActiveDay" GROUP BY "companyId", "learnerId", date_trunc('year', "day")) x
  GROUP BY 1, 2
) f
WHERE a."companyId" = f."companyId" AND a."day" = f."first";

-- Draft steps become rows (content module): a patch save writes only the steps it changed.

-- CreateTable
CREATE TABLE "MaterialDraftStep" (
    "materialId" UUID NOT NULL,
    "stepId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "data" JSONB NOT NULL,

    CONSTRAINT "MaterialDraftStep_pkey" PRIMARY KEY ("materialId","stepId")
);

-- AddForeignKey
ALTER TABLE "MaterialDraftStep" ADD CONSTRAINT "MaterialDraftStep_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "LearningMaterial"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: every step of every stored draft, in its order (positions 0, 1, 2…). A step a row can't
-- key (not an object, or an id that is not a whole number from 1 to 99999999) was never valid for
-- any kind's editor and is left out. Of two steps with one id (loose path drafts) the first stays.
WITH elements AS (
    SELECT m."id" AS "materialId", e.value AS "data", e.ordinality
    FROM "LearningMaterial" m
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(m."draftData") = 'array' THEN m."draftData" ELSE '[]'::jsonb END)
        WITH ORDINALITY AS e(value, ordinality)
    WHERE jsonb_typeof(e.value) = 'object'
      AND jsonb_typeof(e.value->'id') = 'number'
      AND (e.value->>'id') ~ '^[0-9]{1,8}$'
      AND (e.value->>'id')::int >= 1
),
firsts AS (
    SELECT DISTINCT ON ("materialId", ("data"->>'id')::int) "materialId", ("data"->>'id')::int AS "stepId", "data", ordinality
    FROM elements
    ORDER BY "materialId", ("data"->>'id')::int, ordinality
)
INSERT INTO "MaterialDraftStep" ("materialId", "stepId", "position", "data")
SELECT "materialId", "stepId", (row_number() OVER (PARTITION BY "materialId" ORDER BY ordinality) - 1)::int, "data"
FROM firsts;

-- AlterTable
ALTER TABLE "LearningMaterial" DROP COLUMN "draftData";

-- AlterEnum
ALTER TYPE "UserTokenKind" ADD VALUE 'PASSWORD_RESET';

-- AlterTable
ALTER TABLE "LearningMaterial" ADD COLUMN     "draftSaveId" TEXT;

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "removedFromCompanyName" TEXT;

-- AlterTable: revisions already published are numbered 1, 2, 3… per material in publishing order.
ALTER TABLE "MaterialRevision" ADD COLUMN     "number" INTEGER;
UPDATE "MaterialRevision" AS r SET "number" = n.rn
FROM (SELECT "id", ROW_NUMBER() OVER (PARTITION BY "materialId" ORDER BY "revision") AS rn FROM "MaterialRevision") AS n
WHERE r."id" = n."id";
ALTER TABLE "MaterialRevision" ALTER COLUMN "number" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "MaterialRevision_materialId_number_key" ON "MaterialRevision"("materialId", "number");

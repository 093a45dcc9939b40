-- AlterTable
ALTER TABLE "ActivityEvent" ADD COLUMN     "context" JSONB,
ADD COLUMN     "elementId" TEXT,
ADD COLUMN     "result" JSONB,
ADD COLUMN     "statementId" UUID NOT NULL DEFAULT gen_random_uuid(),
ADD COLUMN     "visitorId" UUID,
ALTER COLUMN "learnerId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Learner" ADD COLUMN     "studySeconds" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "LearnerResponse" ADD COLUMN     "answeredAtLocal" TEXT,
ADD COLUMN     "questionId" TEXT;

-- AlterTable
ALTER TABLE "Progress" ADD COLUMN     "seconds" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "SatisfactionScore" ADD COLUMN     "visitorId" UUID,
ALTER COLUMN "learnerId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "LearnerWrite" (
    "id" UUID NOT NULL,
    "learnerId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LearnerWrite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MaterialVisitor" (
    "materialId" UUID NOT NULL,
    "visitorKey" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MaterialVisitor_pkey" PRIMARY KEY ("materialId","visitorKey")
);

-- CreateIndex
CREATE INDEX "LearnerWrite_learnerId_createdAt_idx" ON "LearnerWrite"("learnerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ActivityEvent_statementId_key" ON "ActivityEvent"("statementId");

-- CreateIndex
CREATE INDEX "ActivityEvent_materialId_occurredAt_idx" ON "ActivityEvent"("materialId", "occurredAt");

-- CreateIndex
CREATE INDEX "LearnerResponse_learnerId_materialId_createdAt_idx" ON "LearnerResponse"("learnerId", "materialId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SatisfactionScore_visitorId_materialId_key" ON "SatisfactionScore"("visitorId", "materialId");

-- AddForeignKey
ALTER TABLE "LearnerWrite" ADD CONSTRAINT "LearnerWrite_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MaterialVisitor" ADD CONSTRAINT "MaterialVisitor_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "LearningMaterial"("id") ON DELETE CASCADE ON UPDATE CASCADE;

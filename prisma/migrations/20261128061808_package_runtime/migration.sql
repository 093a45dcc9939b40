-- CreateTable
CREATE TABLE "PackageRuntime" (
    "companyId" UUID NOT NULL,
    "learnerId" UUID NOT NULL,
    "materialId" UUID NOT NULL,
    "stepId" INTEGER NOT NULL,
    "completion" TEXT NOT NULL DEFAULT 'unknown',
    "success" TEXT NOT NULL DEFAULT 'unknown',
    "scoreScaled" DOUBLE PRECISION,
    "scoreRaw" DOUBLE PRECISION,
    "location" TEXT NOT NULL DEFAULT '',
    "suspendData" TEXT NOT NULL DEFAULT '',
    "totalSeconds" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PackageRuntime_pkey" PRIMARY KEY ("learnerId","materialId","stepId")
);

-- CreateIndex
CREATE INDEX "PackageRuntime_companyId_idx" ON "PackageRuntime"("companyId");

-- CreateIndex
CREATE INDEX "PackageRuntime_materialId_idx" ON "PackageRuntime"("materialId");

-- AddForeignKey
ALTER TABLE "PackageRuntime" ADD CONSTRAINT "PackageRuntime_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PackageRuntime" ADD CONSTRAINT "PackageRuntime_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "LearningMaterial"("id") ON DELETE CASCADE ON UPDATE CASCADE;

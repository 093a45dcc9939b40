-- CreateTable
CREATE TABLE "LmsExport" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "materialId" UUID NOT NULL,
    "format" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'building',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "storageKey" TEXT,
    "size" INTEGER,
    "linkToken" TEXT,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "LmsExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LmsExport_linkToken_key" ON "LmsExport"("linkToken");

-- CreateIndex
CREATE INDEX "LmsExport_companyId_materialId_createdAt_idx" ON "LmsExport"("companyId", "materialId", "createdAt");

-- CreateIndex
CREATE INDEX "LmsExport_materialId_idx" ON "LmsExport"("materialId");

-- AddForeignKey
ALTER TABLE "LmsExport" ADD CONSTRAINT "LmsExport_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LmsExport" ADD CONSTRAINT "LmsExport_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "LearningMaterial"("id") ON DELETE CASCADE ON UPDATE CASCADE;

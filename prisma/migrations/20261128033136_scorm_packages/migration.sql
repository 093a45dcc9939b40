-- CreateTable
CREATE TABLE "ScormPackage" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "standard" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "scos" JSONB NOT NULL,
    "files" JSONB NOT NULL,
    "totalBytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScormPackage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScormPackage_companyId_idx" ON "ScormPackage"("companyId");

-- AddForeignKey
ALTER TABLE "ScormPackage" ADD CONSTRAINT "ScormPackage_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "ActivityDaily" DROP COLUMN "minutes",
ADD COLUMN     "seconds" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "atRiskAfterDays" INTEGER NOT NULL DEFAULT 14,
ADD COLUMN     "engagedWithinDays" INTEGER NOT NULL DEFAULT 7;

-- CreateTable
CREATE TABLE "LearnerActiveDay" (
    "companyId" UUID NOT NULL,
    "learnerId" UUID NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "LearnerActiveDay_pkey" PRIMARY KEY ("learnerId","day")
);

-- CreateIndex
CREATE INDEX "LearnerActiveDay_companyId_day_learnerId_idx" ON "LearnerActiveDay"("companyId", "day", "learnerId");

-- AddForeignKey
ALTER TABLE "LearnerActiveDay" ADD CONSTRAINT "LearnerActiveDay_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LearnerActiveDay" ADD CONSTRAINT "LearnerActiveDay_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- DropIndex
DROP INDEX "Learner_companyId_email_key";

-- AlterTable
ALTER TABLE "Learner" ADD COLUMN     "guestKey" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "Learner_companyId_email_guestKey_key" ON "Learner"("companyId", "email", "guestKey");

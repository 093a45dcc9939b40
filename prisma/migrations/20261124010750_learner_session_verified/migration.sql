-- AlterTable
ALTER TABLE "LearnerSession" ADD COLUMN     "verified" BOOLEAN NOT NULL DEFAULT true;

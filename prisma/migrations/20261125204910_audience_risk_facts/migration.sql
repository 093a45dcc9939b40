-- AlterTable
ALTER TABLE "Progress" ADD COLUMN     "belowPassMark" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "nextDueDay" DATE;

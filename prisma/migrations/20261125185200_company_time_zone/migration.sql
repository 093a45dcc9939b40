-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "topBarBackground" TEXT,
ADD COLUMN     "topBarPrimary" TEXT,
ADD COLUMN     "topBarText" TEXT;

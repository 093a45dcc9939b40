-- AlterTable
ALTER TABLE "MagicLinkToken" ADD COLUMN     "codeHash" TEXT,
ADD COLUMN     "codeTries" INTEGER NOT NULL DEFAULT 0;

-- DropIndex
DROP INDEX "Domain_companyId_idx";

-- DropIndex
DROP INDEX "Domain_domain_key";

-- AlterTable
ALTER TABLE "Domain" ADD COLUMN     "checkAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastCheckedAt" TIMESTAMP(3),
ADD COLUMN     "missing" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "nextCheckAt" TIMESTAMP(3),
ADD COLUMN     "verificationToken" TEXT NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');

-- Every existing domain got its own token above (a volatile default runs per row), and new ones
-- get theirs from the app: the default goes, as in schema.prisma
ALTER TABLE "Domain" ALTER COLUMN "verificationToken" DROP DEFAULT;

-- CreateIndex
CREATE INDEX "Domain_nextCheckAt_idx" ON "Domain"("nextCheckAt");

-- CreateIndex
CREATE UNIQUE INDEX "Domain_companyId_domain_key" ON "Domain"("companyId", "domain");

-- A host serves at most one company: among verified domains the name is unique across
-- companies. Partial, so a pending claim by one company never blocks the owner's own
CREATE UNIQUE INDEX "Domain_verified_domain_key" ON "Domain"("domain") WHERE "status" = 'VERIFIED';

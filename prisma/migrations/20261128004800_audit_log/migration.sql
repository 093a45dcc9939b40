-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" BIGSERIAL NOT NULL,
    "companyId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actorUserId" UUID,
    "actorTokenId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditHead" (
    "companyId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "AuditHead_pkey" PRIMARY KEY ("companyId")
);

-- CreateIndex
CREATE INDEX "AuditEntry_companyId_createdAt_idx" ON "AuditEntry"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_companyId_action_idx" ON "AuditEntry"("companyId", "action");

-- CreateIndex
CREATE UNIQUE INDEX "AuditEntry_companyId_seq_key" ON "AuditEntry"("companyId", "seq");

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Append-only: an update changes nothing (a rule, not a trigger: the migration runner splits
-- scripts at semicolons, which a function body would contain). Deleting a company removes its
-- log with it, and a single entry removed or replaced breaks the chain (npm run audit:check).
CREATE RULE "AuditEntry_no_update" AS ON UPDATE TO "AuditEntry" DO INSTEAD NOTHING;

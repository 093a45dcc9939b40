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

-- Append-only: an entry is never changed (deleting a company removes its log with it).
CREATE FUNCTION "audit_entry_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'AuditEntry rows are append-only';
END;
$$;
CREATE TRIGGER "AuditEntry_no_update" BEFORE UPDATE ON "AuditEntry" FOR EACH ROW EXECUTE FUNCTION "audit_entry_immutable"();

-- CreateTable
CREATE TABLE "OutboxEvent" (
    "id" BIGSERIAL NOT NULL,
    "txid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
    "companyId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxCursor" (
    "consumer" TEXT NOT NULL,
    "txid" BIGINT NOT NULL DEFAULT 0,
    "eventId" BIGINT NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OutboxCursor_pkey" PRIMARY KEY ("consumer")
);

-- CreateIndex
CREATE INDEX "OutboxEvent_txid_id_idx" ON "OutboxEvent"("txid", "id");

-- CreateIndex
CREATE INDEX "OutboxEvent_companyId_id_idx" ON "OutboxEvent"("companyId", "id");

-- AddForeignKey
ALTER TABLE "OutboxEvent" ADD CONSTRAINT "OutboxEvent_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

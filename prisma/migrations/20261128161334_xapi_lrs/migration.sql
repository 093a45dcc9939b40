-- CreateTable
CREATE TABLE "XapiStatement" (
    "companyId" UUID NOT NULL,
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "statement" JSONB NOT NULL,
    "stored" TIMESTAMPTZ(3) NOT NULL,
    "verbId" TEXT NOT NULL,
    "agentKeys" TEXT[],
    "relatedAgentKeys" TEXT[],
    "activityId" TEXT,
    "relatedActivityIds" TEXT[],
    "registration" UUID,
    "voided" BOOLEAN NOT NULL DEFAULT false,
    "targetId" UUID,
    "attachmentHashes" TEXT[],
    "fromActivity" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "XapiStatement_pkey" PRIMARY KEY ("companyId","id")
);

-- CreateTable
CREATE TABLE "XapiAttachment" (
    "companyId" UUID NOT NULL,
    "sha2" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "XapiAttachment_pkey" PRIMARY KEY ("companyId","sha2")
);

-- CreateTable
CREATE TABLE "XapiDocument" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "activityId" TEXT NOT NULL DEFAULT '',
    "agentKey" TEXT NOT NULL DEFAULT '',
    "registration" TEXT NOT NULL DEFAULT '',
    "documentId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "etag" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "XapiDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LrsForwarder" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "verbIds" TEXT[],
    "materialIds" UUID[],
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "failingSince" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LrsForwarder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LrsForwardBatch" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "forwarderId" UUID NOT NULL,
    "outboxEventId" BIGINT NOT NULL,
    "part" INTEGER NOT NULL DEFAULT 0,
    "statementIds" UUID[],
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "retryBase" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAttemptAt" TIMESTAMP(3),
    "lastStatus" INTEGER,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LrsForwardBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "XapiStatement_companyId_stored_seq_idx" ON "XapiStatement"("companyId", "stored", "seq");

-- CreateIndex
CREATE INDEX "XapiStatement_companyId_verbId_stored_idx" ON "XapiStatement"("companyId", "verbId", "stored");

-- CreateIndex
CREATE INDEX "XapiStatement_companyId_activityId_stored_idx" ON "XapiStatement"("companyId", "activityId", "stored");

-- CreateIndex
CREATE INDEX "XapiStatement_companyId_registration_idx" ON "XapiStatement"("companyId", "registration");

-- CreateIndex
CREATE INDEX "XapiStatement_companyId_targetId_idx" ON "XapiStatement"("companyId", "targetId");

-- CreateIndex
CREATE INDEX "XapiStatement_agentKeys_idx" ON "XapiStatement" USING GIN ("agentKeys");

-- CreateIndex
CREATE INDEX "XapiStatement_relatedAgentKeys_idx" ON "XapiStatement" USING GIN ("relatedAgentKeys");

-- CreateIndex
CREATE INDEX "XapiStatement_relatedActivityIds_idx" ON "XapiStatement" USING GIN ("relatedActivityIds");

-- CreateIndex
CREATE INDEX "XapiDocument_companyId_kind_activityId_agentKey_updatedAt_idx" ON "XapiDocument"("companyId", "kind", "activityId", "agentKey", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "XapiDocument_companyId_kind_activityId_agentKey_registratio_key" ON "XapiDocument"("companyId", "kind", "activityId", "agentKey", "registration", "documentId");

-- CreateIndex
CREATE INDEX "LrsForwarder_companyId_createdAt_idx" ON "LrsForwarder"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "LrsForwardBatch_status_nextAttemptAt_idx" ON "LrsForwardBatch"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "LrsForwardBatch_forwarderId_status_createdAt_idx" ON "LrsForwardBatch"("forwarderId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LrsForwardBatch_forwarderId_outboxEventId_part_key" ON "LrsForwardBatch"("forwarderId", "outboxEventId", "part");

-- AddForeignKey
ALTER TABLE "XapiStatement" ADD CONSTRAINT "XapiStatement_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "XapiAttachment" ADD CONSTRAINT "XapiAttachment_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "XapiDocument" ADD CONSTRAINT "XapiDocument_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LrsForwarder" ADD CONSTRAINT "LrsForwarder_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LrsForwardBatch" ADD CONSTRAINT "LrsForwardBatch_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LrsForwardBatch" ADD CONSTRAINT "LrsForwardBatch_forwarderId_fkey" FOREIGN KEY ("forwarderId") REFERENCES "LrsForwarder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

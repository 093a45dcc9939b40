-- CreateTable
CREATE TABLE "LtiPlatform" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "deploymentIds" TEXT[],
    "jwksUrl" TEXT NOT NULL,
    "authLoginUrl" TEXT NOT NULL,
    "authTokenUrl" TEXT NOT NULL,
    "registeredBy" TEXT NOT NULL DEFAULT 'manual',
    "jwks" JSONB,
    "jwksFetchedAt" TIMESTAMP(3),
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LtiPlatform_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LtiLogin" (
    "stateHash" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "platformId" UUID NOT NULL,
    "targetLinkUri" TEXT NOT NULL,
    "storageTarget" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "pendingLaunch" JSONB,
    "ticketHash" TEXT,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LtiLogin_pkey" PRIMARY KEY ("stateHash")
);

-- CreateTable
CREATE TABLE "LtiUser" (
    "platformId" UUID NOT NULL,
    "sub" TEXT NOT NULL,
    "learnerId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LtiUser_pkey" PRIMARY KEY ("platformId","sub")
);

-- CreateTable
CREATE TABLE "LtiToolKey" (
    "kid" TEXT NOT NULL,
    "publicJwk" JSONB NOT NULL,
    "privateJwk" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LtiToolKey_pkey" PRIMARY KEY ("kid")
);

-- CreateTable
CREATE TABLE "LtiResourceLink" (
    "id" UUID NOT NULL,
    "platformId" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "resourceLinkId" TEXT NOT NULL,
    "materialId" UUID NOT NULL,
    "deploymentId" TEXT NOT NULL,
    "contextId" TEXT,
    "title" TEXT,
    "lineItemUrl" TEXT,
    "lineItemsUrl" TEXT,
    "agsScopes" TEXT[],
    "membershipsUrl" TEXT,
    "rosterSyncedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LtiResourceLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LtiLinkLearner" (
    "linkId" UUID NOT NULL,
    "learnerId" UUID NOT NULL,
    "sub" TEXT NOT NULL,
    "scoredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LtiLinkLearner_pkey" PRIMARY KEY ("linkId","learnerId")
);

-- CreateIndex
CREATE INDEX "LtiPlatform_companyId_createdAt_idx" ON "LtiPlatform"("companyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LtiPlatform_issuer_clientId_key" ON "LtiPlatform"("issuer", "clientId");

-- CreateIndex
CREATE UNIQUE INDEX "LtiLogin_nonce_key" ON "LtiLogin"("nonce");

-- CreateIndex
CREATE INDEX "LtiLogin_expiresAt_idx" ON "LtiLogin"("expiresAt");

-- CreateIndex
CREATE INDEX "LtiUser_learnerId_idx" ON "LtiUser"("learnerId");

-- CreateIndex
CREATE INDEX "LtiResourceLink_materialId_idx" ON "LtiResourceLink"("materialId");

-- CreateIndex
CREATE UNIQUE INDEX "LtiResourceLink_platformId_resourceLinkId_key" ON "LtiResourceLink"("platformId", "resourceLinkId");

-- CreateIndex
CREATE INDEX "LtiLinkLearner_learnerId_idx" ON "LtiLinkLearner"("learnerId");

-- AddForeignKey
ALTER TABLE "LtiPlatform" ADD CONSTRAINT "LtiPlatform_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiLogin" ADD CONSTRAINT "LtiLogin_platformId_fkey" FOREIGN KEY ("platformId") REFERENCES "LtiPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiUser" ADD CONSTRAINT "LtiUser_platformId_fkey" FOREIGN KEY ("platformId") REFERENCES "LtiPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiUser" ADD CONSTRAINT "LtiUser_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiResourceLink" ADD CONSTRAINT "LtiResourceLink_platformId_fkey" FOREIGN KEY ("platformId") REFERENCES "LtiPlatform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiResourceLink" ADD CONSTRAINT "LtiResourceLink_materialId_fkey" FOREIGN KEY ("materialId") REFERENCES "LearningMaterial"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiLinkLearner" ADD CONSTRAINT "LtiLinkLearner_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "LtiResourceLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LtiLinkLearner" ADD CONSTRAINT "LtiLinkLearner_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audience table's default order (audience.service.ts orderSql: lastActivityAt DESC NULLS
-- LAST, then id DESC) within a company, read straight from this index instead of sorting every
-- learner of the company (bench/analytics.bench.ts: 100,000 learners). The Prisma schema cannot
-- say NULLS LAST. As a partial index (its predicate is always true, and implied by every query on
-- one company) Prisma leaves it out of its schema diff, so db:migration:new keeps it.
CREATE INDEX "Learner_companyId_recentActivity_idx" ON "Learner"("companyId", "lastActivityAt" DESC NULLS LAST, "id" DESC) WHERE "companyId" IS NOT NULL;

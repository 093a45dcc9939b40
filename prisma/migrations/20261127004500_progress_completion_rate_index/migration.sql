-- The dashboard's Avg. Completion Rate of a window that is not a period in progress (the period
-- before, a custom range) is a mean over the window's learners of their Progress rows' share
-- completed (analytics/dashboard.service.ts figures). Read through (learnerId, materialId) it
-- fetched every Progress row from the heap, other companies' included (235 ms at 100,000
-- learners and 315,000 rows, bench/analytics.bench.ts), and from this index it is an index-only
-- scan of the company's rows (130 ms). The status is a key column rather than INCLUDE, which
-- Prisma's schema cannot describe: the same index-only scan, and the schema stays the whole truth.
-- CreateIndex
CREATE INDEX "Progress_companyId_learnerId_status_idx" ON "Progress"("companyId", "learnerId", "status");

-- The dashboard of a period in progress reads LearnerPeriod twice (analytics/dashboard.service.ts
-- and top-tables.ts): Most Engaged Users, the top five by seconds, active days and completions,
-- and the Avg. Completion Rate, a mean of completed over started across every learner of the
-- period. With all of those columns in the index, in that order, the top five are the first
-- index entries, and the rate is an index-only scan: 92 to 23 ms for a year of 89,371 learners
-- (bench/analytics.bench.ts, EXPLAIN ANALYZE on the kept database). It replaces the index on
-- seconds alone, which it covers.
-- DropIndex
DROP INDEX "LearnerPeriod_companyId_unit_start_seconds_idx";

-- CreateIndex
CREATE INDEX "LearnerPeriod_companyId_unit_start_seconds_activeDays_compl_idx" ON "LearnerPeriod"("companyId", "unit", "start", "seconds" DESC, "activeDays" DESC, "completions" DESC, "started", "completed");

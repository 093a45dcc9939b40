-- The audience's status rule (audience.service.ts statusSql) asks, per learner, whether any of their
-- Progress rows has "nextDueDay" < today OR "belowPassMark". PostgreSQL answers it with one hashed
-- pass over the matching Progress rows. Without this index that pass is a sequential scan of the
-- whole Progress table (every company's rows), with it an index-only scan of the few rows that
-- carry a risk fact (bench/analytics.bench.ts, 100,000 learners, 318,000 Progress rows, 25,000 of
-- them in the index). Partial, so Prisma's schema does not describe it, and `db:migration:new` leaves
-- it in place (checked, no drift reported).
-- CreateIndex
CREATE INDEX "Progress_learnerId_risk_idx" ON "Progress"("learnerId", "nextDueDay", "belowPassMark") WHERE "nextDueDay" IS NOT NULL OR "belowPassMark";

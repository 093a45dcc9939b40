/** The app's background jobs, by name (see job-queue.ts for how they run). */
import type { Database } from '../db/database.js';
import type { Deps } from '../deps.js';
import type { Logger } from '../lib/logger.js';
import { type AudienceJobs, refreshRiskFactsJob } from '../modules/audience/risk-facts.job.js';
import { type BillingJobs, renewJob } from '../modules/billing/billing.job.js';
import { type DomainJobs, recheckDomainsJob } from '../modules/domains/domains.job.js';
import { type AnalyticsJobs, rebuildCompany, repairRollups } from './analytics-jobs.js';
import { type JobDefinitions, JobQueue } from './job-queue.js';
import { executorFor } from './sql-executors.js';

export type JobPayloads = AnalyticsJobs & AudienceJobs & DomainJobs & BillingJobs;

const definitions: JobDefinitions<JobPayloads, Deps> = {
  'analytics.rebuild-company': rebuildCompany,
  'analytics.repair-rollups': repairRollups,
  'audience.refresh-risk-facts': refreshRiskFactsJob,
  'domains.recheck': recheckDomainsJob,
  'billing.renew': renewJob,
};

export type Jobs = JobQueue<JobPayloads, Deps>;

/** Connects nothing yet: the first `send` or `work` does. */
export function createJobs(db: Database, logger: Logger): Jobs {
  return new JobQueue(
    executorFor(db, (err) => logger.error('Background jobs (database pool):', err)),
    definitions,
    logger,
  );
}

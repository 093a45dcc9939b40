/**
 * The app's background jobs, by name (see job-queue.ts for how they run). `JobPayloads` is the
 * queue's contract: every job's name and payload, listed here so that any file sending a job
 * type-checks on its own (declaration merging from the modules' files did not: a program holding
 * a sender but not the job's file, such as the client's typecheck of shared rule files, refused
 * the name). Each module defines its jobs (`*.job.ts`) and the composition root registers them
 * (composition.ts); the compiler refuses a composition that leaves a job without its definition.
 * This file imports no module.
 */
import type { Database } from '../db/database.js';
import type { Deps } from '../deps.js';
import type { Logger } from '../lib/logger.js';
import { type JobDefinitions, JobQueue } from './job-queue.js';
import { executorFor } from './sql-executors.js';

/** Job name → payload. */
export type JobPayloads = {
  /** Rebuild a company's rollups (its time zone changed): analytics/analytics.job.ts. */
  'analytics.rebuild-company': { companyId: string };
  /** Nightly: rebuild the rollups of companies with recent activity. */
  'analytics.repair-rollups': Record<string, never>;
  /** A path was published again: its learners' risk facts follow (audience/risk-facts.job.ts). */
  'audience.refresh-risk-facts': { materialId: string };
  /** Renew due subscriptions (billing/billing.job.ts). */
  'billing.renew': Record<string, never>;
  /** Nightly: drop outbox events every consumer has read, past the kept days (events/outbox.job.ts). */
  'events.prune-outbox': Record<string, never>;
  /** Build an export's zip for an LMS (exports/exports.job.ts). */
  'exports.build': { exportId: string };
  /** Re-check domains whose check is due (domains/domains.job.ts). */
  'domains.recheck': Record<string, never>;
  /** Post a learner's score to an LTI resource link's line item (lti/grades.ts). */
  'lti.post-score': { linkId: string; learnerId: string };
  /** Read an LTI context's roster into learners (lti/roster.ts). */
  'lti.sync-roster': { linkId: string };
  /** Nightly: remove stored SCORM packages nothing names any more (packages/packages.job.ts). */
  'packages.prune-unused': Record<string, never>;
  /** Nightly: drop webhook deliveries past the kept days (webhooks/webhooks.job.ts). */
  'webhooks.prune-deliveries': Record<string, never>;
};

export type Jobs = JobQueue<JobPayloads, Deps>;
export type JobTable = JobDefinitions<JobPayloads, Deps>;

/** Connects nothing yet: the first `send` or `work` does. */
export function createJobs(db: Database, logger: Logger, definitions: JobTable): Jobs {
  return new JobQueue(
    executorFor(db, (err) => logger.error('Background jobs (database pool):', err)),
    definitions,
    logger,
  );
}

/**
 * The app's background jobs, by name (see job-queue.ts for how they run). Each module declares
 * its jobs' payloads by adding to `JobPayloads` (declaration merging, in its `*.job.ts` file) and
 * exports their definitions; the composition root (composition.ts) registers them, and the
 * compiler refuses a composition that leaves a declared job without its definition. So this
 * infrastructure names no module.
 */
import type { Database } from '../db/database.js';
import type { Deps } from '../deps.js';
import type { Logger } from '../lib/logger.js';
import { type JobDefinitions, JobQueue } from './job-queue.js';
import { executorFor } from './sql-executors.js';

/** Job name → payload, added to by each module (`declare module '…/jobs/jobs.js'`). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules.
export interface JobPayloads {}

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

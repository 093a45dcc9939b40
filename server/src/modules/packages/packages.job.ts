/** Nightly: stored packages no draft, published copy or revision names go (prune-packages.ts). */
import type { Deps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobPayloads } from '../../jobs/jobs.js';
import { pruneUnusedPackages } from './prune-packages.js';

export const pruneUnusedPackagesJob: JobDefinition<JobPayloads['packages.prune-unused'], Deps> = {
  policy: 'short',
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 900,
  schedule: { cron: '27 4 * * *', tz: 'UTC', data: {} },
  run: async (_data, deps) => {
    let removed = 0;
    // Batches of 50 until none is left (a night's replaced zips are a handful; this bounds a backlog).
    for (let batch = await pruneUnusedPackages(deps); batch > 0; batch = await pruneUnusedPackages(deps)) removed += batch;
    if (removed) deps.logger.info(`SCORM packages: removed ${removed} no material names any more.`);
  },
};

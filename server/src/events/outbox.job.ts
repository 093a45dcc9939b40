/**
 * Nightly: the outbox keeps what a consumer may still need (outbox.ts pruneOutbox), not every
 * event ever written. One process's timekeeper sends it; a failed run is the next night's.
 */
import type { Deps } from '../deps.js';
import type { JobDefinition } from '../jobs/job-queue.js';
import type { JobPayloads } from '../jobs/jobs.js';
import { pruneOutbox } from './outbox.js';

export const pruneOutboxJob: JobDefinition<JobPayloads['events.prune-outbox'], Deps> = {
  policy: 'short',
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 900,
  schedule: { cron: '17 3 * * *', tz: 'UTC', data: {} },
  run: async (_data, deps) => {
    const pruned = await pruneOutbox(deps.prisma);
    if (pruned) deps.logger.info(`Outbox: removed ${pruned} events every consumer has read.`);
  },
};

/** Nightly: deliveries and their attempts older than the kept days go (delivery.ts pruneDeliveries). */
import type { Deps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobPayloads } from '../../jobs/jobs.js';
import { pruneDeliveries } from './delivery.js';

export const pruneDeliveriesJob: JobDefinition<JobPayloads['webhooks.prune-deliveries'], Deps> = {
  policy: 'short',
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 900,
  schedule: { cron: '41 3 * * *', tz: 'UTC', data: {} },
  run: async (_data, deps) => {
    const pruned = await pruneDeliveries(deps);
    if (pruned) deps.logger.info(`Webhooks: removed ${pruned} deliveries past the kept days.`);
  },
};

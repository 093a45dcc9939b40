/** Renewals (billing.service.ts renewDueSubscriptions): hourly, by whichever server process's timekeeper sends it first. */
import type { Deps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobPayloads } from '../../jobs/jobs.js';
import { renewDueSubscriptions } from './billing.service.js';

type BillingJobs = Pick<JobPayloads, 'billing.renew'>;

export const renewJob: JobDefinition<BillingJobs['billing.renew'], Deps> = {
  policy: 'short',
  retryLimit: 2,
  retryDelaySeconds: 300,
  retryBackoff: true,
  expireInSeconds: 600,
  schedule: { cron: '5 * * * *', tz: 'UTC', data: {} },
  run: (_data, deps) => renewDueSubscriptions(deps),
};

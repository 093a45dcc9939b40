/**
 * Automatic DNS re-checks (domains.service.ts has the schedule): every minute, whichever server
 * process's timekeeper sends it first checks the domains whose next check is due, at most
 * RECHECK_BATCH a run, the longest-waiting first. A run that fails is simply the next minute's.
 */
import type { Deps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobPayloads } from '../../jobs/jobs.js';
import { recheckDueDomains } from './domains.service.js';

type DomainJobs = Pick<JobPayloads, 'domains.recheck'>;

const RECHECK_BATCH = 50;

export const recheckDomainsJob: JobDefinition<DomainJobs['domains.recheck'], Deps> = {
  policy: 'short',
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  // 50 domains × at most 4 s of look-ups (two tries of 2 s; the three look-ups run together).
  expireInSeconds: 300,
  schedule: { cron: '* * * * *', tz: 'UTC', data: {} },
  run: (_data, deps) => recheckDueDomains(deps, RECHECK_BATCH),
};

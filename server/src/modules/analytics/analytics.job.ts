/**
 * The dashboard's rollups (modules/analytics/rollups.ts) in the background: a company's are
 * rebuilt after its time zone changes (days move), and every night those of the companies with
 * recent activity are rebuilt again, in case anything ever went past the incremental path (the
 * learners' risk facts, progress/learner-risk-facts.ts, with them).
 */
import type { Deps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobPayloads } from '../../jobs/jobs.js';
import type { JobTable } from '../../jobs/jobs.js';
import { keepLearnerRiskFacts } from '../progress/index.js';
import { REBUILD_TIMEOUT_MS, rebuildRollups } from './rollups.js';

type AnalyticsJobs = Pick<JobPayloads, 'analytics.rebuild-company' | 'analytics.repair-rollups'>;

export const rebuildCompany: JobDefinition<AnalyticsJobs['analytics.rebuild-company'], Deps> = {
  // One rebuild waiting per company: it reads the zone when it runs, so later changes join it.
  policy: 'short',
  singletonKey: (data) => data.companyId,
  // Two rebuilds of one company on two processes can collide on the rollups' keys: the loser retries.
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // rebuildRollups' transaction may take up to REBUILD_TIMEOUT_MS.
  expireInSeconds: REBUILD_TIMEOUT_MS / 1000 + 60,
  async run({ companyId }, deps) {
    // A company deleted since the job was sent has nothing left to rebuild.
    if (!(await deps.prisma.company.findUnique({ where: { id: companyId }, select: { id: true } }))) return { skipped: 'no such company' };
    await rebuildRollups(deps.prisma, companyId);
    await keepLearnerRiskFacts(deps.prisma, { companyId });
    return undefined;
  },
};

/** Everything since the previous night's run, with a day to spare for a night it could not run. */
const REPAIR_WINDOW = '2 days';

export const repairRollups: JobDefinition<AnalyticsJobs['analytics.repair-rollups'], Deps> = {
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 300,
  // Any hour would do (a rebuild swaps a company's rollups in one transaction): 03:15 UTC is
  // night in Europe and Africa, evening in the Americas.
  schedule: { cron: '15 3 * * *', tz: 'UTC', data: {} },
  async run(_data, deps) {
    // One index probe per company on ActivityEvent(companyId, occurredAt), never a scan of the
    // events; occurredAt holds UTC wall-clock time (see rollups.ts).
    const companies = await deps.prisma.$queryRaw<{ id: string }[]>`
      SELECT c."id" FROM "Company" c
      WHERE EXISTS (
        SELECT 1 FROM "ActivityEvent" e
        WHERE e."companyId" = c."id" AND e."occurredAt" >= (now() AT TIME ZONE 'UTC') - ${REPAIR_WINDOW}::interval)
      ORDER BY c."id"`;
    // One job per company: processes share them, each retries alone, and a rebuild already
    // waiting for a company (its zone just changed) counts for this one too.
    for (const { id } of companies) await deps.jobs.send('analytics.rebuild-company', { companyId: id });
    return { companyIds: companies.map((c) => c.id) };
  },
};

/** Registered by the composition root. */
export const analyticsJobs = {
  'analytics.rebuild-company': rebuildCompany,
  'analytics.repair-rollups': repairRollups,
} satisfies Partial<JobTable>;

/**
 * The composition root: the one place that knows every module's jobs and projectors, and hands
 * them to the infrastructure (deps.ts). Entry points (main.ts, the seed script, the test harness,
 * benchmarks) build their Deps here; infrastructure (auth, db, events, jobs, lib, mail, uploads,
 * deps) never imports a module (import-boundaries.test.ts).
 */
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createDeps, type Deps, type Wiring } from './deps.js';
import { pruneOutboxJob } from './events/outbox.job.js';
import { analyticsJobs, analyticsProjectors } from './modules/analytics/index.js';
import { refreshRiskFactsJob } from './modules/audience/index.js';
import { renewJob } from './modules/billing/index.js';
import { recheckDomainsJob } from './modules/domains/index.js';
import { progressProjectors } from './modules/progress/index.js';
import { pruneDeliveriesJob, webhooksLoop } from './modules/webhooks/index.js';
import { buildExportJob } from './modules/exports/index.js';
import { pruneUnusedPackagesJob } from './modules/packages/index.js';
import { ltiGradesLoop, postScoreJob, syncRosterJob } from './modules/lti/index.js';
import { activityStatementsLoop, lrsForwardingLoop } from './modules/xapi/index.js';
import type { Projectors } from './events/domain-events.js';

/** Projectors of one event type run in this order: the dashboard's rollups, then the learners' risk facts. */
function combine(...sets: Projectors[]): Projectors {
  const all: Record<string, unknown[]> = {};
  for (const set of sets) for (const [type, list] of Object.entries(set)) all[type] = [...(all[type] ?? []), ...(list ?? [])];
  return all as Projectors;
}

export const wiring: Wiring = {
  jobs: {
    ...analyticsJobs,
    'audience.refresh-risk-facts': refreshRiskFactsJob,
    'domains.recheck': recheckDomainsJob,
    'events.prune-outbox': pruneOutboxJob,
    'billing.renew': renewJob,
    'webhooks.prune-deliveries': pruneDeliveriesJob,
    'packages.prune-unused': pruneUnusedPackagesJob,
    'exports.build': buildExportJob,
    'lti.post-score': postScoreJob,
    'lti.sync-roster': syncRosterJob,
  },
  projectors: combine(analyticsProjectors, progressProjectors),
  loops: [webhooksLoop, ltiGradesLoop, activityStatementsLoop, lrsForwardingLoop],
};

/** The app's Deps with every module's jobs and projectors. */
export function createAppDeps(config: Config, db: Database, overrides: Partial<Deps> = {}): Deps {
  return createDeps(config, db, wiring, overrides);
}

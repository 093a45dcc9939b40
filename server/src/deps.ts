/**
 * The long-lived parts every service and adapter uses, built once per server process. This is
 * infrastructure: it names no module; what modules add (jobs, projectors) comes in as `Wiring`
 * from the composition root (composition.ts).
 */
import { type AuditLog, createAuditLog } from './audit/audit-log.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { PrismaClient } from './generated/prisma/client.js';
import { createEventBus, type DomainEventBus, type Projectors } from './events/domain-events.js';
import { createJobs, type JobTable, type Jobs } from './jobs/jobs.js';
import { type BackgroundLoop, createLoops, type Loops } from './jobs/loops.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit.js';
import { type CostBucket, createCostBucket } from './lib/cost-bucket.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createAppPubSub, type PubSub } from './pubsub.js';
import { createFileStorage, type FileStorage } from './uploads/storage.js';
import { createHubCache, type HubCache } from './http-cache/hub-cache.js';
import { createReportReads, type ReportReads } from './db/replica.js';

export type Deps = {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  pubsub: PubSub;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  storage: FileStorage;
  logger: Logger;
  /** Background jobs: sending works at once; they run only after `jobs.work(deps)` (main.ts, or a test that wants them). */
  jobs: Jobs;
  /** Domain events: a write emits them in its transaction; projectors and the outbox take them (events/). */
  events: DomainEventBus;
  /** Purges the public hub's answers from caching proxies after a write changes them (http-cache/). */
  hubCache: HubCache;
  /** Where reports read: the read replica when it is current, else the primary (db/replica.ts). */
  reports: ReportReads;
  /** Continuous worker loops (webhook delivery): started by `loops.start(deps)` in the worker role (main.ts). */
  loops: Loops<Deps>;
  /** The tamper-evident audit log (audit/audit-log.ts). */
  audit: AuditLog;
  /** API tokens' query-cost budgets (lib/cost-bucket.ts). */
  costBucket: CostBucket;
};

/** What the modules register (composition.ts): their jobs and their projectors. */
/** `loops` are factories: each Deps gets loops of its own. */
export type Wiring = { jobs: JobTable; projectors: Projectors; loops: readonly (() => BackgroundLoop<Deps>)[] };

export function createDeps(config: Config, db: Database, wiring: Wiring, overrides: Partial<Deps> = {}): Deps {
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL, config.LOG_FORMAT);
  return {
    config,
    db,
    prisma: db.prisma,
    logger,
    pubsub: overrides.pubsub ?? createAppPubSub(config.REDIS_URL, logger),
    mailer:
      overrides.mailer ??
      createMailer({ prisma: db.prisma, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, logBodies: config.NODE_ENV !== 'production' }),
    rateLimiter: overrides.rateLimiter ?? createRateLimiter(config.REDIS_URL, config.RATE_LIMIT_MULTIPLIER, logger),
    storage: overrides.storage ?? createFileStorage(config),
    jobs: overrides.jobs ?? createJobs(db, logger, wiring.jobs),
    events: overrides.events ?? createEventBus(wiring.projectors),
    hubCache: overrides.hubCache ?? createHubCache(config.cachePurgeUrls, logger),
    reports: overrides.reports ?? createReportReads(db, config.DATABASE_REPLICA_URL, logger),
    loops:
      overrides.loops ??
      createLoops(
        wiring.loops.map((make) => make()),
        logger,
      ),
    audit: overrides.audit ?? createAuditLog(db.prisma, (err) => logger.error('Audit log: an entry could not be appended:', err)),
    costBucket: overrides.costBucket ?? createCostBucket(config.REDIS_URL, logger),
  };
}

/**
 * The same deps with `prisma` on the read replica when it has every write the primary had
 * acknowledged (db/replica.ts), for a report's reads: analytics, audience lists, profiles,
 * exports. Writes never go through it.
 */
export async function forReports(deps: Deps): Promise<Deps> {
  const prisma = await deps.reports.client();
  return prisma === deps.prisma ? deps : { ...deps, prisma };
}

export async function closeDeps(deps: Deps): Promise<void> {
  // First: a running job or loop still needs the database.
  await deps.jobs.stop().catch((err) => deps.logger.error('Stopping background jobs:', err));
  await deps.loops.stop().catch((err) => deps.logger.error('Stopping background loops:', err));
  await Promise.allSettled([
    // Audit entries under way are written before the database closes.
    deps.audit.settle(),
    deps.hubCache.settle(),
    deps.reports.close(),
    deps.pubsub.close(),
    deps.rateLimiter.close(),
    deps.costBucket.close(),
    deps.storage.close(),
  ]);
  await deps.db.close();
}

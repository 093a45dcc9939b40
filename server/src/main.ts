/**
 * Start-up: configuration, database (migrated), demo seed on first start, background jobs, HTTP
 * server — by ROLE: `web` serves, `worker` runs the jobs, `all` (the default) both. SIGTERM/SIGINT
 * close the process gracefully (a running job may finish first).
 */
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { isDatabaseUnavailable } from './db/outage.js';
import { DEMO_PASSWORD, demoOwner, demoPassword, demoUsers, seedDemo } from './modules/demo/index.js';
import { closeDeps } from './deps.js';
import { createAppDeps } from './composition.js';
import { startHttpServer } from './http.js';
import { type PackageOriginServer, startPackageOriginServer } from './package-origin-server.js';
import { startTelemetry } from './telemetry.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

// A connection dropped under a statement nobody awaits (a background write the job runner fires
// and forgets) must not end the process while the database is away: that outage is logged, and
// requests meanwhile answer 503 (db/outage.ts). Any other unhandled rejection still ends it.
process.on('unhandledRejection', (reason) => {
  if (!isDatabaseUnavailable(reason)) throw reason;
  console.error('[error] The database is unreachable:', reason instanceof Error ? reason.message : reason);
});

// Traces and metrics by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set: started before the
// database and the app, whose Prisma client and middleware it instruments (telemetry.ts).
const telemetry = startTelemetry(config.OTEL_EXPORTER_OTLP_ENDPOINT, `learnhub-${config.ROLE}`);
const db = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.pgliteDir });
const deps = createAppDeps(config, db);
const serves = config.ROLE !== 'worker';
const works = config.ROLE !== 'web';
// Seeded by a process that serves (it prints the sign-in); with several, set SEED_DEMO on one.
if (config.SEED_DEMO && serves) {
  const demo = demoPassword(config);
  if (await seedDemo(deps, demo.password)) {
    deps.logger.info('Seeded the demo company (first start).');
    // Shown this once, whatever LOG_LEVEL: nothing else knows it.
    if (demo.random) console.log(`Demo sign-in (password shown only now): ${demoUsers.map((u) => u.email).join(', ')} / ${demo.password}`);
  }
}
// Background jobs run in the worker (and in a process that does everything); on PostgreSQL every
// working process shares them, each job fetched by one. A web process only sends them.
if (works) {
  await deps.jobs.work(deps);
  deps.loops.start(deps);
}
let running: Awaited<ReturnType<typeof startHttpServer>> | null = null;
let packages: PackageOriginServer | null = null;
if (serves) {
  // Asked before listening: once "running at" is printed, start-up awaits nothing that needs the
  // database (a query in flight at top level when the database drops would end the process).
  const demoSeeded = await deps.prisma.user.findUnique({ where: { email_duplicateKey: { email: demoOwner.email, duplicateKey: '' } }, select: { id: true } });
  running = await startHttpServer(deps, config.PORT, config.HOST);
  // The package origin: SCORM packages play there, never on the app's origin.
  packages = await startPackageOriginServer(deps, config.HOST);
  const url = config.PUBLIC_URL ?? `http://localhost:${running.port}`;
  const role = config.ROLE === 'web' ? ', web: jobs run in the worker' : '';
  deps.logger.info(
    `LearnHub is running at ${url}  (database: ${db.kind === 'pglite' ? `embedded, ${config.pgliteDir}` : 'PostgreSQL'}; files: ${config.s3 ? `bucket ${config.s3.bucket}` : 'on disk'}${role})`,
  );
  // Only the development password is printed on every start: it is the README's anyway.
  if (demoSeeded && config.NODE_ENV !== 'production')
    deps.logger.info(`Demo sign-in: ${demoOwner.email} / ${config.DEMO_PASSWORD ?? DEMO_PASSWORD}  (see README for the other roles)`);
  if (config.ROLE === 'web' && !config.s3)
    deps.logger.info(`Uploads are kept on this machine (${config.uploadsDir}): web processes on other machines need S3_BUCKET.`);
  deps.logger.info(`SCORM packages play from ${packages.origin} (the package origin)`);
  if (config.NODE_ENV === 'production' && !config.PACKAGE_ORIGIN && new URL(packages.origin).hostname === new URL(url).hostname)
    deps.logger.info(
      `Warning: SCORM packages play on the app's own host (another port): set PACKAGE_ORIGIN to a host on another site (README "SCORM packages").`,
    );
  if (!config.SMTP_URL && config.EXPOSE_OUTBOX) deps.logger.info(`Mail is not sent (no SMTP_URL): read it at ${url}/dev/outbox`);
} else {
  deps.logger.info('LearnHub worker is running (background jobs; no HTTP).');
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info(`${signal}: shutting down…`);
  await running?.close(config.DRAIN_SECONDS * 1000);
  await packages?.close();
  await closeDeps(deps);
  // The last spans and metrics out before the process ends.
  await telemetry?.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

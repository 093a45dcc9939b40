/**
 * The test server: the real app (GraphQL, REST, services) on a real, freshly migrated database:
 * an in-memory PGlite by default, a new PostgreSQL database per test file when DATABASE_URL is
 * set (CI). Requests go through `app.fetch`, the same handler the HTTP server uses.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { closeDeps, type Deps } from '../deps.js';
import { createAppDeps } from '../composition.js';
import type { Logger } from '../lib/logger.js';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit.js';
import { packageOrigin } from '../modules/packages/index.js';
import { PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from './database-templates.js';
import { scratchDatabase } from './scratch-database.js';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const unlimited: RateLimiter = { hit: async () => {}, close: async () => {} };

let pgliteTemplate: Promise<Blob> | null = null;

/** The run's migrated PGlite database (database-templates.ts), read once per worker. */
function pgliteTemplateDump(file: string): Promise<Blob> {
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return pgliteTemplate;
}

/**
 * Opens a fresh database: PGlite in memory, or a new PostgreSQL database named for this run;
 * a copy of the run's migrated template when there is one (none when a test file runs outside
 * Vitest's global setup), else migrated here.
 */
async function freshDatabase(baseUrl = process.env.DATABASE_URL): Promise<{ db: Database; drop(): Promise<void>; url?: string }> {
  if (!baseUrl) {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    const db = template
      ? await openDatabase({ kind: 'pglite', dir: null, from: await pgliteTemplateDump(template) }, { countQueries: true, migrate: false })
      : await openDatabase({ kind: 'pglite', dir: null }, { countQueries: true });
    return { db, drop: async () => {} };
  }
  const scratch = await scratchDatabase('lh_test', baseUrl);
  const fromTemplate = baseUrl === process.env.DATABASE_URL && Boolean(process.env[PG_TEMPLATE_ENV]);
  const db = await openDatabase({ kind: 'postgres', url: scratch.url }, { countQueries: true, migrate: !fromTemplate });
  return { db, url: scratch.url, drop: scratch.drop };
}

/**
 * `postgres`: a scratch database on this server instead of DATABASE_URL's, and, with
 * `replicaPort`, DATABASE_REPLICA_URL set to the same database on that standby of it.
 */
export async function createTestApp(
  options: { realRateLimits?: boolean; env?: Record<string, string>; logger?: Logger; postgres?: { baseUrl: string; replicaPort?: number } } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-test-'));
  const { db, drop, url } = await freshDatabase(options.postgres?.baseUrl);
  const replicaUrl = url && options.postgres?.replicaPort ? Object.assign(new URL(url), { port: String(options.postgres.replicaPort) }).toString() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://app.test',
    PACKAGE_ORIGIN: 'http://packages.test',
    REDIS_URL: process.env.REDIS_URL,
    DATABASE_URL: url,
    // Tests send GraphQL documents of their own as learners and visitors too; the production
    // rule (staff and API tokens only) has its own tests in graphql/persisted-operations.test.ts.
    GRAPHQL_ARBITRARY_DOCUMENTS: 'anyone',
    ...(replicaUrl ? { DATABASE_REPLICA_URL: replicaUrl } : {}),
    ...options.env,
  });
  const deps: Deps = createAppDeps(config, db, {
    // Tests sign up many users from one address; the rate-limit tests opt back in.
    rateLimiter: options.realRateLimits ? createRateLimiter(config.REDIS_URL) : unlimited,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const { fetch } = createApp(deps);
  const call = (input: string, init?: RequestInit) => fetch(new Request(`http://app.test${input}`, init), { ip: '127.0.0.1' });
  const packageApp = packageOrigin.createPackageOriginApp(deps, { appOrigin: 'http://app.test' });

  return {
    deps,
    prisma: deps.prisma,
    fetch: call,
    /** A request to the package origin (SCORM packages' files and runtime pages): a full URL or a path. */
    packageFetch: (input: string, init?: RequestInit) => packageApp.fetch(new Request(new URL(input, 'http://packages.test'), init)),

    /** Runs a GraphQL operation over HTTP; returns the parsed body. */
    async gql<T = any>(
      query: string,
      variables?: Record<string, unknown>,
      token?: string | null,
    ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
      const res = await call('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },

    /** A REST call: JSON body unless `body` is FormData or a raw string. */
    async rest(method: string, route: string, opts: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers };
      let body: BodyInit | undefined;
      if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body as BodyInit;
      else if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] = 'application/json';
      }
      const res = await call(`/api/v1${route}`, { method, headers, body });
      const text = await res.text();
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { nonJson: text };
      }
      return { status: res.status, body: json, headers: res.headers };
    },

    async close() {
      await closeDeps(deps);
      await drop();
    },
  };
}

/**
 * Every environment variable the server reads, parsed and validated once at start-up.
 * A bad value stops the server with a message naming the variable (see `loadConfig`).
 * The README's configuration table is the user-facing copy of this file: keep them in step.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './http-address.js';
import { repoRoot } from './lib/paths.js';

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /**
   * What this process does: `web` serves HTTP and WebSockets, `worker` runs the background jobs
   * (pg-boss: renewals, domain re-checks, rollup rebuilds…), `all` both (one machine). Several web
   * processes and a worker share one PostgreSQL; the embedded database is one process's (`all`).
   */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * On SIGTERM, how long a web process keeps serving while /readyz says `draining`, before it
   * stops accepting: a little longer than the proxy takes to notice (check interval × falls), so
   * no request is sent to a closed port during a rolling restart. 0: close at once (one process).
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Where the embedded database and uploaded files live (default: the repository's ./data). */
  DATA_DIR: z.string().min(1).optional(),
  /** PostgreSQL instead of the embedded PGlite database. */
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  /** A streaming standby of DATABASE_URL: reports read it when it is current (db/replica.ts). */
  DATABASE_REPLICA_URL: url(['postgres:', 'postgresql:']).optional(),
  /** Redis for pub/sub and rate limits instead of in-process ones. */
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /** SMTP delivery; without it mail is kept in the outbox and printed to the log. */
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('LearnHub <no-reply@learnhub.local>'),
  /** The address users reach the app at; used in mailed links. Defaults to http://localhost:PORT. */
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  /**
   * Where SCORM packages play (issue 25 §2): an origin that is not the app's, so a package's
   * scripts can never read the app's cookies, storage or pages. Default: this machine's host on
   * PACKAGE_PORT. In production give it a host of its own (packages.example.com) behind the proxy.
   */
  PACKAGE_ORIGIN: url(['http:', 'https:']).optional(),
  /** The port the package origin listens on. Default: PORT + 1 (a free one when that is taken, or when PORT is 0). */
  PACKAGE_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** OpenID Connect ("Sign up with Google"): all three set enables it. */
  OIDC_ISSUER: url(['http:', 'https:']).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Seed the demo company on first start (never again once seeded; see modules/demo/seed.ts). Default: not in production. */
  SEED_DEMO: bool.optional(),
  /**
   * The demo accounts' password. Unset: the README's published one in development, a random one
   * (printed once when seeding) in production. The browser journeys set it explicitly.
   */
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  /** Serve GET /api/dev/outbox (mail listing for development and browser tests). Never in production. */
  EXPOSE_OUTBOX: bool.optional(),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits, outbox). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Scales every rate limit (sign-in, sign-up, resend, invites); 1 keeps the defaults. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  /** Days a staff sign-in stays valid. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Largest JSON request body, in bytes. */
  MAX_JSON_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  /** `text` for a terminal; `json` for a log collector: one object a line, with the request id (lib/logger.ts). */
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  /** Serves Prometheus metrics at /metrics to `Authorization: Bearer <this>` (metrics.ts); unset: no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** An OpenTelemetry collector (OTLP over HTTP, e.g. http://127.0.0.1:4318): traces and metrics go there (telemetry.ts). */
  OTEL_EXPORTER_OTLP_ENDPOINT: url(['http:', 'https:']).optional(),
  /**
   * Signs short-lived download links (learners' files for staff). Unset: a random key per
   * process, so links made by one process don't open on another: set it when running several.
   */
  SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Custom domains (Settings → Domain). The A record's address and the CNAME target a company
   * points its domain at: this deployment's public IPv4 address and host name. The CNAME target
   * defaults to PUBLIC_URL's host; the address to 127.0.0.1 (right only on one machine).
   */
  DOMAIN_A_RECORD: z.ipv4({ message: 'must be an IPv4 address' }).default('127.0.0.1'),
  DOMAIN_CNAME_TARGET: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
    .optional(),
  /**
   * The DNS servers domain checks ask, comma-separated, each an IP address with an optional
   * port (1.1.1.1, 127.0.0.1:5353, [::1]:53). Unset: the system's resolvers.
   */
  DNS_SERVERS: z
    .string()
    .regex(/^[\w.:[\],\s-]+$/, 'must be IP addresses with optional ports, separated by commas')
    .optional(),
  /**
   * Host names this app answers on as itself (comma-separated), besides PUBLIC_URL's host,
   * localhost and IP addresses. Any other host must be a company's verified custom domain.
   */
  APP_HOSTS: z.string().optional(),
  /**
   * Payments: "test", built in (no network: test card numbers succeed, are declined or fail at
   * renewal), or "stripe" (Stripe's hosted checkout and webhooks: needs the two STRIPE_ keys).
   */
  BILLING_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  /** Stripe's secret API key (sk_live_… or sk_test_…). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  /** The signing secret of the webhook endpoint /api/v1/billing/webhooks/stripe (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Where the Stripe client sends its calls; unset in production (tests point it at a stand-in). */
  STRIPE_API_URL: z.string().url().optional(),
  /** Days a company keeps creating after a failed payment (then new assets are refused until it pays). */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /**
   * Uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads (needed when web
   * processes run on more than one machine). The credentials may be left unset to use the AWS
   * SDK's own chain (instance role, AWS_* variables).
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, dots and hyphens)')
    .optional(),
  /** The service's address; unset for AWS itself (https://s3.<region>.amazonaws.com). */
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (MinIO, s3rver, most self-hosted services). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * Seconds a shared cache (a CDN, Varnish) may keep the hub's public answers: its catalogue,
   * company and public materials (http-cache/). Publishing and other hub changes purge them at
   * once when CACHE_PURGE_URLS is set; this bounds how stale they can be otherwise.
   */
  HUB_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Caching proxies to purge when a hub changes (comma-separated, e.g. http://127.0.0.1:6081): see server/deploy/varnish.vcl. */
  CACHE_PURGE_URLS: z
    .string()
    .optional()
    .refine((v) => !v || listOf(v).every((u) => /^https?:\/\/[^/\s]+\/?$/.test(u)), 'must be http(s) addresses of caching proxies, comma-separated'),
  /**
   * Webhook endpoints on loopback, private or link-local addresses are refused (at every delivery,
   * after DNS). true allows them: tests and local development only, never in production.
   */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: bool.default(false),
  /**
   * The same for LTI platforms' key sets and token services, which the server fetches: refused on
   * private addresses unless true (tests and local development only).
   */
  LTI_ALLOW_PRIVATE_PLATFORMS: bool.default(false),
  /**
   * Who may send GraphQL documents of their own rather than the web client's persisted ids
   * (graphql/persisted-operations.ts): staff sessions and API tokens (the default), or anyone:
   * the server's tests only, which send documents as learners and anonymous visitors.
   */
  GRAPHQL_ARBITRARY_DOCUMENTS: z.enum(['staff', 'anyone']).default('staff'),
  /** The Relay compiler's map of the web client's operations (relay.config.js). */
  PERSISTED_OPERATIONS_FILE: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'client', 'persisted-operations.json')),
  /** How often the worker looks for webhook work when nothing nudged it (milliseconds). */
  WEBHOOKS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

export type Config = Omit<z.infer<typeof schema>, 'EXPOSE_OUTBOX' | 'DATA_DIR' | 'SEED_DEMO'> & {
  DATA_DIR: string;
  EXPOSE_OUTBOX: boolean;
  SEED_DEMO: boolean;
  publicUrl: string;
  /** Where the package origin listens (PACKAGE_PORT, or PORT + 1; 0: any free port). */
  packagePort: number;
  /** Where browsers reach the package origin; null until it listens when its port is chosen at start (main.ts sets it). */
  packageOrigin: string | null;
  uploadsDir: string;
  pgliteDir: string;
  /** SIGNING_SECRET, or a random one for this process. */
  signingSecret: string;
  /** What Settings → Domain tells companies to create, and what the DNS check expects. */
  domains: { aRecord: string; cnameTarget: string; dnsServers: string[] | null };
  /** Host names (lower case, no port) that are this app rather than a custom domain. */
  appHosts: string[];
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Set when BILLING_PROVIDER is stripe. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl?: string } | null;
  /** Set when S3_BUCKET is: uploads go to that bucket (uploads/s3-storage.ts). */
  s3: S3Config | null;
  /** CACHE_PURGE_URLS, parsed (empty: nothing to purge). */
  cachePurgeUrls: string[];
};

export type S3Config = {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/**
 * The package origin's host when PACKAGE_ORIGIN is not set: on one machine, the app's other name
 * (localhost ↔ 127.0.0.1), so the two are not even the same host (cookies are shared across ports
 * of one host, not across hosts); anywhere else the app's host, and the README asks for
 * PACKAGE_ORIGIN on another site.
 */
export function packageHost(appHost: string): string {
  if (appHost === 'localhost') return '127.0.0.1';
  if (appHost === '127.0.0.1') return 'localhost';
  return appHost;
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Parses `env` (default `process.env`); throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as they do in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const oidcParts = [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  if (c.ROLE !== 'all') {
    // Split roles mean several processes: what one does, the others must see.
    const missing = [
      !c.DATABASE_URL && 'DATABASE_URL: the embedded database belongs to one process, which serves and works (ROLE=all)',
      !c.REDIS_URL && 'REDIS_URL: subscriptions, the live dashboard and rate limits are shared through it',
      c.ROLE === 'web' && !c.SIGNING_SECRET && 'SIGNING_SECRET: a download address signed by one web process must open on another',
    ].filter(Boolean);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ROLE=${c.ROLE} needs ${m}`).join('\n')}`);
  }
  if (c.DATABASE_REPLICA_URL && !c.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_REPLICA_URL is a standby of DATABASE_URL: set DATABASE_URL too');
  }
  if (c.BILLING_PROVIDER === 'stripe' && !(c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const s3Keys = [c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (!c.S3_BUCKET && (c.S3_ENDPOINT || s3Keys.some(Boolean))) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: set it too (S3_ENDPOINT and the S3 keys only say where the bucket is)');
  }
  // A DATA_DIR given by the user is relative to where they started the process; the default is
  // anchored at the repository, so `npm start`, `npm run db:seed` and `npm run dev -w server`
  // (which run in different directories) share one database.
  const dataDir = c.DATA_DIR ? path.resolve(c.DATA_DIR) : path.join(repoRoot, 'data');
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const packagePort = c.PACKAGE_PORT ?? (c.PORT === 0 ? 0 : c.PORT + 1);
  const packageOrigin = c.PACKAGE_ORIGIN
    ? new URL(c.PACKAGE_ORIGIN).origin
    : packagePort
      ? `${new URL(publicUrl).protocol}//${packageHost(new URL(publicUrl).hostname)}:${packagePort}`
      : null;
  if (packageOrigin === new URL(publicUrl).origin) {
    throw new ConfigError(`Invalid configuration:\n  PACKAGE_ORIGIN: must not be the app's own origin (${packageOrigin}): packages would run as the app`);
  }
  return {
    ...c,
    EXPOSE_OUTBOX: c.EXPOSE_OUTBOX ?? c.NODE_ENV !== 'production',
    // A production start must not create accounts with the password printed in the README.
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    DATA_DIR: dataDir,
    publicUrl,
    packagePort,
    packageOrigin,
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: path.join(dataDir, 'pglite'),
    signingSecret: c.SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
    domains: {
      aRecord: c.DOMAIN_A_RECORD,
      cnameTarget: (c.DOMAIN_CNAME_TARGET ?? new URL(publicUrl).hostname).toLowerCase(),
      dnsServers: c.DNS_SERVERS ? listOf(c.DNS_SERVERS) : null,
    },
    appHosts: [new URL(publicUrl).hostname.toLowerCase(), ...(c.APP_HOSTS ? listOf(c.APP_HOSTS).map((h) => h.toLowerCase()) : [])],
    stripe: c.BILLING_PROVIDER === 'stripe' ? { secretKey: c.STRIPE_SECRET_KEY!, webhookSecret: c.STRIPE_WEBHOOK_SECRET!, apiUrl: c.STRIPE_API_URL } : null,
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          ...(c.S3_ENDPOINT ? { endpoint: c.S3_ENDPOINT } : {}),
          region: c.S3_REGION,
          ...(c.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY! } } : {}),
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
        }
      : null,
    cachePurgeUrls: c.CACHE_PURGE_URLS ? listOf(c.CACHE_PURGE_URLS).map((u) => u.replace(/\/$/, '')) : [],
    oidc: c.OIDC_ISSUER ? { issuer: c.OIDC_ISSUER, clientId: c.OIDC_CLIENT_ID!, clientSecret: c.OIDC_CLIENT_SECRET! } : null,
  };
}

/**
 * The database is out of reach, not wrong about the request: PostgreSQL refused or dropped the
 * connection (stopped, restarting, network cut), a connection timed out, the server is shutting
 * down or full, or the embedded PGlite was closed. Every adapter (GraphQL, REST, the app's own
 * routes, /healthz) answers 503 with `Retry-After` and says so, never a masked 500: a client
 * (the hub's outbox, the editor's save queue, a load balancer) waits and tries again.
 *
 * What an outage looks like depends on where it is met: Prisma's own codes (P1001 can't reach,
 * P1002/P1008 timed out, P1017 connection closed), a driver adapter's error kind (in `meta`),
 * a PostgreSQL SQLSTATE (class 08, 57P01–57P03, 53300), or the driver's raw error thrown past
 * Prisma (node-postgres' "Connection terminated unexpectedly", a socket's ECONNREFUSED).
 */
import { ServiceUnavailableError } from '../lib/errors.js';
import { BUSY_MESSAGE, isDatabaseBusy } from './busy.js';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable; try again shortly.';
/** Long enough for a database restart or fail-over, short enough that nobody waits on nothing. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
const BUSY_RETRY_AFTER_SECONDS = 1;

const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017']);
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const DRIVER_MESSAGES = [
  /^Connection terminated/, // node-postgres: dropped mid-query, or "due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool
  /^Client has encountered a connection error and is not queryable$/,
  /^Connection ended unexpectedly$/,
  /^PGlite is closed$/,
];

function looksUnavailable(e: Record<string, unknown>): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (PRISMA_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
  if (SOCKET_CODES.has(code) && typeof e.syscall === 'string') return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (e.kind === 'postgres' || typeof e.originalCode === 'string') {
    const state = String(e.originalCode ?? e.code ?? '');
    if (SQLSTATES.has(state) || state.startsWith('08')) return true;
  }
  return typeof e.message === 'string' && DRIVER_MESSAGES.some((re) => re.test(e.message as string));
}

/** True when `error`, or anything it wraps (cause, originalError, a driver adapter's error), is an outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e) || seen.size > 20) continue;
    seen.add(e);
    const r = e as Record<string, unknown>;
    if (looksUnavailable(r)) return true;
    const adapter = (r.meta as { driverAdapterError?: { cause?: unknown } } | undefined)?.driverAdapterError;
    queue.push(r.cause, r.originalError, adapter, adapter?.cause);
  }
  return false;
}

/**
 * The 503 to answer for a database that is busy or out of reach, or for the file store out of
 * reach (uploads/storage.ts), or null for any other error.
 */
export function databaseRefusal(error: unknown): { message: string; retryAfterSeconds: number } | null {
  if (error instanceof ServiceUnavailableError) return { message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  if (isDatabaseBusy(error)) return { message: BUSY_MESSAGE, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
  if (isDatabaseUnavailable(error)) return { message: UNAVAILABLE_MESSAGE, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
  return null;
}

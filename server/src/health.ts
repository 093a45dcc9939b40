/**
 * Two questions a load balancer or orchestrator asks, answered separately:
 *
 * - `GET /healthz` — is this process alive? 200 whenever it can answer at all (its event loop
 *   runs). It depends on nothing else, so a database outage never gets healthy processes
 *   restarted, which would not bring the database back.
 * - `GET /readyz` — should it get traffic? 200 when the database, Redis (when REDIS_URL is set)
 *   and the file store answer within 1.5 s (the store: asked at most every 5 s); otherwise 503 with Retry-After and which one is away.
 *   While a web process drains for shutdown it answers 503 `draining`, so the proxy stops
 *   sending it new requests before it closes.
 *
 * Neither says anything a stranger could use: only ok/unavailable per dependency.
 */
import type { Context } from 'hono';
import type { Deps } from './deps.js';

type Check = 'ok' | 'unavailable' | 'not used';
/** Each check's limit: under a proxy's own check timeout (2 s or more), so the answer says which failed. */
const CHECK_TIMEOUT_MS = 1500;
/**
 * The file store is asked at most every 5 s (an outage is noticed within that): a bucket round
 * trip on every probe (a proxy asks every process every 500 ms) costs the store more than the
 * answer is worth, and under load it was the slow one.
 */
const STORAGE_RECHECK_MS = 5000;
const within = <T>(work: Promise<T>, fallback: T) =>
  Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS, fallback).unref())]);

const storageChecks = new WeakMap<Deps, { at: number; result: Promise<Check>; failed?: boolean }>();

/** A store found away is asked again at every probe, so its return is noticed at once. */
function storageCheck(deps: Deps): Promise<Check> {
  const last = storageChecks.get(deps);
  if (last && !last.failed && performance.now() - last.at < STORAGE_RECHECK_MS) return last.result;
  const entry: { at: number; result: Promise<Check>; failed?: boolean } = {
    at: performance.now(),
    result: within(
      deps.storage.ping().then(() => 'ok' as Check),
      'unavailable',
    ),
  };
  void entry.result.then((check) => {
    entry.failed = check !== 'ok';
  });
  storageChecks.set(deps, entry);
  return entry.result;
}

export type Readiness = { ready: boolean; draining: boolean; checks: { database: Check; redis: Check; storage: Check } };

export async function readiness(deps: Deps, draining: boolean): Promise<Readiness> {
  const [database, redis, storage] = await Promise.all([
    within(
      deps.db.probe().then(() => 'ok' as Check),
      'unavailable',
    ),
    within(deps.pubsub.reach(), 'unavailable' as Check),
    storageCheck(deps),
  ]);
  const checks = { database, redis, storage };
  return { ready: !draining && Object.values(checks).every((c) => c !== 'unavailable'), draining, checks };
}

export function healthRoutes(deps: Deps, isDraining: () => boolean) {
  return {
    alive: (c: Context) => c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' }),
    ready: async (c: Context) => {
      const r = await readiness(deps, isDraining());
      const body = { ok: r.ready, ...(r.draining ? { draining: true } : {}), checks: r.checks };
      return c.json(body, r.ready ? 200 : 503, { 'Cache-Control': 'no-store', ...(r.ready ? {} : { 'Retry-After': '5' }) });
    },
  };
}

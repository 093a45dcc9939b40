/**
 * The API tokens' query-cost budget (README "Public GraphQL API"): a leaky bucket per token, as
 * Shopify's GraphQL Admin API has it. A token holds up to COST_BUCKET.capacity points and regains
 * COST_BUCKET.restorePerSecond a second; an operation takes its requested cost before it runs (refused with 429 and
 * Retry-After when the bucket does not hold that much) and gets back what it did not use once its
 * actual cost is known. In Redis when REDIS_URL is set (one bucket across every web process;
 * a Lua script takes and refills atomically), in memory otherwise; while Redis is away each
 * process keeps its own, as the rate limits do.
 */
import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * Points as query-cost.ts counts them. Shopify's example is 1,000 points and 50 a second; ours
 * holds 10,000, the most one query of anyone may cost (query-limits.ts), so a token may send any
 * query a person may (reading one walkthrough document costs 2,000), and restores 500 a second:
 * the same 20 seconds to refill an empty bucket.
 */
export const COST_BUCKET = { capacity: 10_000, restorePerSecond: 500 } as const;

export type BucketState = { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
export type Take = { ok: true; state: BucketState } | { ok: false; state: BucketState; retryAfterSeconds: number };

export interface CostBucket {
  /** Takes `cost` points from `key`'s bucket if it holds them. */
  take(key: string, cost: number): Promise<Take>;
  /** Gives back unused points (never above capacity); returns the state after. */
  refund(key: string, points: number): Promise<BucketState>;
  close(): Promise<void>;
}

const state = (available: number): BucketState => ({
  maximumAvailable: COST_BUCKET.capacity,
  currentlyAvailable: Math.floor(available),
  restoreRate: COST_BUCKET.restorePerSecond,
});

/** The bucket after `elapsedMs` of refilling from `available`. */
function refilled(available: number, elapsedMs: number): number {
  return Math.min(COST_BUCKET.capacity, available + (elapsedMs / 1000) * COST_BUCKET.restorePerSecond);
}

const retryAfter = (available: number, cost: number) => Math.max(1, Math.ceil((cost - available) / COST_BUCKET.restorePerSecond));

export function memoryCostBucket(now: () => number = Date.now): CostBucket {
  const buckets = new Map<string, { available: number; at: number }>();
  const current = (key: string) => {
    const b = buckets.get(key) ?? { available: COST_BUCKET.capacity, at: now() };
    b.available = refilled(b.available, now() - b.at);
    b.at = now();
    buckets.set(key, b);
    if (buckets.size > 50_000) for (const [k, v] of buckets) if (refilled(v.available, now() - v.at) >= COST_BUCKET.capacity) buckets.delete(k);
    return b;
  };
  return {
    async take(key, cost) {
      const b = current(key);
      if (b.available < cost) return { ok: false, state: state(b.available), retryAfterSeconds: retryAfter(b.available, cost) };
      b.available -= cost;
      return { ok: true, state: state(b.available) };
    },
    async refund(key, points) {
      const b = current(key);
      b.available = Math.min(COST_BUCKET.capacity, b.available + Math.max(0, points));
      return state(b.available);
    },
    async close() {},
  };
}

/** KEYS[1] the bucket; ARGV: capacity, restore per second, now (ms), points (negative: a refund). Returns { ok, available }. */
const SCRIPT = `
local b = redis.call('HMGET', KEYS[1], 'available', 'at')
local capacity, rate, now, points = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local available = tonumber(b[1]) or capacity
local at = tonumber(b[2]) or now
available = math.min(capacity, available + math.max(0, now - at) / 1000 * rate)
local ok = 1
if points > 0 and available < points then ok = 0 else available = math.min(capacity, available - points) end
redis.call('HSET', KEYS[1], 'available', tostring(available), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / rate * 1000) + 1000)
return { ok, tostring(available) }`;

export function createCostBucket(redisUrl: string | undefined, logger?: Logger): CostBucket {
  if (!redisUrl) return memoryCostBucket();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500 });
  const fallback = memoryCostBucket();
  let failing = false;
  redis.on('error', () => {});
  const run = async (key: string, points: number): Promise<{ ok: boolean; available: number } | null> => {
    try {
      const [ok, available] = (await redis.eval(SCRIPT, 1, `cost-bucket:${key}`, COST_BUCKET.capacity, COST_BUCKET.restorePerSecond, Date.now(), points)) as [
        number,
        string,
      ];
      failing = false;
      return { ok: ok === 1, available: Number(available) };
    } catch (err) {
      if (!failing) logger?.error('Query cost budget: Redis is unreachable; counting in this process until it is back.', err);
      failing = true;
      return null;
    }
  };
  return {
    async take(key, cost) {
      const r = await run(key, cost);
      if (!r) return fallback.take(key, cost);
      return r.ok ? { ok: true, state: state(r.available) } : { ok: false, state: state(r.available), retryAfterSeconds: retryAfter(r.available, cost) };
    },
    async refund(key, points) {
      const r = await run(key, -Math.max(0, points));
      return r ? state(r.available) : fallback.refund(key, points);
    },
    async close() {
      redis.disconnect();
    },
  };
}

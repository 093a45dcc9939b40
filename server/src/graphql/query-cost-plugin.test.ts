/**
 * extensions.cost on every answer, API tokens' leaky bucket (429 with Retry-After), and paging
 * that every connection must ask for. Expected costs are worked out by hand from the rules in
 * query-cost.ts (every field 1 plus its selection; a connection 1 + page size × an entry).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COST_BUCKET, createCostBucket, memoryCostBucket } from '../lib/cost-bucket.js';
import { makeApiToken } from '../modules/api-tokens/api-tokens.test-helpers.js';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { decodeGlobalID } from '@pothos/plugin-relay';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (query: string, token: string) => {
  const res = await t.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
};

// viewer 1 + company 1 + members (1 + 10 × edges(1 + node(1 + role 1))) = 1 + 1 + 31 = 33 requested;
// with the one member there is: viewer, company, members, edges, node, role = 6 actual.
const MEMBERS = '{ viewer { company { members(first: 10) { edges { node { role } } } } } }';

describe('extensions.cost', () => {
  it('says what a person asked for and what the answer cost; no bucket for people', async () => {
    const { owner } = await buildCompany(t);
    const res = await post(MEMBERS, owner.token);
    expect(res.body.extensions.cost).toEqual({ requestedQueryCost: 33, actualQueryCost: 6, throttleStatus: null });
    const small = await post('{ viewer { company { name } } }', owner.token);
    expect(small.body.extensions.cost).toEqual({ requestedQueryCost: 3, actualQueryCost: 3, throttleStatus: null });
  });

  it("a token's bucket takes what was asked and gives back what was not used", async () => {
    const { owner } = await buildCompany(t);
    const { token } = await makeApiToken(t, owner.token, ['team:read']);
    const res = await post(MEMBERS, token);
    // 10,000 − 33 + (33 − 6) = 9,994, and a few points regained meanwhile (500 a second).
    expect(res.body.extensions.cost).toMatchObject({
      requestedQueryCost: 33,
      actualQueryCost: 6,
      throttleStatus: { maximumAvailable: 10_000, restoreRate: 500 },
    });
    expect(res.body.extensions.cost.throttleStatus.currentlyAvailable).toBeGreaterThanOrEqual(9994);
  });

  it('a token whose bucket is empty gets 429 with Retry-After', async () => {
    const { owner } = await buildCompany(t);
    const made = await makeApiToken(t, owner.token, ['team:read']);
    const tokenId = String(decodeGlobalID(made.id).id);
    await t.deps.costBucket.take(tokenId, COST_BUCKET.capacity);
    const res = await post(MEMBERS, made.token);
    expect(res.status).toBe(429);
    expect(res.body.errors[0].extensions.code).toBe('THROTTLED');
    expect(res.body.errors[0].message).toMatch(/^Throttled: this query costs 33 and the token's bucket holds \d+\. Retry in 1 s\.$/);
    expect(res.retryAfter).toBe('1');
    expect(res.body.data).toBeUndefined();
  });

  it('the bucket refills 500 points a second (a clock of our own)', async () => {
    let now = 0;
    const bucket = memoryCostBucket(() => now);
    expect(await bucket.take('k', 6000)).toMatchObject({ ok: true, state: { currentlyAvailable: 4000 } });
    expect(await bucket.take('k', 6000)).toEqual({
      ok: false,
      state: { maximumAvailable: 10_000, currentlyAvailable: 4000, restoreRate: 500 },
      retryAfterSeconds: 4,
    });
    now += 4000; // 4,000 + 4 × 500 = 6,000
    expect(await bucket.take('k', 6000)).toMatchObject({ ok: true, state: { currentlyAvailable: 0 } });
    expect(await bucket.refund('k', 50_000)).toEqual({ maximumAvailable: 10_000, currentlyAvailable: 10_000, restoreRate: 500 });
  });

  it.runIf(process.env.REDIS_URL)('in Redis: one bucket for every process, taken atomically', async () => {
    const a = createCostBucket(process.env.REDIS_URL);
    const b = createCostBucket(process.env.REDIS_URL);
    const key = `test-${Date.now()}-${Math.random()}`;
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).take(key, 1500)));
    // 10,000 points hold six takes of 1,500 (9,000), not seven, whichever process asks.
    expect(results.filter((r) => r.ok)).toHaveLength(6);
    await a.close();
    await b.close();
  });
});

describe('connections need a page size', () => {
  it('without first or last, or with more than 100, the query is refused with the field named', async () => {
    const { owner } = await buildCompany(t);
    const none = await post('{ viewer { company { members { totalCount } } } }', owner.token);
    expect([none.status, none.body.errors[0].message]).toEqual([400, '`members` needs `first` or `last` (at most 100).']);
    const many = await post('{ viewer { company { members(first: 101) { totalCount } } } }', owner.token);
    expect([many.status, many.body.errors[0].message]).toEqual([400, '`members` asks for 101: `first` and `last` are 0 to 100.']);
    const ok = await post('{ viewer { company { members(last: 5) { totalCount } } } }', owner.token);
    expect(ok.body.data.viewer.company.members.totalCount).toBe(1);
  });
});

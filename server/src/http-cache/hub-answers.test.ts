/**
 * The hub's answers without a proxy (conditional.ts): who may keep them (shared for callers
 * without credentials, private for a signed-in learner), ETag and 304 as a browser revalidates,
 * and a purge target that is down never costs an author their publish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { insertWalkthrough, learnerToken } from '../modules/walkthroughs/walkthroughs.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
const errors: string[] = [];

beforeAll(async () => {
  // Port 1 on loopback: nothing listens there, the purge is refused at once.
  t = await createTestApp({
    env: { CACHE_PURGE_URLS: 'http://127.0.0.1:1', HUB_CACHE_SECONDS: '120' },
    logger: createLogger('error', 'text', (line, level) => level === 'error' && errors.push(line)),
  });
  A = await buildCompany(t);
  const m = await insertWalkthrough(t, A.company.id, { name: 'Public one' });
  await t.prisma.learningMaterial.update({ where: { id: m.id }, data: { visibility: 'PUBLIC' } });
  expect((await t.rest('PUT', `/walkthroughs/${m.id}/publish`, { token: A.owner.token })).status).toBe(200);
});
afterAll(async () => {
  await t.deps.hubCache.settle();
  await t.close();
});

describe('hub answers and caches', () => {
  it('a caller without credentials gets the shared answer; a 304 for its ETag, with no body', async () => {
    const route = `/api/v1/hub/materials?company=${A.company.slug}`;
    const res = await t.fetch(route);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=120, must-revalidate');
    expect(res.headers.get('surrogate-key')).toBe(`hub-${A.company.id}`);
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Authorization, Cookie');
    const etag = res.headers.get('etag')!;
    const body = await res.text();
    const again = await t.fetch(route, { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    // A weak form of the same tag matches too (GET compares weakly).
    expect((await t.fetch(route, { headers: { 'If-None-Match': `W/${etag}` } })).status).toBe(304);
    const changed = await t.fetch(route, { headers: { 'If-None-Match': '"stale"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(body);
  });

  it("a signed-in learner's answer is theirs: private, revalidated, never shared", async () => {
    const token = await learnerToken(t, A.company.id);
    const res = await t.fetch(`/api/v1/hub/materials?company=${A.company.slug}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('surrogate-key')).toBeNull();
    const etag = res.headers.get('etag')!;
    const again = await t.fetch(`/api/v1/hub/materials?company=${A.company.slug}`, { headers: { authorization: `Bearer ${token}`, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('an error is never kept', async () => {
    const res = await t.fetch('/api/v1/hub/materials?company=no-such-hub');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('a purge target that is down: the publish still succeeds at once, and the failure is logged', async () => {
    const m = await insertWalkthrough(t, A.company.id, { name: 'To publish' });
    errors.length = 0;
    const started = Date.now();
    const res = await t.rest('PUT', `/walkthroughs/${m.id}/publish`, { token: A.owner.token });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(errors.some((line) => line.includes('Cache purge at http://127.0.0.1:1 failed'))).toBe(true);
  });
});

/**
 * /healthz (alive) and /readyz (its database, Redis and file store answer), health.ts: each
 * dependency taken away for real (the S3 stand-in stopped, Redis at a port nothing listens on).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';
import { type S3StandIn, startS3StandIn } from './test/s3-stand-in.js';

describe('/healthz and /readyz', () => {
  let s3: S3StandIn;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('ready when everything answers; Redis "not used" without REDIS_URL', async () => {
    expect((await t.fetch('/healthz')).status).toBe(200);
    const ready = await t.fetch('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ ok: true, checks: { database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'not used', storage: 'ok' } });
  });

  it('the file store away: not ready (503, Retry-After), still alive; ready again once it is back', async () => {
    await s3.stop();
    try {
      // The store is asked at most every 5 s: noticed within that.
      const started = Date.now();
      let ready = await t.fetch('/readyz');
      while (ready.status === 200 && Date.now() - started < 7000) {
        await new Promise((r) => setTimeout(r, 250));
        ready = await t.fetch('/readyz');
      }
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toMatchObject({ ok: false, checks: { database: 'ok', storage: 'unavailable' } });
      expect((await t.fetch('/healthz')).status).toBe(200);
    } finally {
      await s3.start();
    }
    const back = Date.now();
    while ((await t.fetch('/readyz')).status !== 200 && Date.now() - back < 7000) await new Promise((r) => setTimeout(r, 250));
    expect((await t.fetch('/readyz')).status).toBe(200);
  });

  it('Redis away: not ready, within the check limit of 1.5 s', async () => {
    const noRedis = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const started = Date.now();
      const ready = await noRedis.fetch('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ok: false, checks: { database: 'ok', redis: 'unavailable', storage: 'ok' } });
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await noRedis.fetch('/healthz')).status).toBe(200);
    } finally {
      await noRedis.close();
    }
  });
});

/**
 * Request ids (request-context.ts) and JSON logs (logger.ts): an answer carries its request's id,
 * and a background job that request sent logs under the same id, in another async context and
 * (in production) another process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createLogger } from './logger.js';
import { requestContext } from './request-context.js';

type Line = { time: string; level: string; msg: string; requestId?: string; job?: string; error?: { name: string; message: string } };

describe('request ids', () => {
  const lines: Line[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: createLogger('debug', 'json', (line) => lines.push(JSON.parse(line))) });
    await t.deps.jobs.work(t.deps, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(() => t.close());

  it("answers with the caller's X-Request-Id when it is a sane token, else a new UUID", async () => {
    expect((await t.fetch('/healthz', { headers: { 'x-request-id': 'proxy-id-0001' } })).headers.get('x-request-id')).toBe('proxy-id-0001');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect((await t.fetch('/healthz')).headers.get('x-request-id')).toMatch(uuid);
    expect((await t.fetch('/healthz', { headers: { 'x-request-id': 'has spaces and "quotes"' } })).headers.get('x-request-id')).toMatch(uuid);
    expect((await t.fetch('/api/v1/profile', { headers: { 'x-request-id': 'rest-id-0002' } })).headers.get('x-request-id')).toBe('rest-id-0002');
  });

  it('a job sent while answering a request logs under that request id', async () => {
    const { owner } = await buildCompany(t);
    const res = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}`, 'x-request-id': 'zone-change-0003' },
      body: JSON.stringify({ query: 'mutation { updateCompany(input: { timeZone: "Europe/Paris" }) { __typename } }' }),
    });
    expect(res.headers.get('x-request-id')).toBe('zone-change-0003');
    expect(((await res.json()) as any).data.updateCompany.__typename).toBe('CompanyPayload');
    const deadline = Date.now() + 20_000;
    const done = () => lines.find((l) => l.msg.startsWith('Job analytics.rebuild-company') && l.msg.includes('done'));
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(done()).toMatchObject({ level: 'debug', requestId: 'zone-change-0003', job: expect.stringMatching(/^analytics\.rebuild-company \S+$/) });
    expect(Number.isNaN(Date.parse(done()!.time))).toBe(false);
  });
});

describe('JSON log lines', () => {
  it('carry the time, level, message, the request and an error by name, message and stack', () => {
    const lines: Line[] = [];
    const log = createLogger('info', 'json', (line) => lines.push(JSON.parse(line)));
    requestContext.run({ requestId: 'r-12345678' }, () => log.error('Saving failed', new TypeError('bad')));
    log.info('Started');
    log.debug('not at info');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'Saving failed', requestId: 'r-12345678', error: { name: 'TypeError', message: 'bad' } });
    expect(lines[1]).toEqual({ time: expect.any(String), level: 'info', msg: 'Started' });
  });
});

/**
 * Webhooks end to end: endpoints over REST and GraphQL, events from real writes through the
 * outbox, deliveries to a real receiver on 127.0.0.1, verified by the Standard Webhooks package
 * and by svix; the retry schedule on a controlled clock; 410 and five failing days; the address
 * guard; the delivery log, test events and replays.
 */
import { WEBHOOK_EVENT_TYPES } from '@learnhub/content';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../test/webhook-receiver.js';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertWalkthrough, PUBLISH } from '../walkthroughs/walkthroughs.test-helpers.js';
import { makeApiToken } from '../api-tokens/api-tokens.test-helpers.js';
import { deliverDue, fanOut, retryDelaySeconds } from './delivery.js';
import { isPrivateAddress, PRIVATE_TARGET } from '../../lib/guarded-http.js';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' } });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.respondWith((_r, res) => res.writeHead(200).end('ok'));
});

/** Runs the worker's loop by hand until `until` holds (the outbox waits for older transactions cluster-wide). */
async function work(until: () => boolean | Promise<boolean>, timeout = 20_000) {
  const end = Date.now() + timeout;
  while (!(await until())) {
    if (Date.now() > end) throw new Error('the worker did not get there in time');
    await fanOut(t.deps);
    await deliverDue(t.deps);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function companyWithEndpoint(events: readonly string[] = ['material.published'], url = receiver.url) {
  const built = await buildCompany(t);
  const res = await t.rest('POST', '/webhooks', { token: built.owner.token, body: { url, events, description: 'CRM' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...built, endpoint: res.body as { id: string; secret: string; url: string; events: string[]; enabled: boolean } };
}

async function publish(token: string, companyId: string) {
  const m = await insertWalkthrough(t, companyId);
  const res = await t.gql(PUBLISH, { input: { materialId: m.gid } }, token);
  expect(res.data.publishMaterial.__typename).toBe('PublishMaterialPayload');
  return m;
}

describe('delivering an event', () => {
  it('POSTs { type, timestamp, data } signed as Standard Webhooks; standardwebhooks and svix both verify it', async () => {
    const { company, owner, endpoint } = await companyWithEndpoint();
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['material.published'], enabled: true });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const m = await publish(owner.token, company.id);
    await work(() => receiver.received.length === 1);
    const [got] = receiver.received;
    const body = JSON.parse(got!.body);
    expect(body).toEqual({ type: 'material.published', timestamp: expect.any(String), data: { material_id: m.id, revision: 0 } });
    expect(Buffer.byteLength(got!.body)).toBeLessThan(20_000);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(new StandardWebhook(endpoint.secret).verify(got!.body, got!.headers)).toEqual(body);
    expect(new SvixWebhook(endpoint.secret).verify(got!.body, got!.headers)).toEqual(body);
    // A changed body, or another secret, fails.
    const tampered = got!.body.replace('"revision":0', '"revision":1');
    expect(tampered).not.toBe(got!.body);
    expect(() => new StandardWebhook(endpoint.secret).verify(tampered, got!.headers)).toThrow('No matching signature found');
    expect(() => new SvixWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(got!.body, got!.headers)).toThrow();

    // The log has it: one attempt, 200, the headers sent.
    const log = await t.rest('GET', `/webhooks/${endpoint.id}/deliveries`, { token: owner.token });
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toHaveLength(1);
    expect(log.body.deliveries[0]).toMatchObject({ id: got!.headers['webhook-id'], event_type: 'material.published', status: 'succeeded' });
    expect(log.body.deliveries[0].attempts).toMatchObject([{ attempt: 1, response_status: 200, response_excerpt: 'ok', error: null }]);
    // Another event type the endpoint did not ask for goes nowhere.
    await t.prisma.outboxEvent.create({ data: { companyId: company.id, type: 'learner.created', data: { learner_id: 'x' } } });
    await work(async () => (await t.prisma.outboxEvent.count({ where: { companyId: company.id } })) >= 2);
    await fanOut(t.deps);
    expect(await t.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
  });

  it('signs with both secrets for a day after a rotation, so either verifies', async () => {
    const { company, owner, endpoint } = await companyWithEndpoint();
    const rotated = await t.rest('POST', `/webhooks/${endpoint.id}/rotate_secret`, { token: owner.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await publish(owner.token, company.id);
    await work(() => receiver.received.length === 1);
    const [got] = receiver.received;
    expect(got!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret, rotated.body.secret]) {
      expect(new StandardWebhook(secret).verify(got!.body, got!.headers)).toMatchObject({ type: 'material.published' });
      expect(new SvixWebhook(secret).verify(got!.body, got!.headers)).toMatchObject({ type: 'material.published' });
    }
  });

  it('makes one delivery per endpoint and event, however often the fan-out runs', async () => {
    const { company, owner, endpoint } = await companyWithEndpoint();
    await publish(owner.token, company.id);
    await work(async () => (await t.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })) === 1);
    // The cursor lost (a crash before it was saved): the events are read again, nothing is made twice.
    await t.prisma.outboxCursor.deleteMany({ where: { consumer: 'webhooks' } });
    await Promise.all([fanOut(t.deps), fanOut(t.deps)]);
    expect(await t.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
  });
});

describe('when the receiver fails', () => {
  it('retries on the schedule 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), with the same webhook-id, then gives up', async () => {
    // Worked out by hand from Svix's schedule, with the jitter at both ends.
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelaySeconds(n, null, () => 0.5))).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(retryDelaySeconds(1, null, () => 0)).toBeCloseTo(4.5);
    expect(retryDelaySeconds(2, null, () => 1)).toBeCloseTo(330);
    expect(retryDelaySeconds(8, null, () => 0.5)).toBeNull();
    // Retry-After asks for more: more it is (up to a day); less changes nothing.
    expect(retryDelaySeconds(1, 120, () => 0.5)).toBe(120);
    expect(retryDelaySeconds(2, 10, () => 0.5)).toBe(300);
    expect(retryDelaySeconds(1, 999_999, () => 0.5)).toBe(86_400);

    const { company, owner, endpoint } = await companyWithEndpoint();
    receiver.respondWith((_r, res) => res.writeHead(500).end('down for maintenance'));
    await publish(owner.token, company.id);
    await work(() => receiver.received.length === 1);
    const delivery = await t.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    const expectedSeconds = [5, 300, 1800, 7200, 18000, 36000, 36000];
    // The clock the worker reads (for when to try again) is moved to each due time in turn.
    let clock = Date.now();
    for (let attempt = 1; attempt <= 8; attempt++) {
      const row = await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      if (attempt > 1) {
        const wanted = expectedSeconds[attempt - 2]! * 1000;
        const waited = row.nextAttemptAt.getTime() - clock;
        expect(waited).toBeGreaterThanOrEqual(wanted * 0.9 - 50);
        expect(waited).toBeLessThanOrEqual(wanted * 1.1 + 50);
        clock = row.nextAttemptAt.getTime();
        await t.prisma.webhookDelivery.update({ where: { id: delivery.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
        await deliverDue(t.deps, { now: () => new Date(clock) });
      }
      expect(receiver.received).toHaveLength(attempt);
    }
    const after = await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, include: { attemptsLog: true } });
    expect(after.status).toBe('FAILED');
    expect(after.attemptsLog.map((a) => [a.attempt, a.responseStatus, a.responseExcerpt])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [n, 500, 'down for maintenance']),
    );
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery.id]));

    // Replaying it: sent again at once with the same id; the schedule starts over.
    receiver.respondWith((_r, res) => res.writeHead(204).end());
    const replay = await t.rest('POST', `/webhooks/${endpoint.id}/deliveries/${delivery.id}/replay`, { token: owner.token });
    expect(replay.status).toBe(202);
    await work(() => receiver.received.length === 9);
    expect(receiver.received[8]!.headers['webhook-id']).toBe(delivery.id);
    expect((await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status).toBe('SUCCEEDED');
    expect((await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).failingSince).toBeNull();
  });

  it('410 Gone disables the endpoint at once and mails its Owners', async () => {
    const { company, owner, endpoint } = await companyWithEndpoint();
    receiver.respondWith((_r, res) => res.writeHead(410).end('gone'));
    await publish(owner.token, company.id);
    await work(() => receiver.received.length === 1);
    const after = await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect([after.enabled, after.disabledReason]).toEqual([false, 'The endpoint answered 410 Gone.']);
    expect((await t.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } })).status).toBe('FAILED');
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: owner.user.email, kind: 'webhook_disabled' } });
    expect(mail.subject).toBe(`A webhook endpoint of ${company.name} was disabled`);
    expect(mail.text).toContain(receiver.url);
    // Disabled: new events are not sent to it.
    await publish(owner.token, company.id);
    await fanOut(t.deps);
    await deliverDue(t.deps);
    expect(receiver.received).toHaveLength(1);
    // Enabled again by a person: a fresh start.
    const on = await t.rest('PUT', `/webhooks/${endpoint.id}`, { token: owner.token, body: { enabled: true } });
    expect(on.body).toMatchObject({ enabled: true, disabled_reason: null });
  });

  it('an endpoint with no success for 5 days is disabled and its Owners mailed; a success before that clears the streak', async () => {
    const { company, owner, endpoint } = await companyWithEndpoint();
    receiver.respondWith((_r, res) => res.writeHead(502).end());
    await publish(owner.token, company.id);
    // Until the failed attempt is recorded (not only received): its outcome moves nextAttemptAt,
    // which must happen before this test moves it back (a run under load once saw the reverse).
    await work(async () => (await t.prisma.webhookAttempt.count({ where: { delivery: { endpointId: endpoint.id } } })) === 1);
    expect(receiver.received).toHaveLength(1);
    expect((await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).enabled).toBe(true);
    await t.prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince: new Date(Date.now() - 5 * 86_400_000 - 60_000) } });
    await t.prisma.webhookDelivery.updateMany({ where: { endpointId: endpoint.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await deliverDue(t.deps);
    const after = await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect([after.enabled, after.disabledReason]).toEqual([false, 'No delivery succeeded for 5 days.']);
    expect(await t.prisma.emailOutbox.count({ where: { to: owner.user.email, kind: 'webhook_disabled' } })).toBe(1);
  });

  it('a receiver that does not answer within 15 s is a failed attempt, not a stuck worker', { timeout: 40_000 }, async () => {
    const { company, owner, endpoint } = await companyWithEndpoint();
    receiver.respondWith(() => {}); // never answers
    await publish(owner.token, company.id);
    const started = Date.now();
    await work(async () => (await t.prisma.webhookAttempt.count({ where: { delivery: { endpointId: endpoint.id } } })) === 1, 30_000);
    const attempt = await t.prisma.webhookAttempt.findFirstOrThrow({ where: { delivery: { endpointId: endpoint.id } } });
    expect([attempt.responseStatus, attempt.error]).toEqual([null, 'No answer within 15 s.']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15_000);
  });
});

describe('test events, the log and replays', () => {
  it('"Send test event" delivers webhook.test; failed deliveries of a time range can be replayed together', async () => {
    const { owner, endpoint } = await companyWithEndpoint();
    const test = await t.rest('POST', `/webhooks/${endpoint.id}/test`, { token: owner.token });
    expect(test.status).toBe(202);
    await work(() => receiver.received.length === 1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'webhook.test',
      data: { endpoint_id: endpoint.id, message: 'Test event from LearnHub' },
    });

    receiver.respondWith((_r, res) => res.writeHead(500).end());
    for (let i = 0; i < 2; i++) await t.rest('POST', `/webhooks/${endpoint.id}/test`, { token: owner.token });
    await work(() => receiver.received.length === 3);
    await t.prisma.webhookDelivery.updateMany({ where: { endpointId: endpoint.id, status: 'PENDING' }, data: { status: 'FAILED' } });
    const failed = await t.rest('GET', `/webhooks/${endpoint.id}/deliveries?status=failed`, { token: owner.token });
    expect(failed.body.pagination.total_count).toBe(2);
    receiver.respondWith((_r, res) => res.writeHead(200).end());
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date().toISOString();
    const replayed = await t.rest('POST', `/webhooks/${endpoint.id}/deliveries/replay_failed`, { token: owner.token, body: { from, to } });
    expect(replayed.body).toEqual({ message: '2 deliveries queued again.', count: 2 });
    await work(() => receiver.received.length === 5);
    const ok = await t.rest('GET', `/webhooks/${endpoint.id}/deliveries?status=succeeded`, { token: owner.token });
    expect(ok.body.pagination.total_count).toBe(3);
  });

  it('a delivery waiting for its retry is sent at once on replay; one being sent is left to finish', async () => {
    const { owner, endpoint } = await companyWithEndpoint();
    receiver.respondWith((_r, res) => res.writeHead(503, { 'retry-after': '3600' }).end());
    await t.rest('POST', `/webhooks/${endpoint.id}/test`, { token: owner.token });
    await work(() => receiver.received.length === 1);
    const waiting = await t.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(waiting.status).toBe('PENDING');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000); // Retry-After: an hour
    receiver.respondWith((_r, res) => res.writeHead(200).end());
    await t.rest('POST', `/webhooks/${endpoint.id}/deliveries/${waiting.id}/replay`, { token: owner.token });
    await work(() => receiver.received.length === 2);
    expect((await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe('SUCCEEDED');

    // Claimed by a worker (its lease running): a replay does not make a second worker send it too.
    const inFlight = await t.prisma.webhookDelivery.create({
      data: { companyId: waiting.companyId, endpointId: endpoint.id, eventType: 'webhook.test', payload: '{}', attempts: 1 },
    });
    await t.prisma
      .$executeRaw`UPDATE "WebhookDelivery" SET "lastAttemptAt" = now(), "nextAttemptAt" = now() + interval '60 seconds' WHERE "id" = ${inFlight.id}::uuid`;
    const before = await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: inFlight.id } });
    await t.rest('POST', `/webhooks/${endpoint.id}/deliveries/${inFlight.id}/replay`, { token: owner.token });
    expect(await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: inFlight.id } })).toEqual(before);
  });

  it('the GraphQL log shows requests, answers, durations and attempts', async () => {
    const { owner, endpoint } = await companyWithEndpoint();
    await t.rest('POST', `/webhooks/${endpoint.id}/test`, { token: owner.token });
    await work(() => receiver.received.length === 1);
    const res = await t.gql(
      `query ($id: ID!) { node(id: $id) { ... on WebhookEndpoint { url deliveries { totalCount deliveries { id eventType status attempts { attempt responseStatus durationMs requestHeaders } } } } } }`,
      { id: Buffer.from(`WebhookEndpoint:${endpoint.id}`).toString('base64') },
      owner.token,
    );
    const d = res.data.node.deliveries.deliveries[0];
    expect(d).toMatchObject({ eventType: 'webhook.test', status: 'SUCCEEDED' });
    expect(d.attempts[0]).toMatchObject({ attempt: 1, responseStatus: 200 });
    expect(d.attempts[0].requestHeaders['webhook-id']).toBe(d.id);
  });
});

describe('endpoints', () => {
  it('refuse bad input with the field named', async () => {
    const { owner } = await buildCompany(t);
    const add = (body: unknown) => t.rest('POST', '/webhooks', { token: owner.token, body });
    const cases: [unknown, Record<string, string[]>][] = [
      [{ url: 'ftp://example.com', events: ['material.published'] }, { url: ['Enter an http:// or https:// address, e.g. https://example.com/webhooks.'] }],
      [
        { url: 'https://user:pw@example.com/h', events: ['material.published'] },
        { url: ['Leave the user name and password out of the address: verify the signature instead.'] },
      ],
      [{ url: receiver.url, events: [] }, { events: ['Choose at least one event type.'] }],
      [{ url: receiver.url, events: ['material.published', 'everything'] }, { events: ['Unknown event type: everything.'] }],
      [{ url: receiver.url, events: ['webhook.test'] }, { events: ['Unknown event type: webhook.test.'] }],
      [
        { url: receiver.url, events: ['material.published'], description: 'x'.repeat(201) },
        { description: ['The description can be at most 200 characters.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await add(body);
      expect([res.status, res.body.errors], JSON.stringify(body)).toEqual([422, errors]);
    }
    // Every catalogue type but the test one can be subscribed to.
    const all = await add({ url: receiver.url, events: WEBHOOK_EVENT_TYPES.filter((e) => e !== 'webhook.test') });
    expect(all.status).toBe(201);
  });

  it('a token needs webhooks:read to list and webhooks:write to change; the secret needs write', async () => {
    const { owner, endpoint } = await companyWithEndpoint();
    const reader = await makeApiToken(t, owner.token, ['webhooks:read']);
    const listed = await t.rest('GET', '/webhooks', { token: reader.token });
    expect(listed.status).toBe(200);
    expect(listed.body.webhooks[0]).toMatchObject({ id: endpoint.id, secret: null });
    const change = await t.rest('PUT', `/webhooks/${endpoint.id}`, { token: reader.token, body: { description: 'x' } });
    expect([change.status, change.body.error]).toEqual([403, 'This API token lacks the webhooks:write scope.']);
    const writer = await makeApiToken(t, owner.token, ['webhooks:read', 'webhooks:write']);
    expect((await t.rest('GET', '/webhooks', { token: writer.token })).body.webhooks[0].secret).toBe(endpoint.secret);
    expect((await t.rest('GET', '/webhooks', { token: (await makeApiToken(t, owner.token, ['materials:read'])).token })).status).toBe(403);
  });
});

describe('the address guard', () => {
  it('knows private, loopback and link-local addresses (worked out from the RFCs)', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('without WEBHOOKS_ALLOW_PRIVATE_TARGETS: refused when saved, and at delivery after DNS', async () => {
    const strict = await createTestApp();
    try {
      const { owner } = await buildCompany(strict);
      for (const url of ['http://127.0.0.1:9/h', 'http://[::1]:9/h', 'http://localhost:9/h', 'http://169.254.169.254/latest/meta-data']) {
        const res = await strict.rest('POST', '/webhooks', { token: owner.token, body: { url, events: ['material.published'] } });
        expect([res.status, res.body.errors], url).toEqual([422, { url: [PRIVATE_TARGET] }]);
      }
    } finally {
      await strict.close();
    }
    // Saved while allowed, then the setting is off: the delivery looks the name up again at
    // connection time and refuses it, without connecting.
    const { company, endpoint } = await companyWithEndpoint(['material.published'], `http://localhost:${receiver.port}/hooks`);
    const delivery = await t.prisma.webhookDelivery.create({
      data: { companyId: company.id, endpointId: endpoint.id, eventType: 'webhook.test', payload: '{}' },
    });
    const strictDeps = { ...t.deps, config: { ...t.deps.config, WEBHOOKS_ALLOW_PRIVATE_TARGETS: false } };
    await deliverDue(strictDeps);
    expect(receiver.received).toHaveLength(0);
    const attempt = await t.prisma.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery.id } });
    expect([attempt.responseStatus, attempt.error]).toEqual([null, PRIVATE_TARGET]);
    // An IP literal is refused the same way (Node does no lookup for those: checked before connecting).
    await t.prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { url: receiver.url } });
    await t.prisma.webhookDelivery.update({ where: { id: delivery.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await deliverDue(strictDeps);
    expect(receiver.received).toHaveLength(0);
    expect(await t.prisma.webhookAttempt.count({ where: { deliveryId: delivery.id, error: PRIVATE_TARGET } })).toBe(2);
  });
});

/**
 * Forwarding statements to customers' LRSs (issue 26 §2), against real receivers: a second
 * LearnHub (its own app and database, serving its LRS over HTTP) and a fake LRS that fails and
 * recovers. Batches of at most 50, the statements' own ids (a batch sent twice is stored once),
 * the webhook retry schedule, dead letters and their replay, and the filters.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '../../http.js';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startWebhookReceiver } from '../../test/webhook-receiver.js';
import { makeApiToken } from '../api-tokens/api-tokens.test-helpers.js';
import { call, newLearner, publishedMaterial } from '../progress/progress.test-helpers.js';
import { logActivityStatements } from './activity-statements.js';
import { fanOutStatements, forwardDue } from './forwarding.js';

let t: TestApp;
let second: TestApp;
let secondServer: RunningServer;
let company: Awaited<ReturnType<typeof buildCompany>>;
let token: string;
let secondToken: string;
let fake: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' } });
  second = await createTestApp();
  secondServer = await startHttpServer(second.deps, 0, '127.0.0.1');
  company = await buildCompany(t);
  token = (await makeApiToken(t, company.owner.token, ['xapi:read', 'xapi:write'])).token;
  const other = await buildCompany(second);
  secondToken = (await makeApiToken(second, other.owner.token, ['xapi:read', 'xapi:write'])).token;
  fake = await startWebhookReceiver();
});
afterAll(async () => {
  await fake?.close();
  await secondServer?.close(0);
  await second?.close();
  await t?.close();
});

const ADD = `mutation ($input: AddLrsForwarderInput!) { addLrsForwarder(input: $input) { __typename ... on AddLrsForwarderPayload { forwarder { id } } ... on ValidationError { fieldErrors { field messages } } } }`;
const FORWARDER = `query ($id: ID!) { node(id: $id) { ... on LrsForwarder { pendingStatements deadLetters { statementCount attempts lastStatus } } } }`;
const REPLAY = `mutation ($id: ID!) { replayLrsDeadLetters(input: { forwarderId: $id }) { __typename ... on ReplayLrsDeadLettersPayload { message replayedBatches } } }`;
const REMOVE = `mutation ($id: ID!) { removeLrsForwarder(input: { forwarderId: $id }) { __typename } }`;

async function addForwarder(input: Record<string, unknown>) {
  const res = await t.gql(ADD, { input }, company.owner.token);
  expect(res.errors).toBeUndefined();
  return res.data.addLrsForwarder;
}

const statement = (n: number, verb = 'http://adlnet.gov/expapi/verbs/experienced') => ({
  id: randomUUID(),
  actor: { mbox: `mailto:learner${n}@example.com` },
  verb: { id: verb },
  object: { id: `https://courses.example.com/forwarded/${n}` },
});

async function post(statements: unknown[]) {
  const res = await t.fetch('/xapi/statements', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-experience-api-version': '1.0.3', 'content-type': 'application/json' },
    body: JSON.stringify(statements),
  });
  expect(res.status).toBe(200);
}

/**
 * Runs the worker's rounds until `done` holds. Polled, not "until a round finds nothing": on
 * PostgreSQL an outbox entry is read only once every older transaction of the server has ended
 * (events/outbox.ts), and other test files' transactions run beside this one.
 */
async function drain(done: () => Promise<boolean>, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    await logActivityStatements(t.deps);
    await fanOutStatements(t.deps);
    await forwardDue(t.deps);
    if (await done()) return;
    if (Date.now() > end) throw new Error('the worker did not get there in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const batchStatus = async (id: string) => (await t.prisma.lrsForwardBatch.findUniqueOrThrow({ where: { id } })).status;

describe('forwarding', () => {
  it('refuses what cannot work, with reasons', async () => {
    const refused = await addForwarder({ url: 'ftp://lrs.example.com', username: '', password: '', verbIds: ['completed'] });
    expect(refused.__typename).toBe('ValidationError');
    expect(Object.fromEntries(refused.fieldErrors.map((e: { field: string; messages: string[] }) => [e.field, e.messages[0]]))).toEqual({
      url: "Enter the LRS's xAPI endpoint, an http:// or https:// address such as https://lrs.example.com/xapi.",
      username: 'Enter the user name (the LRS key).',
      password: 'Enter the password (the LRS secret).',
      verb_ids: 'A verb is an IRI, such as http://adlnet.gov/expapi/verbs/completed; completed is not.',
    });
  });

  it('sends 62 statements to a second LearnHub in batches of at most 50 with their ids, and a batch sent again is stored once', async () => {
    const made = await addForwarder({ name: 'Second LearnHub', url: `http://127.0.0.1:${secondServer.port}/xapi`, username: secondToken, password: 'unused' });
    // And one that wants only statements about one material.
    const material = await publishedMaterial(t, company.company.id, { kind: 'WALKTHROUGH' });
    const onlyMaterial = await startWebhookReceiver();
    await addForwarder({
      name: 'One material',
      url: onlyMaterial.url,
      username: 'k',
      password: 's',
      materialIds: [Buffer.from(`Material:${material.id}`).toString('base64')],
    });
    const batch = Array.from({ length: 60 }, (_, i) => statement(i));
    await post(batch);
    // And the hub's own activity: a learner opens and finishes that walkthrough (2 statements).
    const learner = await newLearner(t, company.company.id);
    await call(t, 'open', { companySlug: company.company.slug, materialId: material.id }, learner.token);
    await call(t, 'finish', { materialId: material.id }, learner.token);
    await drain(
      async () =>
        (await t.prisma.lrsForwardBatch.count({ where: { forwarderId: decode(made.forwarder.id), status: 'SUCCEEDED' } })) === 3 &&
        onlyMaterial.received.length === 1,
    );
    const batches = await t.prisma.lrsForwardBatch.findMany({
      where: { forwarderId: decode(made.forwarder.id) },
      orderBy: [{ outboxEventId: 'asc' }, { part: 'asc' }],
    });
    expect(batches.map((b) => [b.statementIds.length, b.status])).toEqual([
      [50, 'SUCCEEDED'],
      [10, 'SUCCEEDED'],
      // The activity loop stored both hub statements in one round: one announcement, one batch.
      [2, 'SUCCEEDED'],
    ]);
    const theirs = await second.prisma.xapiStatement.findMany({ select: { id: true } });
    for (const s of batch) expect(theirs.map((r) => r.id)).toContain(s.id);
    expect(theirs).toHaveLength(62);
    // The material's forwarder got the hub's two statements about it, and none of the 60 others.
    expect(onlyMaterial.received.map((r) => (JSON.parse(r.body) as { verb: { id: string } }[]).map((st) => st.verb.id))).toEqual([
      ['http://adlnet.gov/expapi/verbs/initialized', 'http://adlnet.gov/expapi/verbs/completed'],
    ]);
    await onlyMaterial.close();
    // A batch delivered again (its answer lost, say): the same ids, stored once there.
    await t.prisma.lrsForwardBatch.update({ where: { id: batches[0]!.id }, data: { status: 'PENDING', nextAttemptAt: new Date() } });
    await drain(async () => (await batchStatus(batches[0]!.id)) === 'SUCCEEDED');
    expect(await t.prisma.lrsForwardBatch.findUniqueOrThrow({ where: { id: batches[0]!.id } })).toMatchObject({ status: 'SUCCEEDED', lastStatus: 200 });
    expect(await second.prisma.xapiStatement.count()).toBe(62);
    expect((await t.gql(REMOVE, { id: made.forwarder.id }, company.owner.token)).data.removeLrsForwarder.__typename).toBe('RemoveLrsForwarderPayload');
  });

  it('retries a failing LRS on the schedule, keeps the dead letters, and replays them once it recovers; filters by verb', async () => {
    const completed = 'http://adlnet.gov/expapi/verbs/completed';
    const made = await addForwarder({ name: 'Flaky LRS', url: fake.url, username: 'key', password: 'secret', verbIds: [completed] });
    const id = decode(made.forwarder.id);
    fake.respondWith((_req, res) => res.writeHead(503).end('down for maintenance'));
    const wanted = [statement(1, completed), statement(2, completed)];
    await post([...wanted, statement(3)]);
    await drain(async () => fake.received.length >= 1);
    expect(fake.received).toHaveLength(1);
    const first = JSON.parse(fake.received[0]!.body) as { id: string }[];
    // Only the completions, with their ids, Basic credentials and the version header.
    expect(first.map((s) => s.id)).toEqual(wanted.map((s) => s.id));
    expect(fake.received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('key:secret').toString('base64')}`);
    expect(fake.received[0]!.headers['x-experience-api-version']).toBe('1.0.3');
    // Retried after about 5 s (the schedule's first step, ±10 %), not before.
    const pending = await t.prisma.lrsForwardBatch.findFirstOrThrow({ where: { forwarderId: id } });
    const wait = pending.nextAttemptAt.getTime() - (pending.lastAttemptAt as Date).getTime();
    expect(wait).toBeGreaterThanOrEqual(4_400);
    expect(wait).toBeLessThanOrEqual(5_600);
    expect((await t.gql(FORWARDER, { id: made.forwarder.id }, company.owner.token)).data.node).toEqual({ pendingStatements: 2, deadLetters: [] });
    // Every retry fails: the 8th attempt (7 retries) is the last, and the batch is a dead letter.
    await t.prisma.lrsForwardBatch.update({ where: { id: pending.id }, data: { attempts: 7, nextAttemptAt: new Date() } });
    await drain(async () => (await batchStatus(pending.id)) === 'FAILED');
    expect((await t.gql(FORWARDER, { id: made.forwarder.id }, company.owner.token)).data.node).toEqual({
      pendingStatements: 0,
      deadLetters: [{ statementCount: 2, attempts: 8, lastStatus: 503 }],
    });
    // It recovers; staff replay; the same statements arrive, with the same ids.
    fake.respondWith((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
    const replay = await t.gql(REPLAY, { id: made.forwarder.id }, company.owner.token);
    expect(replay.data.replayLrsDeadLetters).toEqual({ __typename: 'ReplayLrsDeadLettersPayload', message: '1 batch will be sent again.', replayedBatches: 1 });
    await drain(async () => (await batchStatus(pending.id)) === 'SUCCEEDED');
    expect(JSON.parse(fake.received.at(-1)!.body).map((s: { id: string }) => s.id)).toEqual(wanted.map((s) => s.id));
    expect((await t.gql(FORWARDER, { id: made.forwarder.id }, company.owner.token)).data.node).toEqual({ pendingStatements: 0, deadLetters: [] });
    expect(await t.prisma.lrsForwardBatch.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: 'SUCCEEDED', attempts: 9 });
  });
});

describe('REST /lrs_forwarders', () => {
  it('adds (422 naming the fields), lists with waiting and dead letters, replays and removes', async () => {
    const bad = await t.rest('POST', '/lrs_forwarders', {
      token: company.owner.token,
      body: { url: 'lrs.example.com', username: 'k', password: 's', verb_ids: ['x'] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['url', 'verb_ids']);
    const long = await t.rest('POST', '/lrs_forwarders', {
      token: company.owner.token,
      body: { name: 'n'.repeat(101), url: fake.url, username: 'k', password: 'p'.repeat(2001) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ name: ['The name can be at most 100 characters.'], password: ['The password can be at most 2000 characters.'] });
    const made = await t.rest('POST', '/lrs_forwarders', {
      token: company.owner.token,
      body: { name: 'REST LRS', url: fake.url, username: 'k', password: 's' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'REST LRS',
      url: fake.url,
      username: 'k',
      verb_ids: [],
      material_ids: [],
      enabled: true,
      pending_statements: 0,
      dead_letters: [],
    });
    expect(made.body).not.toHaveProperty('password');
    await t.prisma.lrsForwardBatch.create({
      data: { companyId: company.company.id, forwarderId: made.body.id, outboxEventId: 1n, statementIds: [], status: 'FAILED', attempts: 8, lastStatus: 500 },
    });
    const list = await t.rest('GET', '/lrs_forwarders', { token: company.owner.token });
    const mine = list.body.lrs_forwarders.find((f: { id: string }) => f.id === made.body.id);
    expect(mine.dead_letters).toEqual([expect.objectContaining({ attempts: 8, last_status: 500 })]);
    const replay = await t.rest('POST', `/lrs_forwarders/${made.body.id}/replay`, { token: company.owner.token });
    expect(replay.body).toEqual({ message: '1 batch will be sent again.', replayed_batches: 1 });
    const removed = await t.rest('DELETE', `/lrs_forwarders/${made.body.id}`, { token: company.owner.token });
    expect(removed.body).toEqual({ message: 'Forwarder removed. No more statements are sent to it.' });
    expect((await t.rest('DELETE', `/lrs_forwarders/${made.body.id}`, { token: company.owner.token })).status).toBe(404);
  });
});

function decode(globalId: string): string {
  return Buffer.from(globalId, 'base64').toString('utf8').split(':')[1] as string;
}

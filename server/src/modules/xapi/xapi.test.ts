/**
 * The company's LRS at /xapi/ (issue 26 §2), through HTTP as an xAPI client calls it: API
 * tokens by Basic (the token as the user name) and Bearer with the xapi scopes; statements
 * stored, retried, conflicting, voided, queried and paged; attachments in multipart/mixed; the
 * document resources with their concurrency rules; and the hub's own activity readable there.
 * ADL's conformance suite runs against the same code (bench/lrs-conformance.bench.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeApiToken } from '../api-tokens/api-tokens.test-helpers.js';
import { call, newLearner, publishedMaterial } from '../progress/progress.test-helpers.js';
import { logActivityStatements } from './activity-statements.js';

let t: TestApp;
let company: Awaited<ReturnType<typeof buildCompany>>;
let token: string;
let readOnly: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t);
  token = (await makeApiToken(t, company.owner.token, ['xapi:read', 'xapi:write'], { name: 'Course player' })).token;
  readOnly = (await makeApiToken(t, company.owner.token, ['xapi:read'])).token;
});
afterAll(() => t?.close());

const basic = (secret: string) => `Basic ${Buffer.from(`${secret}:`).toString('base64')}`;

async function lrs(method: string, path: string, o: { auth?: string | null; body?: unknown; raw?: BodyInit; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'x-experience-api-version': '1.0.3', ...o.headers };
  const auth = o.auth === undefined ? basic(token) : o.auth;
  if (auth) headers.authorization = auth;
  if (o.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await t.fetch(`/xapi${path}`, { method, headers, body: o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body)) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json: json as any };
}

const ACTIVITY = 'https://courses.example.com/safety';
const actor = (n: number) => ({ objectType: 'Agent', mbox: `mailto:learner${n}@example.com` });
const statement = (n: number, extra: Record<string, unknown> = {}) => ({
  actor: actor(n),
  verb: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { 'en-US': 'experienced' } },
  object: { id: `${ACTIVITY}/${n}`, definition: { name: { 'en-US': `Module ${n}` } } },
  ...extra,
});

describe('credentials', () => {
  it('takes an API token as Basic (user name, empty password) or Bearer; refuses none, unknown, a person session, and a token without the scope', async () => {
    expect((await lrs('GET', '/statements?limit=1')).status).toBe(200);
    expect((await lrs('GET', '/statements?limit=1', { auth: `Bearer ${token}` })).status).toBe(200);
    const none = await lrs('GET', '/statements', { auth: null });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Basic');
    expect((await lrs('GET', '/statements', { auth: basic('lh_unknown000000000000000000000000000000') })).status).toBe(401);
    // A person's session is not an LRS credential.
    expect((await lrs('GET', '/statements', { auth: `Bearer ${company.owner.token}` })).status).toBe(401);
    const withoutScope = (await makeApiToken(t, company.owner.token, ['materials:read'])).token;
    const refused = await lrs('GET', '/statements', { auth: basic(withoutScope) });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('This API token lacks the xapi:read scope.');
    const readOnlyWrite = await lrs('POST', '/statements', { auth: basic(readOnly), body: statement(1) });
    expect(readOnlyWrite.status).toBe(403);
    expect(readOnlyWrite.json.error).toBe('This API token lacks the xapi:write scope.');
  });

  it('needs the version header (but /about does not), and answers with 1.0.3', async () => {
    const missing = await t.fetch('/xapi/statements', { headers: { authorization: basic(token) } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe('Send the X-Experience-API-Version header (1.0.3).');
    expect((await lrs('GET', '/statements', { headers: { 'x-experience-api-version': '2.0.0' } })).status).toBe(400);
    const about = await t.fetch('/xapi/about');
    expect(about.headers.get('x-experience-api-version')).toBe('1.0.3');
    expect(await about.json()).toEqual({ version: ['1.0.3', '1.0.2', '1.0.1', '1.0.0'] });
  });
});

describe('statements', () => {
  it('stores one with the token as authority, takes the same again, refuses different content under its id (409)', async () => {
    const id = randomUUID();
    expect((await lrs('PUT', `/statements?statementId=${id}`, { body: statement(1) })).status).toBe(204);
    const read = await lrs('GET', `/statements?statementId=${id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id, actor: actor(1), version: '1.0.0', authority: { objectType: 'Agent', name: 'Course player' } });
    expect(read.json.authority.account.name).toMatch(/^token:/);
    expect(read.json.stored).toBe(read.json.timestamp);
    expect((await lrs('PUT', `/statements?statementId=${id}`, { body: statement(1) })).status).toBe(204);
    const conflict = await lrs('PUT', `/statements?statementId=${id}`, { body: statement(2) });
    expect(conflict.status).toBe(409);
    expect(conflict.json.error).toBe(`A different statement with the id ${id} is stored already.`);
    expect((await lrs('GET', `/statements?statementId=${id}`)).json.actor).toEqual(actor(1));
  });

  it('stores a batch whole or not at all, and says why a statement is refused', async () => {
    const good = randomUUID();
    const bad = await lrs('POST', '/statements', {
      body: [
        { ...statement(3), id: good },
        { ...statement(3), actor: { mbox: 'learner@example.com' } },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/mbox/);
    expect((await lrs('GET', `/statements?statementId=${good}`)).status).toBe(404);
    const ok = await lrs('POST', '/statements', { body: [statement(3), statement(4)] });
    expect(ok.status).toBe(200);
    expect(ok.json).toHaveLength(2);
  });

  it('voids: the voided statement answers only voidedStatementId, and a voiding statement cannot be voided', async () => {
    const target = randomUUID();
    await lrs('PUT', `/statements?statementId=${target}`, { body: statement(5) });
    const voiding = randomUUID();
    const voidIt = { actor: actor(5), verb: { id: 'http://adlnet.gov/expapi/verbs/voided' }, object: { objectType: 'StatementRef', id: target } };
    expect((await lrs('PUT', `/statements?statementId=${voiding}`, { body: voidIt })).status).toBe(204);
    expect((await lrs('GET', `/statements?statementId=${target}`)).status).toBe(404);
    expect((await lrs('GET', `/statements?voidedStatementId=${target}`)).json.id).toBe(target);
    const again = await lrs('POST', '/statements', { body: { ...voidIt, object: { objectType: 'StatementRef', id: voiding } } });
    expect(again.status).toBe(400);
    // Queried by the voided one's activity: the voiding statement (it targets it), never the voided one.
    const found = await lrs('GET', `/statements?activity=${encodeURIComponent(`${ACTIVITY}/5`)}`);
    expect(found.json.statements.map((s: { id: string }) => s.id)).toEqual([voiding]);
  });

  it('filters by agent, verb, activity and registration, and pages newest first with more', async () => {
    const registration = randomUUID();
    const verb = `https://verbs.example.com/${randomUUID()}`;
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const id = randomUUID();
      ids.push(id);
      await lrs('PUT', `/statements?statementId=${id}`, { body: { ...statement(10 + (n % 2)), verb: { id: verb }, context: { registration } } });
    }
    const byVerb = async (query: string) => (await lrs('GET', `/statements?verb=${encodeURIComponent(verb)}${query}`)).json;
    // Newest first: ids[4], ids[3], … ; learner 11 did statements 1 and 3.
    expect((await byVerb('')).statements.map((s: { id: string }) => s.id)).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect((await byVerb(`&agent=${encodeURIComponent(JSON.stringify(actor(11)))}`)).statements.map((s: { id: string }) => s.id)).toEqual([ids[3], ids[1]]);
    expect((await byVerb(`&registration=${registration}&ascending=true`)).statements.map((s: { id: string }) => s.id)).toEqual(ids);
    const first = await byVerb('&limit=2');
    expect(first.statements.map((s: { id: string }) => s.id)).toEqual([ids[4], ids[3]]);
    const second = (await lrs('GET', first.more.replace(/^\/xapi/, ''))).json;
    expect(second.statements.map((s: { id: string }) => s.id)).toEqual([ids[2], ids[1]]);
    const third = (await lrs('GET', second.more.replace(/^\/xapi/, ''))).json;
    expect(third).toEqual({ statements: [expect.objectContaining({ id: ids[0] })], more: '' });
    expect((await lrs('GET', '/statements?verb=not-an-iri')).status).toBe(400);
    expect((await lrs('GET', '/statements?colour=blue')).json.error).toBe('GET /statements has no parameter colour.');
  });

  it('keeps attachments sent as multipart/mixed and returns them with attachments=true', async () => {
    const content = 'Certificate of completion';
    const sha2 = (await import('node:crypto')).createHash('sha256').update(content).digest('hex');
    const id = randomUUID();
    const attached = {
      ...statement(20),
      id,
      attachments: [
        {
          usageType: 'http://id.tincanapi.com/attachment/certificate',
          display: { 'en-US': 'Certificate' },
          contentType: 'text/plain',
          length: content.length,
          sha2,
        },
      ],
    };
    const body = (hash: string) =>
      `--b\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(attached)}\r\n--b\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: binary\r\nX-Experience-API-Hash: ${hash}\r\n\r\n${content}\r\n--b--\r\n`;
    const mixed = { 'content-type': 'multipart/mixed; boundary=b' };
    const wrong = await lrs('POST', '/statements', { raw: body('0'.repeat(64)), headers: mixed });
    expect(wrong.status).toBe(400);
    expect((await lrs('POST', '/statements', { body: attached })).status).toBe(400);
    expect((await lrs('POST', '/statements', { raw: body(sha2), headers: mixed })).status).toBe(200);
    const read = await lrs('GET', `/statements?statementId=${id}&attachments=true`);
    expect(read.headers.get('content-type')).toMatch(/^multipart\/mixed; boundary=/);
    expect(read.text).toContain(`X-Experience-API-Hash: ${sha2}\r\n\r\n${content}\r\n`);
  });
});

describe('documents', () => {
  const agent = JSON.stringify(actor(30));
  const state = (id: string) => `/activities/state?${new URLSearchParams({ activityId: ACTIVITY, agent, stateId: id })}`;

  it('state: PUT, POST merges JSON objects, GET lists ids, DELETE', async () => {
    expect((await lrs('PUT', state('bookmark'), { body: { page: 2, zoom: 1 } })).status).toBe(204);
    expect((await lrs('POST', state('bookmark'), { body: { page: 5 } })).status).toBe(204);
    const read = await lrs('GET', state('bookmark'));
    expect(read.json).toEqual({ page: 5, zoom: 1 });
    expect(read.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    await lrs('PUT', state('notes'), { raw: 'plain words', headers: { 'content-type': 'text/plain' } });
    expect((await lrs('POST', state('notes'), { body: { more: true } })).status).toBe(400);
    const list = await lrs('GET', `/activities/state?${new URLSearchParams({ activityId: ACTIVITY, agent })}`);
    expect(list.json).toEqual(['bookmark', 'notes']);
    expect((await lrs('DELETE', `/activities/state?${new URLSearchParams({ activityId: ACTIVITY, agent })}`)).status).toBe(204);
    expect((await lrs('GET', state('bookmark'))).status).toBe(404);
  });

  it('profiles: a PUT names what it expects (If-None-Match to create, If-Match to replace): 400, 409 and 412 otherwise', async () => {
    const profile = `/activities/profile?${new URLSearchParams({ activityId: ACTIVITY, profileId: randomUUID() })}`;
    expect((await lrs('PUT', profile, { body: { v: 1 } })).status).toBe(400);
    expect((await lrs('PUT', profile, { body: { v: 1 }, headers: { 'if-none-match': '*' } })).status).toBe(204);
    expect((await lrs('PUT', profile, { body: { v: 2 } })).status).toBe(409);
    expect((await lrs('PUT', profile, { body: { v: 2 }, headers: { 'if-none-match': '*' } })).status).toBe(412);
    const etag = (await lrs('GET', profile)).headers.get('etag') as string;
    expect((await lrs('PUT', profile, { body: { v: 2 }, headers: { 'if-match': '"0000000000000000000000000000000000000000"' } })).status).toBe(412);
    expect((await lrs('PUT', profile, { body: { v: 2 }, headers: { 'if-match': etag } })).status).toBe(204);
    expect((await lrs('GET', profile)).json).toEqual({ v: 2 });
  });
});

describe("the hub's own activity", () => {
  it('reaches the LRS as statements once the worker loop runs, once each, with the product as authority', async () => {
    const material = await publishedMaterial(t, company.company.id, { kind: 'WALKTHROUGH' });
    const learner = await newLearner(t, company.company.id);
    await call(t, 'open', { companySlug: company.company.slug, materialId: material.id }, learner.token);
    await call(t, 'finish', { materialId: material.id }, learner.token);
    // Polled: on PostgreSQL the outbox entry is read once every older transaction has ended (events/outbox.ts).
    const mineStored = () =>
      t.prisma.xapiStatement.count({
        where: { companyId: company.company.id, fromActivity: true, agentKeys: { has: `account:${t.deps.config.publicUrl}|learner:${learner.id}` } },
      });
    for (let tries = 0; (await mineStored()) < 2; tries++) {
      if (tries > 400) throw new Error('the activity log loop did not store the statements in time');
      await logActivityStatements(t.deps);
      await new Promise((r) => setTimeout(r, 50));
    }
    const homePage = t.deps.config.publicUrl;
    const mine = await lrs(
      'GET',
      `/statements?agent=${encodeURIComponent(JSON.stringify({ account: { homePage, name: `learner:${learner.id}` } }))}&ascending=true`,
    );
    expect(mine.status).toBe(200);
    expect(mine.json.statements.map((s: { verb: { id: string } }) => s.verb.id)).toEqual([
      'http://adlnet.gov/expapi/verbs/initialized',
      'http://adlnet.gov/expapi/verbs/completed',
    ]);
    expect(mine.json.statements[0]).toMatchObject({
      object: { id: `${homePage}/xapi/activities/materials/${material.id}` },
      authority: { name: 'LearnHub', account: { homePage, name: 'learnhub' } },
    });
    const stored = await t.prisma.xapiStatement.count({ where: { companyId: company.company.id, fromActivity: true } });
    // Read again from the start: nothing is stored twice.
    await t.prisma.outboxCursor.delete({ where: { consumer: 'xapi-activity' } });
    while ((await logActivityStatements(t.deps)) > 0);
    expect(await t.prisma.xapiStatement.count({ where: { companyId: company.company.id, fromActivity: true } })).toBe(stored);
  });
});

/**
 * Learners and staff are different callers (auth/caller.ts), for every REST route the OpenAPI
 * document lists, so a route added later joins by itself: a learner's token (as Bearer and as the
 * aud_token cookie) is refused with 401 by every staff route, a staff token by every learner route,
 * before the route reads a body or looks anything up, and nothing changes. The GraphQL side:
 * `viewer` (staff) is null for a learner.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../lib/tokens.js';
import { buildCompany, uniqueEmail } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';
import { teamSnapshot } from '../modules/team/team.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let learnerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  const learner = await t.prisma.learner.create({ data: { companyId: A.company.id, email: uniqueEmail('learner') } });
  learnerToken = newToken();
  await t.prisma.learnerSession.create({
    data: { companyId: A.company.id, learnerId: learner.id, tokenHash: hashToken(learnerToken), expiresAt: new Date(Date.now() + 86_400_000) },
  });
});
afterAll(() => t.close());

type Operation = { security: Record<string, unknown>[] };

async function routes(kind: 'bearer' | 'learnerBearer') {
  const { paths } = (await t.rest('GET', '/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security.some((s) => kind in s))
      .map(([method, op]) => ({ method: method.toUpperCase(), address: path.replace('/api/v1', '').replace(/\{\w+\}/g, randomUUID()), op })),
  );
}

describe('the walls between staff and learner callers, route by route', () => {
  it("every staff route refuses a learner's token, as Bearer and as cookie, with 401 and changes nothing", async () => {
    const staff = await routes('bearer');
    expect(staff.length).toBeGreaterThan(30);
    const before = await teamSnapshot(t, A.company.id);
    for (const { method, address } of staff) {
      const bearer = await t.rest(method, address, { token: learnerToken, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(bearer.status, `${method} ${address} (Bearer)`).toBe(401);
      const cookie = await t.rest(method, address, { headers: { cookie: `aud_token=${learnerToken}`, origin: 'http://app.test' } });
      expect(cookie.status, `${method} ${address} (cookie)`).toBe(401);
    }
    expect(await teamSnapshot(t, A.company.id)).toEqual(before);
  });

  it('every learner route refuses a staff token with 401', async () => {
    const learner = await routes('learnerBearer');
    expect(learner.map((r) => `${r.method} ${r.address}`)).toEqual(
      expect.arrayContaining(['GET /hub/current_user', 'PUT /hub/update_current_user', 'DELETE /hub/sign_out']),
    );
    for (const { method, address } of learner) {
      const res = await t.rest(method, address, { token: A.owner.token });
      expect(res.status, `${method} ${address}`).toBe(401);
    }
    expect((await t.rest('GET', '/hub/current_user', { token: learnerToken })).status).toBe(200);
  });

  it('GraphQL: a learner is no staff viewer', async () => {
    expect((await t.gql('{ viewer { user { email } } }', {}, learnerToken)).data).toEqual({ viewer: null });
  });

  it("GraphQL: a staff token is no learner: the learner's own mutations refuse it and change nothing", async () => {
    const before = await t.prisma.learner.findMany({ where: { companyId: A.company.id }, orderBy: { id: 'asc' } });
    for (const [field, query] of [
      ['updateLearnerAccount', 'mutation { updateLearnerAccount(input: { firstName: "Staff" }) { __typename } }'],
      ['signOutLearner', 'mutation { signOutLearner { __typename } }'],
    ] as const) {
      expect((await t.gql(query, {}, A.owner.token)).errors?.[0]?.message).toBe(`Not authorized to resolve Mutation.${field}`);
    }
    expect(await t.prisma.learner.findMany({ where: { companyId: A.company.id }, orderBy: { id: 'asc' } })).toEqual(before);
    expect((await t.gql('mutation { updateLearnerAccount(input: { city: "Home" }) { __typename } }', {}, learnerToken)).data).toEqual({
      updateLearnerAccount: { __typename: 'UpdateLearnerAccountPayload' },
    });
  });
});

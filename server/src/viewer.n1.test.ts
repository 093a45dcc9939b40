/**
 * The viewer query (what the app shell loads on every page) must cost a fixed number of SQL
 * statements, however many companies the user belongs to: no N+1 through Pothos' planning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';
import { settledQueryCount } from './test/query-count.js';

const VIEWER_QUERY = /* GraphQL */ `{
  viewer {
    user { email name profile { firstName lastName avatarUrl } }
    company { name slug }
    role
    memberships(first: 50) { totalCount edges { node { role company { name slug } } } }
  }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user who belongs to `n` companies, signed in for the first one. */
async function userWithMemberships(n: number) {
  const companies = [];
  for (let i = 0; i < n; i++) companies.push((await buildCompany(t, { name: `N1 Company ${i}` })).company);
  const { user, token } = await buildUser(t, { companyId: companies[0]!.id, role: 'TEAM_ADMIN' });
  await t.prisma.membership.createMany({ data: companies.slice(1).map((c) => ({ companyId: c.id, userId: user.id, role: 'MEMBER' as const })) });
  return { user, token, companies };
}

/** Runs the viewer query and returns its result and the SQL statements it sent. */
async function measured(token: string) {
  const before = await settledQueryCount(t);
  const res = await t.gql(VIEWER_QUERY, {}, token);
  return { res, statements: (await settledQueryCount(t)) - before };
}

describe('viewer query SQL cost', () => {
  it('sends the same number of SQL statements for 1 and for 50 memberships', async () => {
    const one = await userWithMemberships(1);
    const fifty = await userWithMemberships(50);

    const a = await measured(one.token);
    const b = await measured(fifty.token);
    expect(a.res.errors).toBeUndefined();
    expect(b.res.errors).toBeUndefined();
    expect(a.res.data.viewer.memberships.totalCount).toBe(1);
    expect(b.res.data.viewer.memberships.totalCount).toBe(50);
    expect(b.res.data.viewer.memberships.edges).toHaveLength(50);
    expect(b.res.data.viewer.memberships.edges.map((e: any) => e.node.company.slug)).toEqual(fifty.companies.map((c) => c.slug));
    expect(b.res.data.viewer).toMatchObject({
      user: { email: fifty.user.email, name: 'Test User', profile: { firstName: 'Test', lastName: 'User', avatarUrl: null } },
      company: { name: 'N1 Company 0', slug: fifty.companies[0]!.slug },
      role: 'TEAM_ADMIN',
    });

    expect(b.statements).toBe(a.statements);
    // Session + membership (one join), user + profile, company, memberships + companies, count.
    expect(a.statements).toBeLessThanOrEqual(8);
  });
});

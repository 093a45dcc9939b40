import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createSession } from './accounts.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SWITCH = `mutation ($id: ID!) { switchCompany(input: { companyId: $id }) {
  __typename ... on SwitchCompanyPayload { viewer { company { name } role } } ... on Error { message code } } }`;
const VIEWER_COMPANY = `{ viewer { company { name } role } }`;

describe('#switchCompany', () => {
  it("points the session at another company of the user, with that company's role", async () => {
    const a = await buildCompany(t, { name: 'Alpha' });
    const b = await buildCompany(t, { name: 'Beta' });
    const { user, token } = await buildUser(t, { companyId: a.company.id, role: 'MEMBER' });
    await t.prisma.membership.create({ data: { companyId: b.company.id, userId: user.id, role: 'TEAM_ADMIN' } });

    const res = await t.gql(SWITCH, { id: encodeGlobalID('Company', b.company.id) }, token);
    expect(res.data.switchCompany).toEqual({ __typename: 'SwitchCompanyPayload', viewer: { company: { name: 'Beta' }, role: 'TEAM_ADMIN' } });
    expect((await t.gql(VIEWER_COMPANY, {}, token)).data.viewer).toEqual({ company: { name: 'Beta' }, role: 'TEAM_ADMIN' });
  });

  it('refuses a company the user does not belong to, and bad ids, as not found; nothing changes', async () => {
    const a = await buildCompany(t, { name: 'Mine' });
    const other = await buildCompany(t, { name: 'Theirs' });
    const { token } = await buildUser(t, { companyId: a.company.id, role: 'OWNER' });
    for (const id of [
      encodeGlobalID('Company', other.company.id),
      encodeGlobalID('Membership', a.company.id),
      'garbage',
      encodeGlobalID('Company', 'not-a-uuid'),
    ]) {
      const res = await t.gql(SWITCH, { id }, token);
      expect(res.data.switchCompany).toEqual({ __typename: 'NotFoundError', message: 'Company not found.', code: 'NOT_FOUND' });
    }
    expect((await t.gql(VIEWER_COMPANY, {}, token)).data.viewer.company.name).toBe('Mine');
  });

  it('needs a signed-in staff user', async () => {
    const res = await t.gql(SWITCH, { id: encodeGlobalID('Company', 'x') }, 'not-a-token');
    expect(res.data.switchCompany.__typename).toBe('UnauthenticatedError');
  });
});

describe('sessions without a company', () => {
  it('pick up a company created from another session instead of creating a second one', async () => {
    const { user, token: first } = await buildUser(t);
    const second = await createSession(t.deps, user.id);
    const created = await t.gql(`mutation { saveOnboardingCompany(input: { name: "Only Co" }) { __typename } }`, {}, first);
    expect(created.data.saveOnboardingCompany.__typename).toBe('CompanyPayload');

    expect((await t.gql(VIEWER_COMPANY, {}, second)).data.viewer).toEqual({ company: { name: 'Only Co' }, role: 'OWNER' });
    await t.gql(`mutation { saveOnboardingCompany(input: { name: "Only Co renamed" }) { __typename } }`, {}, second);
    expect(await t.prisma.membership.count({ where: { userId: user.id } })).toBe(1);
  });
});

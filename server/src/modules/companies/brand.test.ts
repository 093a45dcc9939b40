import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, gid } from '../team/team.test-helpers.js';
import { withoutCost } from '../../test/without-cost.js';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COLORS = `brandColors { topBarBackground topBarPrimary topBarText isDefault }`;
const UPDATE = `mutation ($input: UpdateBrandColorsInput!) {
  updateBrandColors(input: $input) {
    __typename
    ... on CompanyPayload { message company { id ${COLORS} } }
    ... on Error { message code }
    ... on ValidationError { fieldErrors { field messages } }
  }
}`;
const READ = `{ viewer { company { id ${COLORS} } } }`;
const DEFAULTS = { topBarBackground: '#0B2545', topBarPrimary: '#0E7C74', topBarText: '#FFFFFF', isDefault: true };

const update = async (token: string | null, input: Record<string, unknown>) => (await t.gql(UPDATE, { input }, token)).data?.updateBrandColors;
const fields = (r: any) => Object.fromEntries(r.fieldErrors.map((f: any) => [f.field, f.messages]));
const stored = (companyId: string) =>
  t.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { topBarBackground: true, topBarPrimary: true, topBarText: true, updatedAt: true } });

describe('Company.brandColors', () => {
  it('gives the dark blue, teal and white defaults to a company that chose none, to any member', async () => {
    const { company } = await buildCompany(t);
    const viewer = await addMember(t, company.id, 'VIEW_ONLY');
    const res = await t.gql(READ, {}, viewer.token);
    expect(res.data.viewer.company).toEqual({ id: gid('Company', company.id), brandColors: DEFAULTS });
  });

  it("is not readable through another company's id", async () => {
    const a = await buildCompany(t);
    await update(a.owner.token, { topBarBackground: '#3A0CA3' });
    const b = await buildCompany(t);
    const res = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Company { ${COLORS} } } }`, { id: gid('Company', a.company.id) }, b.owner.token);
    expect(withoutCost(res)).toEqual({ data: { node: null } });
  });
});

describe('#updateBrandColors', () => {
  it('saves all three colours, uppercased, and every member then reads them', async () => {
    const { company, owner } = await buildCompany(t);
    const res = await update(owner.token, { topBarBackground: '#3a0ca3', topBarPrimary: ' #f72585 ', topBarText: '#ffffff' });
    const colors = { topBarBackground: '#3A0CA3', topBarPrimary: '#F72585', topBarText: '#FFFFFF', isDefault: false };
    expect(res).toEqual({
      __typename: 'CompanyPayload',
      message: 'Brand colours updated successfully.',
      company: { id: gid('Company', company.id), brandColors: colors },
    });
    expect(await stored(company.id)).toMatchObject({ topBarBackground: '#3A0CA3', topBarPrimary: '#F72585', topBarText: '#FFFFFF' });
    const member = await addMember(t, company.id, 'MEMBER');
    expect((await t.gql(READ, {}, member.token)).data.viewer.company.brandColors).toEqual(colors);
  });

  it('changes only the colours sent; a Team Admin may do it too', async () => {
    const { company, owner } = await buildCompany(t);
    await update(owner.token, { topBarPrimary: '#F72585' });
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    const res = await update(admin.token, { topBarBackground: '#000000', topBarPrimary: null });
    expect(res.company.brandColors).toEqual({ topBarBackground: '#000000', topBarPrimary: '#F72585', topBarText: '#FFFFFF', isDefault: false });
    expect(await stored(company.id)).toMatchObject({ topBarBackground: '#000000', topBarPrimary: '#F72585', topBarText: null });
  });

  it('resets to the defaults (clearing what was stored), also when nothing was set', async () => {
    const { company, owner } = await buildCompany(t);
    await update(owner.token, { topBarBackground: '#3A0CA3', topBarPrimary: '#F72585', topBarText: '#FFFFFF' });
    const res = await update(owner.token, { reset: true });
    expect(res).toMatchObject({ __typename: 'CompanyPayload', message: 'Brand colours reset to the defaults.', company: { brandColors: DEFAULTS } });
    expect(await stored(company.id)).toMatchObject({ topBarBackground: null, topBarPrimary: null, topBarText: null });
    expect((await update(owner.token, { reset: true })).company.brandColors).toEqual(DEFAULTS);
  });

  it('refuses anything but #RRGGBB, per field, and changes nothing', async () => {
    const { company, owner } = await buildCompany(t);
    const before = await stored(company.id);
    const res = await update(owner.token, { topBarBackground: 'navy', topBarPrimary: '#FFF', topBarText: '#12345G' });
    expect(res).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', message: 'Please correct the highlighted fields.' });
    const message = ['must be a colour like #0B2545'];
    expect(fields(res)).toEqual({ topBarBackground: message, topBarPrimary: message, topBarText: message });
    const one = await update(owner.token, { topBarPrimary: '0B2545' });
    expect(one.message).toBe('Primary colour must be a colour like #0B2545.');
    expect(fields(one)).toEqual({ topBarPrimary: message });
    expect(await stored(company.id)).toEqual(before);
  });

  it('refuses a text colour below 4.5:1 against the background, whichever of the two was sent', async () => {
    const { company, owner } = await buildCompany(t);
    const before = await stored(company.id);
    const contrast = { topBarText: ['needs more contrast against the background (at least 4.5:1)'] };
    const grey = await update(owner.token, { topBarBackground: '#FFFFFF', topBarText: '#777777' });
    expect(grey).toMatchObject({ __typename: 'ValidationError', message: 'Text colour needs more contrast against the background (at least 4.5:1).' });
    expect(fields(grey)).toEqual(contrast);
    // Only the background sent: the stored white text would become unreadable on it.
    expect(fields(await update(owner.token, { topBarBackground: '#F0F0F0' }))).toEqual(contrast);
    expect(await stored(company.id)).toEqual(before);
    // 4.54:1 is enough.
    expect((await update(owner.token, { topBarBackground: '#FFFFFF', topBarText: '#767676' })).__typename).toBe('CompanyPayload');
  });

  it('never lets two parallel saves combine into an unreadable pair', async () => {
    const { company, owner } = await buildCompany(t);
    await update(owner.token, { topBarBackground: '#767676', topBarText: '#FFFFFF' });
    // Each is readable with the stored colours; together they are black on black.
    const results = await Promise.all([update(owner.token, { topBarBackground: '#000000' }), update(owner.token, { topBarText: '#000000' })]);
    expect(results.map((r) => r.__typename).sort()).toEqual(['CompanyPayload', 'ValidationError']);
    const row = await stored(company.id);
    expect([row.topBarBackground, row.topBarText]).not.toEqual(['#000000', '#000000']);
  });

  it('refuses an empty request, reset: false alone, and reset together with colours', async () => {
    const { company, owner } = await buildCompany(t);
    const before = await stored(company.id);
    expect(await update(owner.token, {})).toMatchObject({ __typename: 'ValidationError', message: 'Nothing to update: send a colour, or reset.' });
    expect(await update(owner.token, { reset: false, topBarText: null })).toMatchObject({ __typename: 'ValidationError' });
    expect(await update(owner.token, { reset: true, topBarBackground: '#000000' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Send either colours or reset, not both.',
    });
    expect(await stored(company.id)).toEqual(before);
  });

  it('answers wrongly typed or missing input with GraphQL errors, never a 500', async () => {
    const { company, owner } = await buildCompany(t);
    const before = await stored(company.id);
    const post = (body: string) =>
      t.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` }, body });
    for (const body of [
      JSON.stringify({ query: UPDATE, variables: { input: { topBarBackground: 0x3a0ca3 } } }),
      JSON.stringify({ query: UPDATE, variables: { input: { reset: 'yes' } } }),
      JSON.stringify({ query: UPDATE, variables: {} }),
      JSON.stringify({ query: `mutation { updateBrandColors { __typename } }` }),
      '{ not json',
    ]) {
      const res = await post(body);
      expect(res.status, body).toBeLessThan(500);
      expect(((await res.json()) as { errors?: unknown[] }).errors?.length, body).toBeGreaterThan(0);
    }
    expect(await stored(company.id)).toEqual(before);
  });

  it('refuses Members and View Only users, changing nothing', async () => {
    const { company } = await buildCompany(t);
    const before = await stored(company.id);
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const { token } = await addMember(t, company.id, role);
      expect(await update(token, { topBarBackground: '#000000' })).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
      expect(await update(token, { reset: true })).toMatchObject({ __typename: 'ForbiddenError' });
    }
    expect(await stored(company.id)).toEqual(before);
  });

  it('needs a signed-in user of a company', async () => {
    expect(await update(null, { topBarBackground: '#000000' })).toMatchObject({ __typename: 'UnauthenticatedError', code: 'UNAUTHENTICATED' });
    expect(await update('not-a-token', { reset: true })).toMatchObject({ __typename: 'UnauthenticatedError' });
    const { token } = await buildUser(t);
    expect(await update(token, { topBarBackground: '#000000' })).toMatchObject({ __typename: 'ForbiddenError' });
  });

  it("changes the caller's own company only: another company's Owner cannot reach it", async () => {
    const a = await buildCompany(t);
    const b = await buildCompany(t);
    const before = await stored(a.company.id);
    const res = await update(b.owner.token, { topBarBackground: '#000000' });
    expect(res.company.id).toBe(gid('Company', b.company.id));
    expect(await stored(a.company.id)).toEqual(before);
  });
});

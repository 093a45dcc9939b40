import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RENAME = `mutation ($name: String!) { renameWorkspace(input: { workspaceName: $name }) {
  __typename
  ... on CompanyPayload { message company { slug } }
  ... on Error { message code }
  ... on ValidationError { fieldErrors { field messages } }
} }`;
const BY_SLUG = `query ($slug: String!) { companyBySlug(slug: $slug) { canonicalSlug isAlias company { id name slug } } }`;
const rename = async (token: string | null, name: string) => (await t.gql(RENAME, { name }, token)).data.renameWorkspace;
const bySlug = async (token: string | null, slug: string) => (await t.gql(BY_SLUG, { slug }, token)).data.companyBySlug;
const CHARSET = 'Workspace name should not contain any space or special character.';
const TAKEN = 'This workspace name is already taken.';

describe('#renameWorkspace', () => {
  it('renames; the old slug still resolves through companyBySlug as an alias', async () => {
    const { company, owner } = await buildCompany(t, { slug: 'old-name' });
    expect(await rename(owner.token, '  New_Name-2 ')).toEqual({
      __typename: 'CompanyPayload',
      message: 'Workspace name updated successfully.',
      company: { slug: 'new_name-2' },
    });
    expect(await bySlug(owner.token, 'old-name')).toMatchObject({ canonicalSlug: 'new_name-2', isAlias: true, company: { name: company.name } });
    expect(await bySlug(owner.token, 'new_name-2')).toMatchObject({ canonicalSlug: 'new_name-2', isAlias: false });
    expect(await bySlug(owner.token, 'NEW_NAME-2')).toMatchObject({ isAlias: false });
  });

  it('renaming back to a former name of the same company works and drops that alias', async () => {
    const { company, owner } = await buildCompany(t, { slug: 'first' });
    await rename(owner.token, 'second');
    expect((await rename(owner.token, 'first')).company.slug).toBe('first');
    const aliases = await t.prisma.companySlugAlias.findMany({ where: { companyId: company.id }, select: { slug: true } });
    expect(aliases.map((a) => a.slug)).toEqual(['second']);
    expect(await bySlug(owner.token, 'second')).toMatchObject({ canonicalSlug: 'first', isAlias: true });
  });

  it("refuses spaces and special characters with the spec's message", async () => {
    const { company, owner } = await buildCompany(t);
    for (const name of ['has space', 'bad!', 'dot.name', 'ünï', 'slash/x']) {
      const res = await rename(owner.token, name);
      expect(res).toMatchObject({ __typename: 'ValidationError', message: CHARSET, fieldErrors: [{ field: 'workspaceName', messages: [CHARSET] }] });
    }
    expect((await t.prisma.company.findUniqueOrThrow({ where: { id: company.id } })).slug).toBe(company.slug);
  });

  it('refuses blank, too short and too long names', async () => {
    const { owner } = await buildCompany(t);
    expect((await rename(owner.token, '   ')).message).toBe("Workspace name can't be blank.");
    expect((await rename(owner.token, 'a')).message).toBe('Workspace name is too short (minimum is 2 characters).');
    expect((await rename(owner.token, 'a'.repeat(51))).message).toBe('Workspace name is too long (maximum is 50 characters).');
    expect((await rename(owner.token, 'a'.repeat(50))).__typename).toBe('CompanyPayload');
  });

  it("refuses another company's current name, its former names and reserved names", async () => {
    const other = await buildCompany(t, { slug: 'taken-one' });
    await rename(other.owner.token, 'taken-two');
    const { company, owner } = await buildCompany(t);
    for (const name of ['taken-one', 'Taken-Two']) {
      expect(await rename(owner.token, name)).toMatchObject({
        __typename: 'ValidationError',
        message: TAKEN,
        fieldErrors: [{ field: 'workspaceName', messages: [TAKEN] }],
      });
    }
    const RESERVED = 'This workspace name is reserved: the app uses it in its own addresses. Choose another.';
    for (const name of ['api', 'onboarding', 'reset_password']) {
      expect(await rename(owner.token, name)).toMatchObject({
        __typename: 'ValidationError',
        message: RESERVED,
        fieldErrors: [{ field: 'workspaceName', messages: [RESERVED] }],
      });
    }
    expect((await t.prisma.company.findUniqueOrThrow({ where: { id: company.id } })).slug).toBe(company.slug);
    expect(await t.prisma.companySlugAlias.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('the current name again is a no-op that keeps no alias', async () => {
    const { company, owner } = await buildCompany(t, { slug: 'stay-put' });
    expect((await rename(owner.token, 'Stay-Put')).message).toBe('Workspace name updated successfully.');
    expect(await t.prisma.companySlugAlias.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('Members, View Only users and callers without a token are refused', async () => {
    const { company } = await buildCompany(t, { slug: 'guarded' });
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const u = await buildUser(t, { companyId: company.id, role });
      expect((await rename(u.token, 'grabbed')).__typename).toBe('ForbiddenError');
    }
    expect((await rename(null, 'grabbed')).__typename).toBe('UnauthenticatedError');
    expect((await t.prisma.company.findUniqueOrThrow({ where: { id: company.id } })).slug).toBe('guarded');
  });
});

describe('#companyBySlug', () => {
  it("finds nothing for another company's current or former slug, or without a token", async () => {
    const other = await buildCompany(t, { slug: 'private-co' });
    await rename(other.owner.token, 'private-co-2');
    const { owner } = await buildCompany(t);
    expect(await bySlug(owner.token, 'private-co')).toBeNull();
    expect(await bySlug(owner.token, 'private-co-2')).toBeNull();
    expect(await bySlug(null, 'private-co-2')).toBeNull();
    expect(await bySlug(owner.token, 'no-such-slug')).toBeNull();
    expect(await bySlug(owner.token, '')).toBeNull();
  });

  it('a removed member no longer resolves the slug', async () => {
    const { company } = await buildCompany(t, { slug: 'left-behind' });
    const u = await buildUser(t, { companyId: company.id, role: 'MEMBER' });
    expect(await bySlug(u.token, 'left-behind')).toMatchObject({ isAlias: false });
    await t.prisma.membership.deleteMany({ where: { companyId: company.id, userId: u.user.id } });
    expect(await bySlug(u.token, 'left-behind')).toBeNull();
  });

  it('resolves a company the user belongs to even when the session acts for another one', async () => {
    const a = await buildCompany(t, { slug: 'home-co' });
    const b = await buildCompany(t, { slug: 'second-co' });
    await t.prisma.membership.create({ data: { companyId: b.company.id, userId: a.owner.user.id, role: 'MEMBER' } });
    expect(await bySlug(a.owner.token, 'second-co')).toMatchObject({ canonicalSlug: 'second-co', company: { id: expect.any(String) } });
  });
});

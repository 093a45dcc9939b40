import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { blob, executableBytes, graphqlMultipart, tinyPng } from '../profile/upload-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESULT = `__typename
  ... on CompanyPayload { message company { id name slug website domain size logoUrl faviconUrl } }
  ... on Error { message code }
  ... on ValidationError { fieldErrors { field messages } }`;
const ONBOARD = `mutation ($input: SaveOnboardingCompanyInput!) { saveOnboardingCompany(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { ${RESULT} } }`;
const UPLOAD = `mutation ($input: UploadCompanyImageInput!) { uploadCompanyImage(input: $input) { ${RESULT} } }`;
const REMOVE = `mutation ($input: RemoveCompanyImageInput!) { removeCompanyImage(input: $input) { ${RESULT} } }`;
const fields = (r: any) => Object.fromEntries(r.fieldErrors.map((f: any) => [f.field, f.messages]));
const companyRow = (id: string) => t.prisma.company.findUniqueOrThrow({ where: { id } });

async function uploadImage(token: string | null, kind: string, bytes: Uint8Array) {
  const form = graphqlMultipart(UPLOAD, { input: { kind, file: null } }, 'input.file', blob(bytes), 'logo.png');
  const res = await t.fetch('/graphql', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as any) : await res.json().catch(() => null) };
}

describe('#saveOnboardingCompany', () => {
  it('creates the company with a slug from its name, makes the caller Owner and switches the session to it', async () => {
    const { user, token } = await buildUser(t);
    await t.prisma.profile.update({ where: { userId: user.id }, data: { companyName: null } });
    const res = await t.gql(ONBOARD, { input: { name: '  Ăcme Café, Inc. ', website: 'Acme-Cafe.example.com' } }, token);
    expect(res.data.saveOnboardingCompany).toMatchObject({
      message: 'Company created successfully.',
      company: { name: 'Ăcme Café, Inc.', slug: 'acme-cafe-inc', website: 'https://acme-cafe.example.com', domain: 'acme-cafe.example.com' },
    });
    const viewer = await t.gql(`{ viewer { role company { slug } } }`, {}, token);
    expect(viewer.data.viewer).toEqual({ role: 'OWNER', company: { slug: 'acme-cafe-inc' } });
    expect((await t.prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })).companyName).toBe('Ăcme Café, Inc.');
  });

  it("picks a numbered slug when the name's slug is taken by a company or an old alias", async () => {
    const { company } = await buildCompany(t, { slug: 'globex' });
    await t.prisma.companySlugAlias.create({ data: { slug: 'globex-2', companyId: company.id } });
    const { token } = await buildUser(t);
    const res = await t.gql(ONBOARD, { input: { name: 'Globex' } }, token);
    expect(res.data.saveOnboardingCompany.company).toMatchObject({ slug: 'globex-3', website: null });
  });

  it('derives a usable slug from names without latin letters or reserved words', async () => {
    const a = await buildUser(t);
    expect((await t.gql(ONBOARD, { input: { name: '日本' } }, a.token)).data.saveOnboardingCompany.company.slug).toMatch(/^workspace(-\d+)?$/);
    const b = await buildUser(t);
    expect((await t.gql(ONBOARD, { input: { name: 'API' } }, b.token)).data.saveOnboardingCompany.company.slug).toBe('api-2');
  });

  it('refuses a blank name and an implausible website, creating nothing', async () => {
    const { token } = await buildUser(t);
    const before = await t.prisma.company.count();
    const res = await t.gql(ONBOARD, { input: { name: '   ', website: 'ftp://files.example.com' } }, token);
    expect(res.data.saveOnboardingCompany.__typename).toBe('ValidationError');
    expect(fields(res.data.saveOnboardingCompany)).toEqual({ name: ["can't be blank"], website: ['is invalid'] });
    for (const website of ['not a site', 'localhost', 'http://user:pw@example.com', 'example']) {
      const r = await t.gql(ONBOARD, { input: { name: 'Fine', website } }, token);
      expect(fields(r.data.saveOnboardingCompany)).toEqual({ website: ['is invalid'] });
    }
    expect(await t.prisma.company.count()).toBe(before);
    expect((await t.gql(`{ viewer { company { id } } }`, {}, token)).data.viewer.company).toBeNull();
  });

  it('updates name and website when the session already has a company; View Only is refused', async () => {
    const { company, owner } = await buildCompany(t);
    const res = await t.gql(ONBOARD, { input: { name: 'Renamed Co', website: 'http://renamed.example.org/about/' } }, owner.token);
    expect(res.data.saveOnboardingCompany).toMatchObject({
      message: 'Company name updated successfully.',
      company: { id: expect.any(String), name: 'Renamed Co', slug: company.slug, website: 'http://renamed.example.org/about' },
    });
    expect(await t.prisma.membership.count({ where: { userId: owner.user.id } })).toBe(1);
    const viewOnly = await buildUser(t, { companyId: company.id, role: 'VIEW_ONLY' });
    expect((await t.gql(ONBOARD, { input: { name: 'Hijack' } }, viewOnly.token)).data.saveOnboardingCompany.__typename).toBe('ForbiddenError');
    expect((await companyRow(company.id)).name).toBe('Renamed Co');
  });

  it('needs a token', async () => {
    expect((await t.gql(ONBOARD, { input: { name: 'X' } })).data.saveOnboardingCompany.__typename).toBe('UnauthenticatedError');
  });
});

describe('time zone (analytics count days in it)', () => {
  it("starts as the browser's zone at onboarding (UTC when none is sent), changes in settings, and refuses what isn't a zone", async () => {
    const a = await buildUser(t);
    const created = await t.gql(ONBOARD, { input: { name: 'Zoned', timeZone: 'Asia/Kathmandu' } }, a.token);
    expect(created.data.saveOnboardingCompany.message).toBe('Company created successfully.');
    expect((await t.gql('{ viewer { company { timeZone } } }', {}, a.token)).data.viewer.company.timeZone).toBe('Asia/Kathmandu');
    const b = await buildUser(t);
    await t.gql(ONBOARD, { input: { name: 'Unzoned' } }, b.token);
    expect((await t.gql('{ viewer { company { timeZone } } }', {}, b.token)).data.viewer.company.timeZone).toBe('UTC');

    expect((await t.gql(UPDATE, { input: { timeZone: 'America/New_York' } }, a.token)).data.updateCompany.message).toBe('Company updated successfully.');
    for (const bad of ['Mars/Olympus', '', '+05:45', 'x'.repeat(80)]) {
      const r = (await t.gql(UPDATE, { input: { timeZone: bad } }, a.token)).data.updateCompany;
      expect(r.__typename, `${bad}: ${JSON.stringify(r)}`).toBe('ValidationError');
      expect(fields(r), bad).toEqual({ timeZone: ['is not a time zone (use a name like Europe/Paris)'] });
    }
    const c = await buildUser(t);
    expect(fields((await t.gql(ONBOARD, { input: { name: 'Bad zone', timeZone: 'Nowhere' } }, c.token)).data.saveOnboardingCompany)).toEqual({
      timeZone: ['is not a time zone (use a name like Europe/Paris)'],
    });
    expect((await t.prisma.company.findFirstOrThrow({ where: { name: 'Zoned' } })).timeZone).toBe('America/New_York');
  });
});

describe('#updateCompany', () => {
  it('renames (trimmed), sets website and size; the message says when the name changed', async () => {
    const { company, owner } = await buildCompany(t);
    const res = await t.gql(UPDATE, { input: { name: ' New Name ', website: 'new.example.com', size: '11-25' } }, owner.token);
    expect(res.data.updateCompany).toMatchObject({
      message: 'Company name updated successfully.',
      company: { name: 'New Name', website: 'https://new.example.com', size: '11-25' },
    });
    const same = await t.gql(UPDATE, { input: { name: 'New Name', size: '10,000+' } }, owner.token);
    expect(same.data.updateCompany.message).toBe('Company updated successfully.');
    const cleared = await t.gql(UPDATE, { input: { website: '' } }, owner.token);
    expect(cleared.data.updateCompany.company).toMatchObject({ website: null, size: '10,000+', name: 'New Name' });
    expect((await companyRow(company.id)).slug).toBe(company.slug);
  });

  it('sets the activity status thresholds; each alone is checked against the other', async () => {
    const { company, owner } = await buildCompany(t);
    const q = `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { __typename ... on Error { message } ... on CompanyPayload { company { engagedWithinDays atRiskAfterDays } } } }`;
    expect((await t.gql(q, { input: { engagedWithinDays: 3, atRiskAfterDays: 30 } }, owner.token)).data.updateCompany.company).toEqual({
      engagedWithinDays: 3,
      atRiskAfterDays: 30,
    });
    // 30 stays: 40 engaged days would not be shorter than it.
    expect((await t.gql(q, { input: { engagedWithinDays: 40 } }, owner.token)).data.updateCompany.message).toBe(
      '"Engaged within" must be shorter than "At risk after".',
    );
    expect((await t.gql(q, { input: { atRiskAfterDays: 0 } }, owner.token)).data.updateCompany.message).toBe('Thresholds are whole days from 1 to 365.');
    expect(await t.prisma.company.findUniqueOrThrow({ where: { id: company.id }, select: { engagedWithinDays: true, atRiskAfterDays: true } })).toEqual({
      engagedWithinDays: 3,
      atRiskAfterDays: 30,
    });
  });

  it('refuses a blank name, an unlisted size and an empty request, changing nothing', async () => {
    const { company, owner } = await buildCompany(t, { name: 'Keep Me' });
    const res = await t.gql(UPDATE, { input: { name: '  ', size: '7' } }, owner.token);
    expect(res.data.updateCompany.message).toBe("Company name can't be blank.");
    expect(fields(res.data.updateCompany)).toEqual({ name: ["can't be blank"], size: ['is not included in the list'] });
    expect((await t.gql(UPDATE, { input: {} }, owner.token)).data.updateCompany).toMatchObject({ __typename: 'ValidationError' });
    expect(await companyRow(company.id)).toMatchObject({ name: 'Keep Me', size: null });
  });

  it('Team Admins may update; Members and View Only users are refused', async () => {
    const { company } = await buildCompany(t, { name: 'Roles Inc' });
    const admin = await buildUser(t, { companyId: company.id, role: 'TEAM_ADMIN' });
    expect((await t.gql(UPDATE, { input: { size: '2-5' } }, admin.token)).data.updateCompany.company.size).toBe('2-5');
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const u = await buildUser(t, { companyId: company.id, role });
      expect((await t.gql(UPDATE, { input: { name: 'Mine now' } }, u.token)).data.updateCompany).toMatchObject({
        __typename: 'ForbiddenError',
        code: 'FORBIDDEN',
      });
    }
    expect((await companyRow(company.id)).name).toBe('Roles Inc');
  });

  it("another company's owner only ever changes their own company", async () => {
    const mine = await buildCompany(t, { name: 'Mine' });
    const other = await buildCompany(t, { name: 'Other' });
    const res = await t.gql(UPDATE, { input: { name: 'Changed' } }, other.owner.token);
    expect(res.data.updateCompany.company.id).not.toBe((await t.gql(`{ viewer { company { id } } }`, {}, mine.owner.token)).data.viewer.company.id);
    expect((await companyRow(mine.company.id)).name).toBe('Mine');
  });

  it('a user without a company is refused', async () => {
    const { token } = await buildUser(t);
    expect((await t.gql(UPDATE, { input: { size: '2-5' } }, token)).data.updateCompany.__typename).toBe('ForbiddenError');
  });
});

describe('#uploadCompanyImage and #removeCompanyImage', () => {
  it('sets the logo from a real PNG, replaces it (deleting the old file) and removes it', async () => {
    const { company, owner } = await buildCompany(t);
    const first = await uploadImage(owner.token, 'LOGO', tinyPng());
    expect(first.body.data.uploadCompanyImage.message).toBe('Logo added successfully.');
    const url1: string = first.body.data.uploadCompanyImage.company.logoUrl;
    expect((await t.fetch(url1)).status).toBe(200);
    expect(await t.prisma.upload.findFirst({ where: { companyId: company.id, purpose: 'company_logo' } })).toMatchObject({ contentType: 'image/png' });

    const second = await uploadImage(owner.token, 'LOGO', tinyPng());
    const url2: string = second.body.data.uploadCompanyImage.company.logoUrl;
    expect((await t.fetch(url1)).status).toBe(404);
    expect(await t.prisma.upload.count({ where: { companyId: company.id, purpose: 'company_logo' } })).toBe(1);

    const removed = await t.gql(REMOVE, { input: { kind: 'LOGO' } }, owner.token);
    expect(removed.data.removeCompanyImage).toMatchObject({ message: 'Logo removed.', company: { logoUrl: null } });
    expect((await t.fetch(url2)).status).toBe(404);
    expect(await t.prisma.upload.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('sets the favicon separately from the logo', async () => {
    const { owner } = await buildCompany(t);
    const res = await uploadImage(owner.token, 'FAVICON', tinyPng());
    expect(res.body.data.uploadCompanyImage).toMatchObject({ message: 'Favicon added successfully.', company: { logoUrl: null } });
    expect(res.body.data.uploadCompanyImage.company.faviconUrl).toMatch(/^\/uploads\/.+\.png$/);
  });

  it('refuses an executable renamed .png, and a Member', async () => {
    const { company, owner } = await buildCompany(t);
    expect((await uploadImage(owner.token, 'LOGO', executableBytes())).body.data.uploadCompanyImage).toMatchObject({
      __typename: 'UnsupportedMediaTypeError',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const member = await buildUser(t, { companyId: company.id, role: 'MEMBER' });
    expect((await uploadImage(member.token, 'LOGO', tinyPng())).body.data.uploadCompanyImage.__typename).toBe('ForbiddenError');
    expect((await t.gql(REMOVE, { input: { kind: 'LOGO' } }, member.token)).data.removeCompanyImage.__typename).toBe('ForbiddenError');
    expect((await companyRow(company.id)).logoKey).toBeNull();
    expect(await t.prisma.upload.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('refuses a 16 MB upload with 413 and changes nothing', async () => {
    const { company, owner } = await buildCompany(t);
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(tinyPng());
    const res = await uploadImage(owner.token, 'LOGO', big);
    expect(res.status).toBe(413);
    expect((await companyRow(company.id)).logoKey).toBeNull();
  });

  it('refuses an unknown kind as a GraphQL error', async () => {
    const { owner } = await buildCompany(t);
    expect((await t.gql(REMOVE, { input: { kind: 'BANNER' } }, owner.token)).errors?.length).toBe(1);
  });
});

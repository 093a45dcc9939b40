import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { blob, executableBytes, tinyPng } from '../profile/upload-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const companyRow = (id: string) => t.prisma.company.findUniqueOrThrow({ where: { id } });

function imageForm(bytes: Uint8Array | null, imageType?: string, name = 'logo.png') {
  const form = new FormData();
  if (bytes) form.set('image', blob(bytes), name);
  if (imageType !== undefined) form.set('image_type', imageType);
  return form;
}

describe('GET /company', () => {
  it("gives the caller's company in the legacy shape", async () => {
    const { company, owner } = await buildCompany(t, { name: 'Shape Co' });
    await t.prisma.company.update({ where: { id: company.id }, data: { website: 'https://www.shape.example.com', size: '6-10' } });
    const res = await t.rest('GET', '/company', { token: owner.token });
    expect(res).toMatchObject({
      status: 200,
      body: {
        name: 'Shape Co',
        slug: company.slug,
        company_name: 'Shape Co',
        company_logo_url: null,
        favicon_url: null,
        domain: 'shape.example.com',
        company_size: '6-10',
        domains: [],
      },
    });
  });

  it('is 401 without a token and 403 before onboarding created a company', async () => {
    expect((await t.rest('GET', '/company')).status).toBe(401);
    const { token } = await buildUser(t);
    expect((await t.rest('GET', '/company', { token })).status).toBe(403);
  });

  it("another company's user reads only their own company", async () => {
    const mine = await buildCompany(t, { name: 'Secret Co' });
    const other = await buildCompany(t, { name: 'Nosy Co' });
    const res = await t.rest('GET', '/company', { token: other.owner.token });
    expect(res.body.name).toBe('Nosy Co');
    expect(JSON.stringify(res.body)).not.toContain(mine.company.slug);
  });
});

describe('PUT /company', () => {
  it('onboarding: { company_name, website } creates the company and the response reads domain', async () => {
    const { user, token } = await buildUser(t);
    const res = await t.rest('PUT', '/company', { token, body: { company_name: 'Rest Startup', website: 'reststartup.example.io' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Company created successfully.',
      domain: 'reststartup.example.io',
      data: { company_name: 'Rest Startup', slug: 'rest-startup' },
    });
    expect(await t.prisma.membership.findFirst({ where: { userId: user.id } })).toMatchObject({ role: 'OWNER' });
    // The next onboarding steps act on the new company through the same token.
    const size = await t.rest('PUT', '/company', { token, body: { company_size: 'Just Me' } });
    expect(size.body.data.company_size).toBe('Just Me');
    expect(size.body.domain).toBeUndefined();
    const domain = await t.rest('PUT', '/company', { token, body: { domain: 'other.example.io' } });
    expect(domain.body).toMatchObject({ domain: 'other.example.io', data: { website: 'https://other.example.io' } });
  });

  it("{ company_name } renames with the spec's message", async () => {
    const { owner } = await buildCompany(t);
    const res = await t.rest('PUT', '/company', { token: owner.token, body: { company_name: '  Trimmed Name  ' } });
    expect(res.body).toMatchObject({ message: 'Company name updated successfully.', data: { company_name: 'Trimmed Name' } });
  });

  it('bad values are 422 with the legacy field names; bad JSON 400; empty body 422', async () => {
    const { company, owner } = await buildCompany(t, { name: 'Stable' });
    const bad = await t.rest('PUT', '/company', { token: owner.token, body: { company_name: '', company_size: 'huge', website: 'javascript:alert(1)' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ company_name: ["can't be blank"], company_size: ['is not included in the list'], website: ['is invalid'] });
    expect((await t.rest('PUT', '/company', { token: owner.token, body: { company_name: 42 } })).body.errors).toEqual({ company_name: ['must be text'] });
    expect((await t.rest('PUT', '/company', { token: owner.token, body: '{', headers: json })).status).toBe(400);
    expect((await t.rest('PUT', '/company', { token: owner.token, body: {} })).status).toBe(422);
    expect(await companyRow(company.id)).toMatchObject({ name: 'Stable', size: null, website: null });
  });

  it('Members and View Only users get 403; no token 401', async () => {
    const { company } = await buildCompany(t, { name: 'Locked' });
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const u = await buildUser(t, { companyId: company.id, role });
      expect((await t.rest('PUT', '/company', { token: u.token, body: { company_name: 'Mine' } })).status).toBe(403);
    }
    expect((await t.rest('PUT', '/company', { body: { company_name: 'Mine' } })).status).toBe(401);
    expect((await companyRow(company.id)).name).toBe('Locked');
  });
});

describe('PUT /company/workspace_name', () => {
  it('renames and answers { message, workspace_name }', async () => {
    const { owner } = await buildCompany(t, { slug: 'rest-old' });
    const res = await t.rest('PUT', '/company/workspace_name', { token: owner.token, body: { workspace_name: ' rest-new ' } });
    expect(res).toMatchObject({ status: 200, body: { message: 'Workspace name updated successfully.', workspace_name: 'rest-new' } });
  });

  it('answers { error } for a bad or taken name, 403 for a Member, 401 without a token', async () => {
    await buildCompany(t, { slug: 'rest-taken' });
    const { company, owner } = await buildCompany(t);
    const bad = await t.rest('PUT', '/company/workspace_name', { token: owner.token, body: { workspace_name: 'with space' } });
    expect(bad).toMatchObject({ status: 422, body: { error: 'Workspace name should not contain any space or special character.' } });
    const taken = await t.rest('PUT', '/company/workspace_name', { token: owner.token, body: { workspace_name: 'rest-taken' } });
    expect(taken).toMatchObject({ status: 422, body: { error: 'This workspace name is already taken.' } });
    expect((await t.rest('PUT', '/company/workspace_name', { token: owner.token, body: { workspace_name: ['x'] } })).status).toBe(422);
    expect((await t.rest('PUT', '/company/workspace_name', { token: owner.token, body: {} })).body.error).toBe("Workspace name can't be blank.");
    const member = await buildUser(t, { companyId: company.id, role: 'MEMBER' });
    expect((await t.rest('PUT', '/company/workspace_name', { token: member.token, body: { workspace_name: 'mine' } })).status).toBe(403);
    expect((await t.rest('PUT', '/company/workspace_name', { body: { workspace_name: 'mine' } })).status).toBe(401);
    expect((await companyRow(company.id)).slug).toBe(company.slug);
  });
});

describe('POST /uploads', () => {
  it('stores a real PNG as the company logo or favicon and answers { image_url }', async () => {
    const { company, owner } = await buildCompany(t);
    const logo = await t.rest('POST', '/uploads', { token: owner.token, body: imageForm(tinyPng(), 'company_logo') });
    expect(logo.status).toBe(200);
    expect(logo.body.image_url).toMatch(/^\/uploads\/.+\.png$/);
    const fav = await t.rest('POST', '/uploads', { token: owner.token, body: imageForm(tinyPng(), 'favicon') });
    const row = await companyRow(company.id);
    expect([`/uploads/${row.logoKey}`, `/uploads/${row.faviconKey}`]).toEqual([logo.body.image_url, fav.body.image_url]);
    expect((await t.rest('GET', '/company', { token: owner.token })).body.company_logo_url).toBe(logo.body.image_url);
  });

  it('refuses an executable renamed .png with 415', async () => {
    const { company, owner } = await buildCompany(t);
    const res = await t.rest('POST', '/uploads', { token: owner.token, body: imageForm(executableBytes(), 'company_logo', 'innocent.png') });
    expect(res).toMatchObject({ status: 415, body: { error: 'Only JPG, PNG, GIF, and JPEG images are allowed.' } });
    expect((await companyRow(company.id)).logoKey).toBeNull();
  });

  it('refuses 16 MB, and one byte over 15 MB, with 413', async () => {
    const { company, owner } = await buildCompany(t);
    for (const size of [16 * 1024 * 1024, 15_728_641]) {
      const big = new Uint8Array(size);
      big.set(tinyPng());
      const res = await t.rest('POST', '/uploads', { token: owner.token, body: imageForm(big, 'company_logo') });
      expect(res).toMatchObject({ status: 413, body: { error: 'File size exceeds the maximum limit of 15 MB.' } });
    }
    expect((await companyRow(company.id)).logoKey).toBeNull();
    expect(await t.prisma.upload.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('422 for a missing image or image_type, a material image type, or an unknown type', async () => {
    const { owner } = await buildCompany(t);
    const noImage = await t.rest('POST', '/uploads', { token: owner.token, body: imageForm(null, 'company_logo') });
    expect(noImage).toMatchObject({ status: 422, body: { errors: { image: ["can't be blank"] } } });
    const noType = await t.rest('POST', '/uploads', { token: owner.token, body: imageForm(tinyPng()) });
    expect(noType).toMatchObject({ status: 422, body: { errors: { image_type: ["can't be blank"] } } });
    const material = await t.rest('POST', '/uploads', { token: owner.token, body: imageForm(tinyPng(), 'walkthrough_thumbnail') });
    expect(material.status).toBe(422);
    expect(material.body.error).toMatch(/learning_material\/\{slug\}/);
    const unknown = await t.rest('POST', '/uploads', { token: owner.token, body: imageForm(tinyPng(), '__proto__') });
    expect(unknown).toMatchObject({ status: 422, body: { errors: { image_type: ['is not included in the list'] } } });
    const textImage = new FormData();
    textImage.set('image', 'not a file');
    textImage.set('image_type', 'favicon');
    expect((await t.rest('POST', '/uploads', { token: owner.token, body: textImage })).body.errors).toEqual({ image: ['must be a file'] });
    expect((await t.rest('POST', '/uploads', { token: owner.token, body: { image_type: 'favicon' } })).status).toBe(422);
  });

  it('403 for a View Only user, 401 without a token', async () => {
    const { company } = await buildCompany(t);
    const viewer = await buildUser(t, { companyId: company.id, role: 'VIEW_ONLY' });
    expect((await t.rest('POST', '/uploads', { token: viewer.token, body: imageForm(tinyPng(), 'company_logo') })).status).toBe(403);
    expect((await t.rest('POST', '/uploads', { body: imageForm(tinyPng(), 'company_logo') })).status).toBe(401);
    expect(await t.prisma.upload.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('is listed in the OpenAPI document with the other company and profile routes', async () => {
    const doc = (await t.rest('GET', '/openapi.json')).body;
    for (const path of [
      '/api/v1/company',
      '/api/v1/company/workspace_name',
      '/api/v1/uploads',
      '/api/v1/profile',
      '/api/v1/profile/activate',
      '/api/v1/profile/remove_avatar',
      '/api/v1/users/bio',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

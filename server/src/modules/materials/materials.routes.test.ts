/** The legacy REST routes for learning materials: shapes, bad inputs, 401/403/404 and tenant walls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../team/team.test-helpers.js';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertMaterial, materialsSnapshot } from './materials.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
let viewOnly: string;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
  viewOnly = (await addMember(t, A.company.id, 'VIEW_ONLY')).token;
});
afterAll(() => t.close());

const post = (body: unknown, token = A.owner.token) => t.rest('POST', '/learning_materials', { body, token });

describe('POST /learning_materials', () => {
  it('creates and answers 201 { id, material_type, slug }', async () => {
    const r = await post({ name: 'Rest Walk', material_type: 'walkthrough' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.any(String), material_type: 'walkthrough', slug: 'rest-walk' });
    const p = await post({ name: 'Rest Path', material_type: 'Paths' });
    expect(p.body).toMatchObject({ material_type: 'paths', slug: 'rest-path' });
  });

  it('refuses bad bodies with 400/422 and creates nothing', async () => {
    const before = await materialsSnapshot(t, A.company.id);
    expect(
      (await t.rest('POST', '/learning_materials', { body: '{not json', token: A.owner.token, headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    const blank = await post({ name: '  ', material_type: 'walkthrough' });
    expect(blank).toMatchObject({ status: 422, body: { errors: { name: ["Name can't be blank"] } } });
    expect((await post({ material_type: 'walkthrough' })).body.errors).toEqual({ name: ["Name can't be blank"] });
    expect((await post({ name: 12, material_type: 'walkthrough' })).body.errors).toEqual({ name: ['Name must be text'] });
    expect((await post({ name: 'x' })).body.errors).toEqual({ material_type: ['Please choose walkthrough, paths, docs or video.'] });
    expect((await post({ name: 'x', material_type: 3 })).status).toBe(422);
    expect((await post([1, 2])).status).toBe(400);
    expect(await materialsSnapshot(t, A.company.id)).toEqual(before);
  });

  it('is 401 without a staff token and 403 for View Only', async () => {
    expect((await post({ name: 'x', material_type: 'walkthrough' }, null as unknown as string)).status).toBe(401);
    expect((await post({ name: 'x', material_type: 'walkthrough' }, 'random')).status).toBe(401);
    const before = await materialsSnapshot(t, A.company.id);
    expect((await post({ name: 'x', material_type: 'walkthrough' }, viewOnly)).status).toBe(403);
    expect(await materialsSnapshot(t, A.company.id)).toEqual(before);
  });
});

describe('GET /learning_materials, /count, /{id}', () => {
  it('lists by category (plural or singular), counts, and reads one with data and config', async () => {
    const { company, owner } = await buildCompany(t);
    const w = await insertMaterial(t, company.id, { name: 'W1', kind: 'WALKTHROUGH' });
    await insertMaterial(t, company.id, { name: 'P1', kind: 'PATH' });
    await insertMaterial(t, company.id, { name: 'D1', kind: 'DOC' });
    const list = (q: string) => t.rest('GET', `/learning_materials${q}`, { token: owner.token });
    expect((await list('')).body.map((m: any) => m.name)).toEqual(['D1', 'P1', 'W1']);
    for (const q of ['?category=walkthroughs', '?category=walkthrough']) expect((await list(q)).body.map((m: any) => m.name)).toEqual(['W1']);
    expect((await list('?category=paths')).body[0]).toMatchObject({
      name: 'P1',
      material_type: 'paths',
      status: 'draft',
      visibility: 'public',
      view_path: `/${company.slug}/paths/${(await list('?category=paths')).body[0].slug}`,
    });
    expect((await list('?category=nonsense')).status).toBe(422);
    expect((await t.rest('GET', '/learning_materials/count', { token: owner.token })).body).toEqual({
      walkthroughs_count: 1,
      paths_count: 1,
      videos_count: 0,
      docs_count: 1,
    });
    const one = await t.rest('GET', `/learning_materials/${w.id}`, { token: viewOnly });
    expect(one.status).toBe(404); // viewOnly belongs to A, not this company
    const mine = await t.rest('GET', `/learning_materials/${w.id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: w.id, name: 'W1', material_type: 'walkthrough', status: 'draft', data: [], thumbnail_url: null });
    // An empty stored config falls back to the walkthrough default.
    expect(mine.body.config.map((s: any) => s.sectionId)).toEqual(['tn', 'mca', 'ea']);
  });

  it('lets View Only read and is 404 for unknown or foreign ids', async () => {
    const m = await insertMaterial(t, A.company.id, { name: 'Readable' });
    expect((await t.rest('GET', `/learning_materials/${m.id}`, { token: viewOnly })).status).toBe(200);
    expect((await t.rest('GET', '/learning_materials/count', { token: viewOnly })).status).toBe(200);
    expect((await t.rest('GET', `/learning_materials/${m.id}`, { token: B.owner.token })).status).toBe(404);
    expect((await t.rest('GET', '/learning_materials/00000000-0000-0000-0000-000000000000', { token: A.owner.token })).status).toBe(404);
    expect((await t.rest('GET', '/learning_materials/%27;drop', { token: A.owner.token })).status).toBe(404);
    expect((await t.rest('GET', `/learning_materials/${m.id}`)).status).toBe(401);
    expect((await t.rest('GET', '/learning_materials')).status).toBe(401);
    expect((await t.rest('GET', '/learning_materials', { token: B.owner.token })).body.some((x: any) => x.id === m.id)).toBe(false);
  });
});

describe('PUT /learning_materials/{id}, /visibility', () => {
  it('updates settings and answers { material_type, slug }', async () => {
    const m = await insertMaterial(t, A.company.id, { name: 'Put Me', slug: 'put-me' });
    const r = await t.rest('PUT', `/learning_materials/${m.id}`, {
      token: A.owner.token,
      body: { name: 'Put You', description: 'd', material_type: 'walkthrough', slug: 'ignored', domain_id: null },
    });
    expect(r).toMatchObject({ status: 200, body: { material_type: 'walkthrough', slug: 'put-me' } });
    expect(await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({ name: 'Put You', description: 'd', slug: 'put-me' });
    const v = await t.rest('PUT', `/learning_materials/${m.id}/visibility`, {
      token: A.owner.token,
      body: { visibility: 'private', material_type: 'walkthrough' },
    });
    expect(v).toMatchObject({ status: 200, body: { visibility: 'private' } });
  });

  it('refuses bad input, foreign ids and View Only, changing nothing', async () => {
    const m = await insertMaterial(t, A.company.id, { name: 'Guarded', kind: 'PATH' });
    const theirs = await insertMaterial(t, B.company.id, { name: 'Theirs' });
    const before = await materialsSnapshot(t, A.company.id);
    const beforeB = await materialsSnapshot(t, B.company.id);
    const put = (path: string, body: unknown, token = A.owner.token) => t.rest('PUT', path, { token, body });
    expect((await put(`/learning_materials/${m.id}`, { name: '' })).body.errors).toEqual({ name: ["Name can't be blank"] });
    expect((await put(`/learning_materials/${m.id}`, { description: 'paths have none' })).body.errors).toEqual({
      description: ['Paths do not have a description'],
    });
    expect((await put(`/learning_materials/${m.id}`, { domain_id: 5 })).body.errors).toEqual({ domain_id: ['Please choose one of your domains.'] });
    expect((await put(`/learning_materials/${m.id}`, '{oops')).status).toBe(400);
    expect((await put(`/learning_materials/${m.id}/visibility`, { visibility: 'secret' })).body.errors).toEqual({
      visibility: ['Please choose private, public or guest.'],
    });
    expect((await put(`/learning_materials/${m.id}/visibility`, {})).status).toBe(422);
    expect((await put(`/learning_materials/${m.id}`, { name: 'V' }, viewOnly)).status).toBe(403);
    expect((await put(`/learning_materials/${m.id}/visibility`, { visibility: 'guest' }, viewOnly)).status).toBe(403);
    expect((await put(`/learning_materials/${theirs.id}`, { name: 'Hacked' })).status).toBe(404);
    expect((await put(`/learning_materials/${theirs.id}/visibility`, { visibility: 'private' })).status).toBe(404);
    expect((await put(`/learning_materials/${m.id}`, { name: 'x' }, null as unknown as string)).status).toBe(401);
    expect(await materialsSnapshot(t, A.company.id)).toEqual(before);
    expect(await materialsSnapshot(t, B.company.id)).toEqual(beforeB);
  });
});

describe('duplicate, delete and access', () => {
  it("duplicates by slug (POST and GET) and deletes by slug with the spec's messages", async () => {
    const m = await insertMaterial(t, A.company.id, { name: 'Twin', slug: 'twin' });
    expect(await t.rest('POST', '/learning_materials/twin/duplicate', { token: A.owner.token })).toMatchObject({
      status: 200,
      body: { message: 'Material duplicated successfully.', slug: 'twin-copy' },
    });
    expect((await t.rest('GET', '/learning_materials/twin/duplicate', { token: A.owner.token })).body.slug).toBe('twin-copy-2');
    expect(await t.rest('DELETE', '/learning_materials/twin', { token: A.owner.token })).toMatchObject({
      status: 200,
      body: { message: 'Material deleted successfully.' },
    });
    expect(await t.prisma.learningMaterial.findUnique({ where: { id: m.id } })).toBeNull();
    expect(await t.rest('DELETE', '/learning_materials/twin', { token: A.owner.token })).toMatchObject({ status: 404, body: { error: 'Material not found.' } });
  });

  it('refuses foreign slugs, View Only and anonymous callers, changing nothing', async () => {
    const theirs = await insertMaterial(t, B.company.id, { name: 'Theirs', slug: 'theirs-slug' });
    const mine = await insertMaterial(t, A.company.id, { name: 'Mine', slug: 'mine-slug' });
    const beforeA = await materialsSnapshot(t, A.company.id);
    const beforeB = await materialsSnapshot(t, B.company.id);
    for (const [method, path] of [
      ['POST', '/learning_materials/theirs-slug/duplicate'],
      ['GET', '/learning_materials/theirs-slug/duplicate'],
      ['DELETE', '/learning_materials/theirs-slug'],
      ['DELETE', `/learning_materials/${theirs.id}`],
    ] as const) {
      expect((await t.rest(method, path, { token: A.owner.token })).status).toBe(404);
    }
    expect((await t.rest('POST', '/learning_materials/mine-slug/duplicate', { token: viewOnly })).status).toBe(403);
    expect((await t.rest('DELETE', '/learning_materials/mine-slug', { token: viewOnly })).status).toBe(403);
    expect((await t.rest('DELETE', '/learning_materials/mine-slug')).status).toBe(401);
    expect((await t.rest('POST', '/learning_materials/mine-slug/duplicate', { token: 'random' })).status).toBe(401);
    expect(await materialsSnapshot(t, A.company.id)).toEqual(beforeA);
    expect(await materialsSnapshot(t, B.company.id)).toEqual(beforeB);
    expect(mine.id).toBeTruthy();
  });

  it('reads and replaces the access list with validation', async () => {
    const m = await insertMaterial(t, A.company.id, { name: 'Private' });
    const theirs = await insertMaterial(t, B.company.id, { name: 'Theirs' });
    const put = (body: unknown, token = A.owner.token, id = m.id) => t.rest('PUT', `/learning_materials/${id}/access`, { token, body });
    expect(await put({ emails: ['Z@example.com', 'a@example.com', 'z@example.com'] })).toMatchObject({
      status: 200,
      body: { emails: ['a@example.com', 'z@example.com'] },
    });
    expect((await t.rest('GET', `/learning_materials/${m.id}/access`, { token: viewOnly })).body).toEqual({ emails: ['a@example.com', 'z@example.com'] });
    const before = await materialsSnapshot(t, A.company.id);
    expect((await put({ emails: ['bad'] })).body.errors).toEqual({ 'emails.0': ['Please enter a valid email address'] });
    expect((await put({ emails: 'a@example.com' })).status).toBe(422);
    expect((await put({})).status).toBe(422);
    expect((await put('{')).status).toBe(400);
    expect((await put({ emails: ['v@example.com'] }, viewOnly)).status).toBe(403);
    expect((await put({ emails: ['v@example.com'] }, A.owner.token, theirs.id)).status).toBe(404);
    expect((await t.rest('GET', `/learning_materials/${theirs.id}/access`, { token: A.owner.token })).status).toBe(404);
    expect((await t.rest('GET', `/learning_materials/${m.id}/access`)).status).toBe(401);
    expect(await materialsSnapshot(t, A.company.id)).toEqual(before);
  });

  it('lists every material route in the OpenAPI document', async () => {
    const doc = (await t.rest('GET', '/openapi.json')).body;
    for (const p of [
      '/api/v1/learning_materials',
      '/api/v1/learning_materials/count',
      '/api/v1/learning_materials/{id}',
      '/api/v1/learning_materials/{id}/visibility',
      '/api/v1/learning_materials/{slug}/duplicate',
      '/api/v1/learning_materials/{slug}',
      '/api/v1/learning_materials/{id}/access',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });
});

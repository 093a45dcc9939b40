import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addMember } from '../team/team.test-helpers.js';
import { walkthroughConfig } from '../materials/index.js';
import { insertMaterial } from '../materials/materials.test-helpers.js';
import { insertWalkthrough, learnerToken, sampleSteps, storedDraft } from './walkthroughs.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
});
afterAll(() => t.close());

const rest = (method: string, path: string, body?: unknown, token: string | null = A.owner.token) => t.rest(method, path, { token, body });

describe('GET /walkthroughs/{id}', () => {
  it('returns the draft, its config (default when empty) and revision, by uuid or slug', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    await t.prisma.learningMaterial.update({ where: { id: m.id }, data: { draftConfig: [] } });
    for (const ref of [m.id, m.slug]) {
      const res = await rest('GET', `/walkthroughs/${ref}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: sampleSteps(), config: walkthroughConfig(), revision: 0 });
    }
  });

  it("another company's id, an unknown slug, no token and a learner token get 404 / 401", async () => {
    const theirs = await insertWalkthrough(t, B.company.id);
    expect((await rest('GET', `/walkthroughs/${theirs.id}`)).status).toBe(404);
    expect((await rest('GET', `/walkthroughs/${theirs.slug}`)).status).toBe(404);
    expect((await rest('GET', '/walkthroughs/no-such-slug')).body).toEqual({ error: 'Material not found.' });
    expect((await rest('GET', `/walkthroughs/${theirs.id}`, undefined, null)).status).toBe(401);
    expect((await rest('GET', `/walkthroughs/${theirs.id}`, undefined, await learnerToken(t, B.company.id))).status).toBe(401);
  });
});

describe('PUT /walkthroughs/{id}', () => {
  it('saves on the stored revision and answers { revision, saved_at }', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    const res = await rest('PUT', `/walkthroughs/${m.id}`, { data: sampleSteps(3), config: walkthroughConfig(), revision: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revision: 1, saved_at: expect.any(String) });
    expect((await storedDraft(t, m.id)).draftData).toEqual(sampleSteps(3));
  });

  it('a stale revision is 409 with the current revision, and nothing is overwritten', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    await rest('PUT', `/walkthroughs/${m.slug}`, { data: sampleSteps(4), config: [], revision: 0 });
    const before = await storedDraft(t, m.id);
    const res = await rest('PUT', `/walkthroughs/${m.slug}`, { data: sampleSteps(5), config: [], revision: 0 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'This walkthrough was changed elsewhere. Reload it to see the latest version.', current_revision: 1 });
    expect(await storedDraft(t, m.id)).toEqual(before);
  });

  it('without a revision the save is unconditional (legacy callers)', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    await t.prisma.learningMaterial.update({ where: { id: m.id }, data: { revision: 7 } });
    const res = await rest('PUT', `/walkthroughs/${m.id}`, { data: sampleSteps(6), config: [] });
    expect(res.body.revision).toBe(8);
  });

  it('bad input is 400 / 422 with path-prefixed messages, never a 500', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    const before = await storedDraft(t, m.id);
    const bad = sampleSteps();
    Object.assign(bad[0]!.layers[0]!, { width: -1, type: 'rect' });
    Object.assign(bad[0]!.layers[1]!, { type: 'marquee' });
    const invalid = await rest('PUT', `/walkthroughs/${m.id}`, { data: bad, config: [], revision: 0 });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({
      error: 'The walkthrough data is not valid.',
      errors: { data: ['steps[0].layers[0].width: must be at least 0', 'steps[0].layers[1].type: unknown layer type "marquee"'] },
    });
    // The route's own schema: every problem of the body's shape at once.
    expect((await rest('PUT', `/walkthroughs/${m.id}`, { config: [] })).body).toEqual({ error: "data can't be blank.", errors: { data: ["can't be blank"] } });
    expect((await rest('PUT', `/walkthroughs/${m.id}`, { data: [], config: [], revision: '1', client_id: 5 })).body).toEqual({
      error: 'The request body has 2 problems: revision must be a whole number from 0 to 2147483646; client_id must be text.',
      errors: { revision: ['must be a whole number from 0 to 2147483646'], client_id: ['must be text'] },
    });
    expect((await rest('PUT', `/walkthroughs/${m.id}`, { data: [{ title: 'no id' }], config: {} })).body).toEqual({
      error: "The request body has 2 problems: data.0.id can't be blank; config must be a list.",
      errors: { 'data.0.id': ["can't be blank"], config: ['must be a list'] },
    });
    expect((await rest('PUT', `/walkthroughs/${m.id}`, '{not json')).status).toBe(400);
    expect((await rest('PUT', `/walkthroughs/${m.id}`, '[1,2]')).status).toBe(400);
    expect(await storedDraft(t, m.id)).toEqual(before);
  });

  it('refuses other companies (404), no token or a learner (401) and View Only (403)', async () => {
    const theirs = await insertWalkthrough(t, B.company.id);
    const mine = await insertWalkthrough(t, A.company.id);
    const viewer = await addMember(t, A.company.id, 'VIEW_ONLY');
    const body = { data: sampleSteps(), config: [], revision: 0 };
    expect((await rest('PUT', `/walkthroughs/${theirs.id}`, body)).status).toBe(404);
    expect((await rest('PUT', `/walkthroughs/${theirs.id}/publish`)).status).toBe(404);
    expect((await rest('PUT', `/walkthroughs/${mine.id}`, body, null)).status).toBe(401);
    expect((await rest('PUT', `/walkthroughs/${mine.id}`, body, await learnerToken(t, A.company.id))).status).toBe(401);
    expect((await rest('PUT', `/walkthroughs/${mine.id}`, body, viewer.token)).status).toBe(403);
    expect((await rest('PUT', `/walkthroughs/${mine.id}/publish`, undefined, viewer.token)).status).toBe(403);
    expect((await rest('GET', `/walkthroughs/${mine.id}`, undefined, viewer.token)).status).toBe(200);
    expect((await storedDraft(t, theirs.id)).revision).toBe(0);
    expect((await storedDraft(t, mine.id)).revision).toBe(0);
  });
});

describe('publishing over REST', () => {
  it('published_data is 404 until published, then the published copy; the picker lists it', async () => {
    const m = await insertWalkthrough(t, A.company.id, { name: 'Aaa published one' });
    await insertWalkthrough(t, A.company.id, { name: 'Aab draft one' });
    expect(await rest('GET', `/walkthroughs/${m.id}/published_data`)).toMatchObject({
      status: 404,
      body: { error: 'This walkthrough has not been published yet.' },
    });
    const pub = await rest('PUT', `/walkthroughs/${m.id}/publish`);
    expect(pub).toMatchObject({ status: 200, body: { status: 'published', published_at: expect.any(String) } });
    await rest('PUT', `/walkthroughs/${m.id}`, { data: sampleSteps(99), config: [], revision: 0 });
    const published = await rest('GET', `/walkthroughs/${m.slug}/published_data`);
    expect(published).toMatchObject({ status: 200, body: { data: sampleSteps(), config: walkthroughConfig() } });
    expect((await rest('GET', `/walkthroughs/${m.id}`)).body.data).toEqual(sampleSteps(99));

    const search = await rest('GET', '/walkthroughs/search?by=aasm_state&keyword=published');
    expect(search.status).toBe(200);
    expect(search.body).toContainEqual({ id: m.id, name: 'Aaa published one' });
    expect(search.body.map((r: { name: string }) => r.name)).not.toContain('Aab draft one');
    expect((await rest('GET', '/walkthroughs/search?by=aasm_state&keyword=published', undefined, B.owner.token)).body).toEqual([]);
    expect((await rest('GET', '/walkthroughs/search?by=name&keyword=x')).status).toBe(422);
    expect((await rest('GET', '/walkthroughs/search?by=aasm_state&keyword=draft')).status).toBe(422);
    expect((await rest('GET', '/walkthroughs/search')).status).toBe(422);
  });
});

describe('GET /learning_materials/audience', () => {
  it("lists learners' progress on the company's materials of a category, paginated", async () => {
    const { company, owner } = await buildCompany(t);
    const w = await insertWalkthrough(t, company.id, { name: 'Onboarding tour' });
    const p = await insertMaterial(t, company.id, { kind: 'PATH', name: 'Sales path' });
    const learners = await Promise.all(
      ['ana', 'bo', 'cy'].map((n, i) =>
        t.prisma.learner.create({
          data: { companyId: company.id, email: `${n}@learners.example`, firstName: i ? n.toUpperCase() : null, lastName: i ? 'Doe' : null },
        }),
      ),
    );
    await t.prisma.progress.create({
      data: { companyId: company.id, learnerId: learners[0]!.id, materialId: w.id, status: 'COMPLETED', opens: 3, currentStep: 1 },
    });
    await t.prisma.progress.create({
      data: { companyId: company.id, learnerId: learners[1]!.id, materialId: w.id, opens: 1, currentStep: 1, response: [{ id: 1, completion: false }] },
    });
    await t.prisma.progress.create({ data: { companyId: company.id, learnerId: learners[2]!.id, materialId: p.id, opens: 2, currentStep: 1 } });
    // B's learners on B's material never show.
    const other = await insertWalkthrough(t, B.company.id);
    const stranger = await t.prisma.learner.create({ data: { companyId: B.company.id, email: 'x@other.example' } });
    await t.prisma.progress.create({ data: { companyId: B.company.id, learnerId: stranger.id, materialId: other.id } });

    const walk = await rest('GET', '/learning_materials/audience?category=walkthroughs&page=1&limit=1', undefined, owner.token);
    expect(walk.status).toBe(200);
    expect(walk.body.pagination).toEqual({ limit: 1, page: 1, total_pages: 2, total_count: 2 });
    const all = await rest('GET', '/learning_materials/audience?category=walkthrough&limit=10', undefined, owner.token);
    expect(all.body.records).toEqual(
      expect.arrayContaining([
        {
          material_name: 'Onboarding tour',
          name: 'ana@learners.example',
          email: 'ana@learners.example',
          imageUrl: null,
          progress: 100,
          opens: 3,
          current_step: 1,
          status: 'completed',
        },
        {
          material_name: 'Onboarding tour',
          name: 'BO Doe',
          email: 'bo@learners.example',
          imageUrl: null,
          progress: 0,
          opens: 1,
          current_step: 1,
          status: 'in progress',
        },
      ]),
    );
    expect((await rest('GET', '/learning_materials/audience', undefined, owner.token)).body.pagination.total_count).toBe(3);
    expect(
      (await rest('GET', '/learning_materials/audience?category=paths', undefined, owner.token)).body.records.map((r: { name: string }) => r.name),
    ).toEqual(['CY Doe']);
  });

  it('refuses bad paging and categories (422) and non-staff (401); View Only reads it (analytics)', async () => {
    const viewer = await addMember(t, A.company.id, 'VIEW_ONLY');
    for (const q of ['page=0', 'page=abc', 'limit=101', 'limit=-1', 'category=songs'])
      expect((await rest('GET', `/learning_materials/audience?${q}`)).status, q).toBe(422);
    expect((await rest('GET', '/learning_materials/audience', undefined, viewer.token)).status).toBe(200);
    expect((await rest('GET', '/learning_materials/audience', undefined, null)).status).toBe(401);
    expect((await rest('GET', '/learning_materials/audience', undefined, await learnerToken(t, A.company.id))).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('lists every walkthrough route and the audience route', async () => {
    const { paths } = (await t.rest('GET', '/openapi.json')).body;
    expect(Object.keys(paths['/api/v1/walkthroughs/{id}']).sort()).toEqual(['get', 'put']);
    expect(paths['/api/v1/walkthroughs/{id}'].put.requestBody.content['application/json'].schema.properties).toHaveProperty('revision');
    expect(paths['/api/v1/walkthroughs/{id}/published_data'].get).toBeDefined();
    expect(paths['/api/v1/walkthroughs/{id}/publish'].put).toBeDefined();
    // A person's sign-in or an API token (its service checks materials:read).
    expect(paths['/api/v1/walkthroughs/search'].get.security).toEqual([{ bearer: [] }, { apiToken: [] }]);
    expect(paths['/api/v1/learning_materials/audience'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['category', 'page', 'limit']);
  });
});

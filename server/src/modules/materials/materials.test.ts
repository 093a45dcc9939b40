/** Materials through the real GraphQL API: defaults, rules, filters, counts and tenant walls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDraft, replaceDraftSteps } from '../content/index.js';
import { addMember } from '../team/team.test-helpers.js';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ACCESS, BY_SLUG, CREATE, DELETE, DUPLICATE, insertMaterial, LIST, materialsSnapshot, mgid, UPDATE, VISIBILITY } from './materials.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
});
afterAll(() => t.close());

const create = async (name: unknown, kind = 'WALKTHROUGH', token = A.owner.token) =>
  (await t.gql(CREATE, { input: { name, kind } }, token)).data?.createMaterial;

describe('#createMaterial', () => {
  it('creates a walkthrough with the default step and config, as a draft', async () => {
    const r = await create('  Getting Started  ');
    expect(r).toMatchObject({ __typename: 'MaterialPayload', message: 'Material created successfully.' });
    expect(r.material).toMatchObject({
      name: 'Getting Started',
      kind: 'WALKTHROUGH',
      status: 'DRAFT',
      visibility: 'PUBLIC',
      slug: 'getting-started',
      revision: 0,
      opens: 0,
      accessEmails: [],
    });
    expect(r.material.viewPath).toBe(`/${A.company.slug}/walkthroughs/getting-started`);
    expect(r.material.editPath).toBe(`/${A.company.slug}/walkthroughs/getting-started/edit`);
    const row = await t.prisma.learningMaterial.findFirstOrThrow({ where: { companyId: A.company.id, slug: 'getting-started' } });
    expect((await readDraft(t.prisma, row.id))[0]).toMatchObject({
      name: 'Step 1',
      title: 'Title 1',
      description: 'Add a description to this step',
      backgroundUrl: null,
      layers: [],
    });
    expect((row.draftConfig as any[]).map((s) => s.sectionId)).toEqual(['tn', 'mca', 'ea']);
    expect(row.createdById).toBe(A.owner.user.id);
  });

  it('creates a path with its main title element and path config', async () => {
    const r = await create('Sales Path', 'PATH');
    expect(r.material).toMatchObject({ kind: 'PATH', viewPath: `/${A.company.slug}/paths/sales-path` });
    const row = await t.prisma.learningMaterial.findFirstOrThrow({ where: { companyId: A.company.id, slug: 'sales-path' } });
    expect((await readDraft(t.prisma, row.id))[0].layers[0]).toMatchObject({ id: 'main', type: 'large_text' });
    expect((row.draftConfig as any[]).map((s) => s.sectionId)).toEqual(['ha', 'ca', 'ba', 'phc', 'th', 'cp']);
  });

  it('numbers slugs per company, and another company may reuse them', async () => {
    expect((await create('Dup Name')).material.slug).toBe('dup-name');
    expect((await create('Dup  name!')).material.slug).toBe('dup-name-2');
    expect((await create('dup-name')).material.slug).toBe('dup-name-3');
    expect((await create('Dup Name', 'WALKTHROUGH', B.owner.token)).material.slug).toBe('dup-name');
  });

  it('refuses blank and over-long names without creating anything', async () => {
    const before = await materialsSnapshot(t, A.company.id);
    for (const name of ['', '   '])
      expect(await create(name)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name', messages: ["Name can't be blank"] }] });
    expect((await create('x'.repeat(201))).fieldErrors).toEqual([{ field: 'name', messages: ['Name is too long (maximum is 200 characters)'] }]);
    expect(await materialsSnapshot(t, A.company.id)).toEqual(before);
  });

  it('rejects missing and wrongly typed fields at the GraphQL layer', async () => {
    for (const input of [{ kind: 'PATH' }, { name: 'x' }, { name: 5, kind: 'PATH' }, { name: 'x', kind: 'QUIZ' }]) {
      const res = await t.gql(CREATE, { input }, A.owner.token);
      expect(res.errors?.length).toBeGreaterThan(0);
      expect(res.data).toBeUndefined();
    }
  });

  it('needs a staff token and the write permission', async () => {
    expect((await create('x', 'PATH', null as unknown as string)).__typename).toBe('UnauthenticatedError');
    expect((await create('x', 'PATH', 'random-token')).__typename).toBe('UnauthenticatedError');
    const viewer = await addMember(t, A.company.id, 'VIEW_ONLY');
    const before = await materialsSnapshot(t, A.company.id);
    expect((await create('x', 'PATH', viewer.token)).__typename).toBe('ForbiddenError');
    expect(await materialsSnapshot(t, A.company.id)).toEqual(before);
  });
});

describe('#updateMaterialSettings, #setMaterialVisibility', () => {
  it('updates name and description, keeps the slug, and leaves omitted fields alone', async () => {
    const m = (await create('Settings Me')).material;
    const r = (await t.gql(UPDATE, { input: { materialId: m.id, name: 'Renamed', description: 'Learn things' } }, A.owner.token)).data.updateMaterialSettings;
    expect(r.material).toMatchObject({ name: 'Renamed', description: 'Learn things', slug: 'settings-me' });
    const r2 = (await t.gql(UPDATE, { input: { materialId: m.id, description: 'Only this' } }, A.owner.token)).data.updateMaterialSettings;
    expect(r2.material).toMatchObject({ name: 'Renamed', description: 'Only this' });
  });

  it('refuses a description for a path, a blank name and a foreign domain', async () => {
    const p = (await create('Path Settings', 'PATH')).material;
    const before = await materialsSnapshot(t, A.company.id);
    const run = (input: object) => t.gql(UPDATE, { input: { materialId: p.id, ...input } }, A.owner.token).then((r) => r.data.updateMaterialSettings);
    expect((await run({ description: 'nope' })).fieldErrors).toEqual([{ field: 'description', messages: ['Paths do not have a description'] }]);
    expect((await run({ name: ' ' })).fieldErrors).toEqual([{ field: 'name', messages: ["Name can't be blank"] }]);
    const foreign = await t.prisma.domain.create({
      data: { companyId: B.company.id, name: 'b', domain: `b-${Date.now()}.example.com`, verificationToken: 't' },
    });
    expect((await run({ domainId: foreign.id })).fieldErrors).toEqual([{ field: 'domainId', messages: ['Please choose one of your domains.'] }]);
    expect((await run({ domainId: 'not-an-id' })).__typename).toBe('ValidationError');
    expect(await materialsSnapshot(t, A.company.id)).toEqual(before);
    const own = await t.prisma.domain.create({ data: { companyId: A.company.id, name: 'a', domain: `a-${Date.now()}.example.com`, verificationToken: 't' } });
    expect((await run({ domainId: own.id })).__typename).toBe('MaterialPayload');
    expect(
      (
        await t.prisma.learningMaterial.findUniqueOrThrow({
          where: { id: (await t.prisma.learningMaterial.findFirstOrThrow({ where: { slug: 'path-settings', companyId: A.company.id } })).id },
        })
      ).domainId,
    ).toBe(own.id);
  });

  it('sets visibility', async () => {
    const m = (await create('Vis')).material;
    const r = (await t.gql(VISIBILITY, { input: { materialId: m.id, visibility: 'GUEST' } }, A.owner.token)).data.setMaterialVisibility;
    expect(r.material.visibility).toBe('GUEST');
    const bad = await t.gql(VISIBILITY, { input: { materialId: m.id, visibility: 'SECRET' } }, A.owner.token);
    expect(bad.errors?.length).toBeGreaterThan(0);
  });

  it("finds nothing for unknown ids, other types' ids and another company's material, and changes nothing", async () => {
    const theirs = await insertMaterial(t, B.company.id, { name: 'Theirs' });
    const before = await materialsSnapshot(t, B.company.id);
    for (const materialId of [mgid(theirs.id), mgid('00000000-0000-0000-0000-000000000000'), 'garbage', theirs.id]) {
      expect((await t.gql(UPDATE, { input: { materialId, name: 'Hacked' } }, A.owner.token)).data.updateMaterialSettings.__typename).toBe('NotFoundError');
      expect((await t.gql(VISIBILITY, { input: { materialId, visibility: 'PRIVATE' } }, A.owner.token)).data.setMaterialVisibility.__typename).toBe(
        'NotFoundError',
      );
      expect((await t.gql(DUPLICATE, { input: { materialId } }, A.owner.token)).data.duplicateMaterial.__typename).toBe('NotFoundError');
      expect((await t.gql(DELETE, { input: { materialId } }, A.owner.token)).data.deleteMaterial.__typename).toBe('NotFoundError');
      expect((await t.gql(ACCESS, { input: { materialId, emails: ['x@example.com'] } }, A.owner.token)).data.setMaterialAccess.__typename).toBe(
        'NotFoundError',
      );
    }
    expect(await materialsSnapshot(t, B.company.id)).toEqual(before);
    expect((await t.gql(BY_SLUG, { slug: theirs.slug }, A.owner.token)).data.material).toBeNull();
    expect((await t.gql(`query ($id: ID!) { node(id: $id) { id } }`, { id: mgid(theirs.id) }, A.owner.token)).data.node).toBeNull();
  });
});

describe('#duplicateMaterial, #deleteMaterial, #setMaterialAccess', () => {
  it('duplicates as an unpublished copy with the draft, zero counters and a new slug', async () => {
    const orig = await insertMaterial(t, A.company.id, { name: 'Published One', slug: 'published-one', revision: 5, publishedRevision: 4 });
    await t.prisma.learningMaterial.update({
      where: { id: orig.id },
      data: { opens: 9, completions: 3, publishedAt: new Date() },
    });
    await replaceDraftSteps(t.prisma, orig.id, orig.kind, [{ id: 1, name: 'Step 1', layers: [{ id: 'x' }] }]);
    await t.gql(ACCESS, { input: { materialId: mgid(orig.id), emails: ['l@example.com'] } }, A.owner.token);
    const r = (await t.gql(DUPLICATE, { input: { materialId: mgid(orig.id) } }, A.owner.token)).data.duplicateMaterial;
    expect(r).toMatchObject({
      message: 'Material duplicated successfully.',
      material: { name: 'Published One (copy)', slug: 'published-one-copy', status: 'DRAFT', opens: 0, completions: 0, accessEmails: ['l@example.com'] },
    });
    const copy = await t.prisma.learningMaterial.findFirstOrThrow({ where: { companyId: A.company.id, slug: 'published-one-copy' } });
    expect(await readDraft(t.prisma, copy.id)).toEqual([{ id: 1, name: 'Step 1', layers: [{ id: 'x' }] }]);
    expect(await readDraft(t.prisma, orig.id)).toEqual([{ id: 1, name: 'Step 1', layers: [{ id: 'x' }] }]);
    expect(copy.publishedRevision).toBeNull();
    const again = (await t.gql(DUPLICATE, { input: { materialId: mgid(orig.id) } }, A.owner.token)).data.duplicateMaterial;
    expect(again.material.slug).toBe('published-one-copy-2');
  });

  it('deletes, after which the id is not found', async () => {
    const m = (await create('Delete Me')).material;
    const r = (await t.gql(DELETE, { input: { materialId: m.id } }, A.owner.token)).data.deleteMaterial;
    expect(r).toEqual({ __typename: 'DeleteMaterialPayload', message: 'Material deleted successfully.', deletedMaterialId: m.id });
    expect((await t.gql(DELETE, { input: { materialId: m.id } }, A.owner.token)).data.deleteMaterial.__typename).toBe('NotFoundError');
  });

  it('replaces the access list, normalised and deduplicated, and names bad entries', async () => {
    const m = (await create('Private One')).material;
    const set = (emails: unknown) => t.gql(ACCESS, { input: { materialId: m.id, emails } }, A.owner.token);
    expect((await set(['B@example.com', ' a@example.com', 'b@example.com'])).data.setMaterialAccess.material.accessEmails).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
    expect((await set(['c@example.com', 'b@example.com'])).data.setMaterialAccess.material.accessEmails).toEqual(['b@example.com', 'c@example.com']);
    const before = await materialsSnapshot(t, A.company.id);
    expect((await set(['ok@example.com', 'nope'])).data.setMaterialAccess.fieldErrors).toEqual([
      { field: 'emails.1', messages: ['Please enter a valid email address'] },
    ]);
    expect((await set(Array.from({ length: 501 }, (_, i) => `u${i}@example.com`))).data.setMaterialAccess.__typename).toBe('ValidationError');
    expect((await set([1, 2])).errors?.length).toBeGreaterThan(0);
    expect(await materialsSnapshot(t, A.company.id)).toEqual(before);
    expect((await set([])).data.setMaterialAccess.material.accessEmails).toEqual([]);
  });
});

describe('Company.materials and materialCounts', () => {
  it('filters by kind, status and search, counts, and pages newest first', async () => {
    const { company, owner } = await buildCompany(t);
    const mk = (name: string, kind: 'WALKTHROUGH' | 'PATH' | 'DOC' | 'VIDEO', extra: object = {}) => insertMaterial(t, company.id, { name, kind, ...extra });
    await mk('Alpha walkthrough', 'WALKTHROUGH');
    await mk('Beta walkthrough', 'WALKTHROUGH', { revision: 2, publishedRevision: 2, description: 'About ONBOARDING' });
    await mk('Gamma path', 'PATH', { revision: 3, publishedRevision: 2 });
    await mk('Delta doc', 'DOC');
    await mk('Epsilon video', 'VIDEO');
    const list = async (vars: Record<string, unknown>) => (await t.gql(LIST, vars, owner.token)).data.viewer.company;
    const names = async (vars: Record<string, unknown>) => (await list(vars)).materials.edges.map((e: any) => e.node.name);
    const all = await list({ first: 20 });
    expect(all.materialCounts).toEqual({ walkthroughs: 2, paths: 1, docs: 1, videos: 1 });
    expect(all.materials.totalCount).toBe(5);
    expect(await names({ first: 20 })).toEqual(['Epsilon video', 'Delta doc', 'Gamma path', 'Beta walkthrough', 'Alpha walkthrough']);
    expect(await names({ kind: 'WALKTHROUGH' })).toEqual(['Beta walkthrough', 'Alpha walkthrough']);
    expect(await names({ status: 'DRAFT' })).toEqual(['Epsilon video', 'Delta doc', 'Alpha walkthrough']);
    expect(await names({ status: 'PUBLISHED' })).toEqual(['Beta walkthrough']);
    expect(await names({ status: 'PUBLISHED_WITH_CHANGES' })).toEqual(['Gamma path']);
    expect(await names({ search: 'onboarding' })).toEqual(['Beta walkthrough']);
    expect(await names({ search: 'WALK' })).toEqual(['Beta walkthrough', 'Alpha walkthrough']);
    expect((await list({ kind: 'WALKTHROUGH', search: 'alpha' })).materials.totalCount).toBe(1);
    const page1 = await list({ first: 2 });
    expect(page1.materials.pageInfo.hasNextPage).toBe(true);
    const page2 = await list({ first: 2, after: page1.materials.pageInfo.endCursor });
    expect(page2.materials.edges.map((e: any) => e.node.name)).toEqual(['Gamma path', 'Beta walkthrough']);
    expect((await list({ status: 'PUBLISHED' })).materials.edges[0].node.status).toBe('PUBLISHED');
  });

  it('reads a material by slug for every role, null for anonymous callers', async () => {
    const m = await insertMaterial(t, A.company.id, { name: 'Readable', slug: 'readable' });
    const viewer = await addMember(t, A.company.id, 'VIEW_ONLY');
    expect((await t.gql(BY_SLUG, { slug: 'readable' }, viewer.token)).data.material).toMatchObject({ id: mgid(m.id), name: 'Readable' });
    expect((await t.gql(BY_SLUG, { slug: 'readable' }, null)).data.material).toBeNull();
    expect((await t.gql(BY_SLUG, { slug: 'no-such-slug' }, A.owner.token)).data.material).toBeNull();
  });
});

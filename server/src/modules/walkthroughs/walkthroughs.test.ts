import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addMember } from '../team/team.test-helpers.js';
import { walkthroughConfig } from '../materials/index.js';
import { insertMaterial, mgid } from '../materials/materials.test-helpers.js';
import { CONTENT, insertWalkthrough, learnerToken, PUBLISH, PUBLISHED, RESTORE, sampleSteps, SAVE, storedDraft } from './walkthroughs.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
});
afterAll(() => t.close());

const save = async (input: Record<string, unknown>, token: string | null = A.owner.token) =>
  (await t.gql(SAVE, { input: { config: [], ...input } }, token)).data.saveMaterialDraft;
const publish = async (materialId: string, token: string | null = A.owner.token) =>
  (await t.gql(PUBLISH, { input: { materialId } }, token)).data.publishMaterial;
const restore = async (input: Record<string, unknown>, token = A.owner.token) => (await t.gql(RESTORE, { input }, token)).data.restoreMaterialRevision;
const content = async (id: string, token = A.owner.token) => (await t.gql(CONTENT, { id }, token)).data.node;
const withWidth = (width: unknown) => {
  const steps = sampleSteps(9);
  (steps[0]!.layers[0] as Record<string, unknown>).width = width;
  return steps;
};

describe('saveMaterialDraft', () => {
  it('stores the draft on the current revision, bumps it and returns typed steps of every layer type', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    const r = await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(5), config: walkthroughConfig(), clientId: 'editor-1' });
    expect(r).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1, material: { id: m.gid, revision: 1, status: 'DRAFT' } });
    expect(Date.parse(r.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    const node = await content(m.gid);
    expect(node.draftData[0].id).toBe(5);
    expect(node.steps[0]).toMatchObject({ stepId: 5, altText: 'The sign-in form', backgroundUrl: null });
    expect(node.steps[0].layers.map((l: { __typename: string }) => l.__typename)).toEqual([
      'RectLayer',
      'HotspotLayer',
      'TextLayer',
      'TextInputLayer',
      'DropdownLayer',
      'LineLayer',
      'ImageLayer',
    ]);
    expect(node.steps[0].layers[4].options).toEqual([{ optionId: 'opt-5', order: 1, title: 'Item 1' }]);
    expect(node.config.map((s: { sectionId: string }) => s.sectionId)).toEqual(['tn', 'mca', 'ea']);
    expect(node.config[0].values[0]).toEqual({
      valueId: 'tnBGColor',
      title: 'Background Color',
      value: '#FFFFFF',
      type: 'color',
      direction: null,
      imageType: null,
    });
    expect(node).toMatchObject({ publishedData: null, publishedSteps: null, publishedRevision: null, revisions: { edges: [] } });
  });

  it("an empty config reads back as the kind's default", async () => {
    const m = await insertWalkthrough(t, A.company.id);
    await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(), config: [] });
    expect((await content(m.gid)).draftConfig).toEqual(walkthroughConfig());
  });

  it('refuses an unknown layer type, negative and huge sizes with path-prefixed messages, storing nothing', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    const before = await storedDraft(t, m.id);
    const unknown = sampleSteps(9);
    (unknown[0]!.layers[1] as Record<string, unknown>).type = 'iframe';
    for (const [data, message] of [
      [unknown, 'steps[0].layers[1].type: unknown layer type "iframe"'],
      [withWidth(-5), 'steps[0].layers[0].width: must be at least 0'],
      [withWidth(1e12), 'steps[0].layers[0].width: must be at most 100000'],
      [withWidth('NaN'), 'steps[0].layers[0].width: must be a number'],
      [{ steps: [] }, 'steps: must be a list'],
    ] as const) {
      expect(await save({ materialId: m.gid, baseRevision: 0, data })).toEqual({
        __typename: 'ValidationError',
        message: 'The walkthrough data is not valid.',
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'data', messages: [message] }],
      });
    }
    expect(
      await save({
        materialId: m.gid,
        baseRevision: 0,
        data: sampleSteps(),
        config: [{ sectionId: 'x', values: [{ id: 'v', type: 'color', value: 'url(x)' }] }],
      }),
    ).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'config', messages: ['config[0].values[0].value: must be a colour (#rgb, #rrggbb, rgb(...), rgba(...) or transparent)'] }],
    });
    expect(await save({ materialId: m.gid, baseRevision: -1, data: sampleSteps() })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'baseRevision' }],
    });
    expect(await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(), clientId: 'x'.repeat(101) })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'clientId' }],
    });
    expect(await storedDraft(t, m.id)).toEqual(before);
  });

  it('a stale revision is a conflict that overwrites nothing', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(1) });
    await save({ materialId: m.gid, baseRevision: 1, data: sampleSteps(2) });
    const before = await storedDraft(t, m.id);
    expect(await save({ materialId: m.gid, baseRevision: 1, data: sampleSteps(3) })).toEqual({
      __typename: 'RevisionConflictError',
      message: 'This walkthrough was changed elsewhere. Reload it to see the latest version.',
      code: 'CONFLICT',
      currentRevision: 2,
    });
    expect(await storedDraft(t, m.id)).toEqual(before);
    expect((before.draftData as { id: number }[])[0]!.id).toBe(2);
  });

  it('of two saves racing from the same revision exactly one wins', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    const results = await Promise.all([1, 2, 3, 4].map((seed) => save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(seed) })));
    const winners = results.filter((r) => r.__typename === 'SaveMaterialDraftPayload');
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.__typename === 'RevisionConflictError').every((r) => r.currentRevision === 1)).toBe(true);
    expect((await storedDraft(t, m.id)).revision).toBe(1);
  });

  it('acknowledges a retry of a save that was stored (its answer lost) instead of calling it a conflict', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    const first = await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(41), saveId: 'save-1' });
    expect(first).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1 });
    // The editor never heard back and sends the same save again, from the same base revision.
    const retry = await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(41), saveId: 'save-1' });
    expect(retry).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1, savedAt: first.savedAt });
    expect((await storedDraft(t, m.id)).revision).toBe(1);
    // Another save id from the same base is a real conflict; so is the retry once someone else saved.
    expect(await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(42), saveId: 'save-2' })).toMatchObject({
      __typename: 'RevisionConflictError',
      currentRevision: 1,
    });
    expect(await save({ materialId: m.gid, baseRevision: 1, data: sampleSteps(43), saveId: 'someone-else' })).toMatchObject({ revision: 2 });
    expect(await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(41), saveId: 'save-1' })).toMatchObject({
      __typename: 'RevisionConflictError',
      currentRevision: 2,
    });
    // Without a save id nothing is recognised (unchanged behaviour for older callers).
    expect(await save({ materialId: m.gid, baseRevision: 1, data: sampleSteps(43) })).toMatchObject({ __typename: 'RevisionConflictError' });
    expect(await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(1), saveId: 'y'.repeat(101) })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'saveId' }],
    });
  });

  it('REST PUT: a retry with the same save_id is answered 200 with the revision it made', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    const body = { data: sampleSteps(44), config: [], revision: 0, save_id: 'rest-save' };
    const first = await t.rest('PUT', `/walkthroughs/${m.id}`, { body, token: A.owner.token });
    const retry = await t.rest('PUT', `/walkthroughs/${m.id}`, { body, token: A.owner.token });
    expect([first.status, first.body.revision]).toEqual([200, 1]);
    expect([retry.status, retry.body.revision]).toEqual([200, 1]);
    expect((await t.rest('PUT', `/walkthroughs/${m.id}`, { body: { ...body, save_id: 'other' }, token: A.owner.token })).status).toBe(409);
  });

  it("another company's material, a malformed id and an unknown id are not found; B's draft is untouched", async () => {
    const theirs = await insertWalkthrough(t, B.company.id);
    const before = await storedDraft(t, theirs.id);
    for (const materialId of [theirs.gid, theirs.id, 'bm90LWEtaWQ=', mgid('00000000-0000-7000-8000-000000000000'), theirs.slug]) {
      expect(await save({ materialId, baseRevision: 0, data: sampleSteps() })).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
      expect(await publish(materialId)).toMatchObject({ __typename: 'NotFoundError' });
      expect(await restore({ materialId, revision: 0, baseRevision: 0 })).toMatchObject({ __typename: 'NotFoundError' });
    }
    expect(await storedDraft(t, theirs.id)).toEqual(before);
  });

  it("no token or a learner's token is unauthenticated; View Only is forbidden", async () => {
    const m = await insertWalkthrough(t, A.company.id);
    const viewer = await addMember(t, A.company.id, 'VIEW_ONLY');
    for (const token of [null, await learnerToken(t, A.company.id)]) {
      expect(await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps() }, token)).toMatchObject({ __typename: 'UnauthenticatedError' });
      expect(await publish(m.gid, token)).toMatchObject({ __typename: 'UnauthenticatedError' });
    }
    expect(await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps() }, viewer.token)).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await publish(m.gid, viewer.token)).toMatchObject({ __typename: 'ForbiddenError' });
    expect((await content(m.gid, viewer.token)).steps).toHaveLength(1);
    expect((await storedDraft(t, m.id)).revision).toBe(0);
  });

  it('paths are saved with their own shape (defaults filled in) and have no walkthrough steps', async () => {
    const p = await insertMaterial(t, A.company.id, { kind: 'PATH' });
    const data = [{ id: 11, title: 'Step 1', description: '', dueDate: '', layers: [{ id: 'main', type: 'large_text', content: 'Step 1' }] }];
    expect(await save({ materialId: mgid(p.id), baseRevision: 0, data })).toMatchObject({ revision: 1 });
    const node = await content(mgid(p.id));
    expect(node.draftData).toEqual([
      {
        ...data[0],
        buttons: { complete: true, next: true },
        layers: [{ id: 'main', type: 'large_text', content: 'Step 1', fontSize: 34, color: '#000000', fontFamily: 'Open Sans' }],
      },
    ]);
    expect(node.steps).toEqual([]);
    expect(node.config[0].sectionId).toBe('ha');
    const long = [{ ...data[0], title: 't'.repeat(10_000) }];
    expect(await save({ materialId: mgid(p.id), baseRevision: 1, data: long })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'data', messages: ['steps[0].title: must be at most 500 characters'] }],
    });
  });
});

describe('publishMaterial and the published history', () => {
  it('copies the draft to the published copy with a revision row; publishing it again changes nothing', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(21), config: [] });
    const first = await publish(m.gid);
    expect(first).toMatchObject({ __typename: 'PublishMaterialPayload', revision: 1, material: { status: 'PUBLISHED', publishedRevision: 1 } });
    const again = await publish(m.gid);
    expect(again).toEqual(first);
    expect(await t.prisma.materialRevision.count({ where: { materialId: m.id } })).toBe(1);

    const node = await content(m.gid);
    expect(node.publishedData).toEqual(node.draftData);
    expect(node.publishedConfig).toEqual(walkthroughConfig());
    expect(node.publishedSteps).toEqual([{ stepId: 21, name: 'Step 1' }]);
    expect(node.revisions.edges).toEqual([{ cursor: '1', node: { revision: 1, number: 1, publishedAt: first.publishedAt, publishedByName: 'Owner User' } }]);

    await save({ materialId: m.gid, baseRevision: 1, data: sampleSteps(22) });
    expect((await content(m.gid)).status).toBe('PUBLISHED_WITH_CHANGES');
    expect((await content(m.gid)).publishedSteps).toEqual([{ stepId: 21, name: 'Step 1' }]);
  });

  it('numbers publishes 1, 2, 3 whatever the draft revisions were', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    // Eight saves before the first publish: draft revision 8 becomes "Revision 1".
    for (let rev = 0; rev < 8; rev++) await save({ materialId: m.gid, baseRevision: rev, data: sampleSteps(50 + rev) });
    await publish(m.gid);
    await save({ materialId: m.gid, baseRevision: 8, data: sampleSteps(60) });
    await save({ materialId: m.gid, baseRevision: 9, data: sampleSteps(61) });
    await publish(m.gid);
    const edges = (await content(m.gid)).revisions.edges.map((e: any) => [e.node.number, e.node.revision]);
    expect(edges).toEqual([
      [2, 10],
      [1, 8],
    ]);
  });

  it('pages through revisions newest first', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    for (let rev = 0; rev < 3; rev++) {
      await save({ materialId: m.gid, baseRevision: rev, data: sampleSteps(rev + 1) });
      await publish(m.gid);
    }
    const page = async (after?: string) =>
      (
        await t.gql(
          `query ($id: ID!, $after: String) { node(id: $id) { ... on Material { revisions(first: 2, after: $after) { edges { node { revision } } pageInfo { hasNextPage endCursor } } } } }`,
          { id: m.gid, after },
          A.owner.token,
        )
      ).data.node.revisions;
    const one = await page();
    expect(one.edges.map((e: any) => e.node.revision)).toEqual([3, 2]);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = await page(one.pageInfo.endCursor);
    expect(two.edges.map((e: any) => e.node.revision)).toEqual([1]);
    expect(two.pageInfo.hasNextPage).toBe(false);
    const bad = await t.gql(
      `query ($id: ID!) { node(id: $id) { ... on Material { revisions(first: 2, after: "x'1") { edges { cursor } } } } }`,
      { id: m.gid },
      A.owner.token,
    );
    expect(bad.errors?.[0]?.message).toBe('Not a valid revisions cursor.');
  });

  it('restores a published revision into the draft under the same conflict rule', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    await save({ materialId: m.gid, baseRevision: 0, data: sampleSteps(31) });
    await publish(m.gid);
    await save({ materialId: m.gid, baseRevision: 1, data: sampleSteps(32) });
    const before = await storedDraft(t, m.id);
    expect(await restore({ materialId: m.gid, revision: 1, baseRevision: 1 })).toMatchObject({ __typename: 'RevisionConflictError', currentRevision: 2 });
    expect(await restore({ materialId: m.gid, revision: 7, baseRevision: 2 })).toMatchObject({ __typename: 'NotFoundError', message: 'Revision not found.' });
    expect(await storedDraft(t, m.id)).toEqual(before);

    expect(await restore({ materialId: m.gid, revision: 1, baseRevision: 2, clientId: 'c' })).toMatchObject({
      __typename: 'SaveMaterialDraftPayload',
      revision: 3,
      material: { revision: 3 },
    });
    const after = await storedDraft(t, m.id);
    expect((after.draftData as { id: number }[])[0]!.id).toBe(31);
    expect(after.publishedRevision).toBe(1);
  });
});

describe('publishedWalkthrough (public, for embeds)', () => {
  it('shows a published public or guest walkthrough to anyone, and nothing else', async () => {
    const m = await insertWalkthrough(t, A.company.id);
    const query = async (token: string | null, companySlug = A.company.slug, slug = m.slug) =>
      (await t.gql(PUBLISHED, { c: companySlug, s: slug }, token)).data.publishedWalkthrough;
    expect(await query(null)).toBeNull(); // draft only
    await publish(m.gid);
    expect(await query(null)).toMatchObject({
      name: m.name,
      slug: m.slug,
      companyName: A.company.name,
      kind: 'WALKTHROUGH',
      revision: 0,
      config: [{ sectionId: 'tn' }, { sectionId: 'mca' }, { sectionId: 'ea' }],
    });
    expect((await query(null)).steps[0].layers).toHaveLength(7);
    await t.prisma.learningMaterial.update({ where: { id: m.id }, data: { visibility: 'GUEST' } });
    expect(await query(null)).not.toBeNull();

    await t.prisma.learningMaterial.update({ where: { id: m.id }, data: { visibility: 'PRIVATE' } });
    expect(await query(null)).toBeNull();
    expect(await query(await learnerToken(t, A.company.id))).toBeNull();
    expect(await query(B.owner.token)).toBeNull();
    expect(await query(A.owner.token)).not.toBeNull();
    expect(await query(null, B.company.slug)).toBeNull();
    expect(await query(null, 'no-such-company')).toBeNull();
    expect(await query(null, A.company.slug, 'no-such-walkthrough')).toBeNull();
    expect(await query(null, A.company.slug, 'x'.repeat(5000))).toBeNull();
  });

  it('never shows a path', async () => {
    const p = await insertMaterial(t, A.company.id, { kind: 'PATH' });
    await publish(mgid(p.id));
    expect((await t.gql(PUBLISHED, { c: A.company.slug, s: p.slug }, null)).data.publishedWalkthrough).toBeNull();
  });
});

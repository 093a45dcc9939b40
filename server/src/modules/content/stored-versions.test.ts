/**
 * Stored documents of an older schema version are upgraded on read, wherever they are read
 * (@learnhub/content document-versions.ts): a path stored at version 1 (a body as a plain
 * string, no version key) in its draft rows, its published copy and a revision reads as
 * version 2 (rich text) through GraphQL, REST and the hub; whatever is written gets the current
 * version; nobody past the store sees the key.
 */
import { PATH_VERSIONS, SCHEMA_VERSION_KEY } from '@learnhub/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertMaterial, mgid } from '../materials/materials.test-helpers.js';
import { PUBLISH, RESTORE, SAVE } from '../walkthroughs/walkthroughs.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
});
afterAll(() => t.close());

// What the first paths stored: no version key, a body as a string.
const v1Step = (id: number, text: string) => ({
  id,
  title: `Step ${id}`,
  layers: [
    { id: 'main', type: 'large_text', content: `Step ${id}` },
    { id: `b${id}`, type: 'body', content: text },
  ],
});
// The same text as rich text, written out by hand: one paragraph per line.
const rich = (...lines: string[]) => ({ type: 'doc', content: lines.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) });

/** A published path whose draft rows, published copy and revision 1 are all version 1. */
async function v1Path() {
  const m = await insertMaterial(t, A.company.id, { kind: 'PATH', revision: 1, publishedRevision: 1 });
  const published = [v1Step(1, 'Hello\nworld')];
  await t.prisma.learningMaterial.update({
    where: { id: m.id },
    data: { status: 'PUBLISHED', visibility: 'PUBLIC', publishedData: published, publishedConfig: [], publishedAt: new Date() },
  });
  await t.prisma.materialRevision.create({ data: { companyId: A.company.id, materialId: m.id, revision: 1, number: 1, data: published, config: [] } });
  // Straight into the rows, as the store wrote them before versions (the store itself stamps).
  await t.prisma.materialDraftStep.createMany({
    data: [v1Step(1, 'Draft one'), v1Step(2, 'Draft\ntwo')].map((data, position) => ({ materialId: m.id, stepId: data.id, position, data })),
  });
  return m;
}

const storedRows = async (materialId: string) =>
  (await t.prisma.materialDraftStep.findMany({ where: { materialId }, orderBy: { position: 'asc' } })).map((r) => r.data as Record<string, unknown>);

const bodyOf = (step: unknown) => (step as { layers: { type: string; content: unknown }[] }).layers.find((l) => l.type === 'body')?.content;

describe('a path stored at schema version 1', () => {
  it('reads as version 2 everywhere: the draft and the published copy, through GraphQL, REST and the hub', async () => {
    const m = await v1Path();
    const gql = await t.gql(
      `query ($id: ID!) { node(id: $id) { ... on Material { draftData publishedData pathSteps { elements { ... on BodyElement { content } } } } } }`,
      { id: mgid(m.id) },
      A.owner.token,
    );
    const node = gql.data.node;
    expect(node.draftData.map(bodyOf)).toEqual([rich('Draft one'), rich('Draft', 'two')]);
    expect(node.publishedData.map(bodyOf)).toEqual([rich('Hello', 'world')]);
    expect(node.pathSteps[1].elements[1].content).toEqual(rich('Draft', 'two'));
    expect(JSON.stringify(gql.data)).not.toContain(SCHEMA_VERSION_KEY);

    const rest = await t.rest('GET', `/paths/${m.slug}`, { token: A.owner.token });
    expect(rest.status).toBe(200);
    const body = rest.body as { data: { data: unknown[] } };
    expect(body.data.data.map(bodyOf)).toEqual([rich('Draft one'), rich('Draft', 'two')]);
    expect(JSON.stringify(body)).not.toContain(SCHEMA_VERSION_KEY);

    const hub = await t.gql(`query ($c: String!, $s: String!) { hub(companySlug: $c) { material(slug: $s) { path { data } } } }`, {
      c: A.company.slug,
      s: m.slug,
    });
    expect(hub.data.hub.material.path.data.map(bodyOf)).toEqual([rich('Hello', 'world')]);
    expect(JSON.stringify(hub.data)).not.toContain(SCHEMA_VERSION_KEY);
  });

  it('writes what it saves, publishes and restores at the current version', async () => {
    const m = await v1Path();
    expect(PATH_VERSIONS.current).toBe(2);
    // A patch save of step 2 only: step 1's row stays as it was stored, step 2's is stamped.
    const saved = await t.gql(
      SAVE,
      { input: { materialId: mgid(m.id), baseRevision: 1, changes: { steps: [{ ...v1Step(2, 'Edited'), layers: v1Step(2, 'Edited').layers }] } } },
      A.owner.token,
    );
    expect(saved.data.saveMaterialDraft).toMatchObject({ revision: 2 });
    let rows = await storedRows(m.id);
    expect(rows[0]).not.toHaveProperty(SCHEMA_VERSION_KEY);
    expect(rows[1]).toMatchObject({ [SCHEMA_VERSION_KEY]: 2 });
    expect(bodyOf(rows[1])).toEqual(rich('Edited'));

    // Publishing copies the rows as they are (step 1 still version 1), and reads upgrade it.
    const published = await t.gql(PUBLISH, { input: { materialId: mgid(m.id) } }, A.owner.token);
    expect(published.data.publishMaterial.__typename).toBe('PublishMaterialPayload');
    const copy = (await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: m.id } })).publishedData as Record<string, unknown>[];
    expect(copy[0]).not.toHaveProperty(SCHEMA_VERSION_KEY);
    expect(copy[1]).toMatchObject({ [SCHEMA_VERSION_KEY]: 2 });

    // Restoring revision 1 (version 1, stored before versions) upgrades it before it is the draft again.
    const restored = await t.gql(RESTORE, { input: { materialId: mgid(m.id), revision: 1, baseRevision: 2 } }, A.owner.token);
    expect(restored.data.restoreMaterialRevision).toMatchObject({ revision: 3 });
    rows = await storedRows(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, [SCHEMA_VERSION_KEY]: 2 });
    expect(bodyOf(rows[0])).toEqual(rich('Hello', 'world'));
  });

  it('keeps a step a newer server wrote (a version above the current one) as it is', async () => {
    const m = await insertMaterial(t, A.company.id, { kind: 'PATH' });
    const future = { ...v1Step(1, 'x'), layers: [{ id: 'main', type: 'large_text', content: 'Step 1' }], [SCHEMA_VERSION_KEY]: PATH_VERSIONS.current + 1 };
    await t.prisma.materialDraftStep.create({ data: { materialId: m.id, stepId: 1, position: 0, data: future } });
    const gql = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Material { draftData } } }`, { id: mgid(m.id) }, A.owner.token);
    // Read by today's path rules (defaults filled in), no migration run, no key shown.
    expect(gql.data.node.draftData).toMatchObject([{ id: 1, title: 'Step 1', layers: [{ id: 'main', type: 'large_text', content: 'Step 1' }] }]);
    expect(gql.data.node.draftData[0]).not.toHaveProperty(SCHEMA_VERSION_KEY);
  });
});

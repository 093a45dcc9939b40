/**
 * A whole draft is capped at MAX_DRAFT_BYTES (issue 21 §2): a Member grew one walkthrough to 55 MB
 * in 60 saves, each within the per-request and per-step limits. Every kind of save — a patch, the
 * layer-only hot path, a whole draft — is refused once the draft would pass the cap, with a
 * message that says why, and nothing of it is stored; a save that shrinks it is taken. And a big
 * draft publishes (its steps are copied inside the database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertMaterial, mgid } from '../materials/materials.test-helpers.js';
import { PUBLISH, SAVE } from '../walkthroughs/walkthroughs.test-helpers.js';
import { writeSteps } from './content.test-helpers.js';
import { draftBytes, MAX_DRAFT_BYTES } from './draft-store.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
});
afterAll(() => t.close());

const rect = (step: number, n: number) => ({
  id: `l${step}-${n}`,
  type: 'rect',
  x: n,
  y: n,
  width: 100,
  height: 40,
  rotation: 0,
  fill: '#FFFFFF',
  stroke: '#000000',
  strokeWidth: 1,
  cornerRadius: 4,
});
const step = (id: number, layers: number) => ({
  id,
  name: `Step ${id}`,
  title: `Title ${id}`,
  description: '',
  altText: '',
  backgroundUrl: null,
  backgroundHeight: null,
  layers: [
    { id: `t${id}`, type: 'text', x: 0, y: 0, width: 100, height: 30, rotation: 0, text: 'Short' },
    ...Array.from({ length: layers }, (_, n) => rect(id, n)),
  ],
});

const save = async (input: Record<string, unknown>) => (await t.gql(SAVE, { input }, A.owner.token)).data.saveMaterialDraft;
const TOO_LARGE = /^This material is too large to save: 5\.\d MB of steps and layers, and a material holds at most 5\.0 MB\./;

/** A walkthrough whose draft is just under the cap, within `room` bytes: steps of 1,000 layers, then a smaller last one. */
async function nearlyFull(room: number) {
  const m = await insertMaterial(t, A.company.id);
  const target = MAX_DRAFT_BYTES - room;
  const steps = [step(1, 999)];
  await writeSteps(t, m.id, steps);
  const perStep = await draftBytes(t.prisma, m.id);
  while ((steps.length + 1) * perStep * 1.01 < target) steps.push(step(steps.length + 1, 999));
  await writeSteps(t, m.id, steps);
  // The last step's rectangles fill the rest: fewer until the whole is within `room` of the cap.
  const perLayer = perStep / 1000;
  let layers = Math.floor((target - (await draftBytes(t.prisma, m.id))) / perLayer);
  for (let i = 0; i < 6; i++) {
    await writeSteps(t, m.id, [...steps, step(steps.length + 1, layers)]);
    const over = (await draftBytes(t.prisma, m.id)) - target;
    if (over <= 0) break;
    layers -= Math.ceil(over / perLayer) + 1;
  }
  steps.push(step(steps.length + 1, layers));
  const bytes = await draftBytes(t.prisma, m.id);
  expect(bytes).toBeLessThanOrEqual(target);
  expect(bytes).toBeGreaterThan(target - 4 * perLayer - 400);
  return { id: m.id, gid: mgid(m.id), steps, bytes };
}

describe('the size of a whole draft', () => {
  it('refuses a patch that adds a step past 5 MB, stores nothing of it, and takes one that fits', async () => {
    const m = await nearlyFull(10_000);
    const order = [...m.steps.map((s) => s.id), 999];
    const refused = await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [step(999, 200)], order } });
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fieldErrors[0].messages[0]).toMatch(TOO_LARGE);
    expect(await t.prisma.materialDraftStep.count({ where: { materialId: m.id } })).toBe(m.steps.length);
    expect((await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: m.id } })).revision).toBe(0);
    // A small step (a dozen rectangles: about 2 KB) fits.
    expect((await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [step(999, 12)], order } })).__typename).toBe('SaveMaterialDraftPayload');
  });

  it('refuses a layer change (the autosave hot path) that grows the draft past 5 MB, and takes one that keeps it within', async () => {
    const m = await nearlyFull(1_000);
    const text = (value: string) => ({ id: 't1', type: 'text', x: 0, y: 0, width: 100, height: 30, rotation: 0, text: value });
    const grown = await save({ materialId: m.gid, baseRevision: 0, changes: { layers: [{ stepId: 1, layer: text('x'.repeat(5000)) }] } });
    expect(grown.__typename).toBe('ValidationError');
    expect(grown.fieldErrors[0].messages[0]).toMatch(TOO_LARGE);
    expect(await draftBytes(t.prisma, m.id)).toBe(m.bytes);
    const shrunk = await save({ materialId: m.gid, baseRevision: 0, changes: { layers: [{ stepId: 1, layer: text('') }] } });
    expect(shrunk).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1 });
    const [stored] = await t.prisma.$queryRaw<{ text: string }[]>`
      SELECT "data"->'layers'->0->>'text' AS "text" FROM "MaterialDraftStep" WHERE "materialId" = ${m.id}::uuid AND "stepId" = 1`;
    expect(stored).toEqual({ text: '' });
    expect(await draftBytes(t.prisma, m.id)).toBeLessThanOrEqual(MAX_DRAFT_BYTES);
  });

  it('publishes a draft of nearly 5 MB, copying it whole', async () => {
    const m = await nearlyFull(10_000);
    const published = (await t.gql(PUBLISH, { input: { materialId: m.gid } }, A.owner.token)).data.publishMaterial;
    expect(published.__typename).toBe('PublishMaterialPayload');
    const [row] = await t.prisma.$queryRaw<{ steps: number; bytes: number; revisionSteps: number }[]>`
      SELECT jsonb_array_length(l."publishedData") AS "steps", octet_length(l."publishedData"::text) AS "bytes",
        (SELECT jsonb_array_length(r."data") FROM "MaterialRevision" r WHERE r."materialId" = l."id") AS "revisionSteps"
      FROM "LearningMaterial" l WHERE l."id" = ${m.id}::uuid`;
    expect(row).toMatchObject({ steps: m.steps.length, revisionSteps: m.steps.length });
    // The array adds its brackets and ", " between steps to the steps' own bytes.
    expect(Number(row!.bytes)).toBe(m.bytes + 2 + 2 * (m.steps.length - 1));
  });
});

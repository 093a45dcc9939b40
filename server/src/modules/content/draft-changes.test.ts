/** Patch saves (`saveMaterialDraft(input: { changes })`): only what changed is sent, checked and stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addMember } from '../team/team.test-helpers.js';
import { insertMaterial, mgid } from '../materials/materials.test-helpers.js';
import { learnerToken, RESTORE, SAVE } from '../walkthroughs/walkthroughs.test-helpers.js';
import { storedSteps, storedStepRows, writeSteps } from './content.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
});
afterAll(() => t.close());

/** A step with `layers` rectangles whose ids are `l<step>-<n>` (unique in the draft). */
function step(id: number, layers = 20, title = `Title ${id}`) {
  return {
    id,
    name: `Step ${id}`,
    title,
    description: 'A description long enough to look like real text in a walkthrough step.',
    altText: '',
    backgroundUrl: `https://images.example.com/${id}.png`,
    backgroundHeight: 576,
    layers: Array.from({ length: layers }, (_, n) => ({
      id: `l${id}-${n}`,
      type: 'rect',
      x: n * 10,
      y: n * 5,
      width: 100,
      height: 40,
      rotation: 0,
      fill: '#FFFFFF',
      stroke: '#000000',
      strokeWidth: 1,
      cornerRadius: 4,
    })),
  };
}

/** A walkthrough whose draft is steps 1..n (20 layers each), at revision 0. */
async function walkthroughWith(n: number, companyId = A.company.id) {
  const m = await insertMaterial(t, companyId);
  const steps = Array.from({ length: n }, (_, i) => step(i + 1));
  await writeSteps(t, m.id, steps);
  return { ...m, gid: mgid(m.id), steps };
}

const save = async (input: Record<string, unknown>, token: string | null = A.owner.token) => (await t.gql(SAVE, { input }, token)).data.saveMaterialDraft;
const ids = (steps: { id: number }[]) => steps.map((s) => s.id);

describe('saveMaterialDraft with changes', () => {
  it('stores one changed step of a 50-step draft and leaves the other 49 as they were', async () => {
    const m = await walkthroughWith(50);
    const before = await storedStepRows(t, m.id);
    const changed = step(17, 20, 'A new title');
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [changed] }, clientId: 'tab-1' })).toMatchObject({
      __typename: 'SaveMaterialDraftPayload',
      revision: 1,
      material: { revision: 1 },
    });
    const after = await storedStepRows(t, m.id);
    expect(after.map((r) => r.stepId)).toEqual(before.map((r) => r.stepId));
    for (const [i, row] of after.entries()) {
      if (row.stepId === 17) expect(JSON.parse(row.data).title).toBe('A new title');
      else expect(row).toEqual(before[i]);
    }
    const steps = await storedSteps(t, m.id);
    expect(steps[16]).toEqual(changed);
    expect(steps).toHaveLength(50);
  });

  it('stores one changed layer of a 50-step draft by sending the layer alone; only its step row is written', async () => {
    const m = await walkthroughWith(50);
    const before = await storedStepRows(t, m.id);
    const layer = { ...step(17).layers[3], fill: '#112233' };
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { layers: [{ stepId: 17, layer }] } })).toMatchObject({ revision: 1 });
    const after = await storedStepRows(t, m.id);
    for (const [i, row] of after.entries()) {
      if (row.stepId === 17) expect(row.version).not.toBe(before[i]!.version);
      else expect(row).toEqual(before[i]);
    }
    const stored = (await storedSteps(t, m.id))[16];
    expect(stored.layers[3]).toEqual(layer);
    expect(stored.layers.filter((_: unknown, j: number) => j !== 3)).toEqual(step(17).layers.filter((_, j) => j !== 3));
  });

  it('refuses a layer change for a layer or step that is not stored, a step also sent whole, and a bad layer, writing nothing', async () => {
    const m = await walkthroughWith(2);
    const before = await storedStepRows(t, m.id);
    const refused = async (layers: unknown, steps?: unknown[]) =>
      (await save({ materialId: m.gid, baseRevision: 0, changes: { layers, ...(steps ? { steps } : {}) } })).fieldErrors?.[0]?.messages;
    expect(await refused([{ stepId: 1, layer: { ...step(1).layers[0], id: 'new-one' } }])).toEqual([
      'changes.layers[0].layer.id: step 1 has no layer "new-one" (send the whole step to add one)',
    ]);
    expect(await refused([{ stepId: 77, layer: step(1).layers[0] }])).toEqual(['changes.layers[0].stepId: step 77 is not in the draft']);
    expect(await refused([{ stepId: 1, layer: step(1).layers[0] }], [step(1)])).toEqual(['changes.layers[0].stepId: step 1 is sent whole in changes.steps']);
    expect(await refused([{ stepId: 1, layer: { ...step(1).layers[0], width: -5 } }])).toEqual(['changes.layers[0].layers[0].width: must be at least 0']);
    expect(await storedStepRows(t, m.id)).toEqual(before);
  });

  it('moves steps by order', async () => {
    const m = await walkthroughWith(3);
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { order: [3, 1, 2] } })).toMatchObject({ revision: 1 });
    expect(ids(await storedSteps(t, m.id))).toEqual([3, 1, 2]);
    expect((await storedSteps(t, m.id))[0]).toEqual(step(3));
  });

  it('deletes the stored steps that order leaves out', async () => {
    const m = await walkthroughWith(4);
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { order: [1, 4] } })).toMatchObject({ revision: 1 });
    expect(await storedSteps(t, m.id)).toEqual([step(1), step(4)]);
  });

  it('adds a new step sent with the order that places it', async () => {
    const m = await walkthroughWith(2);
    const added = step(99, 3);
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [added], order: [1, 99, 2] } })).toMatchObject({ revision: 1 });
    expect(await storedSteps(t, m.id)).toEqual([step(1), added, step(2)]);
  });

  it('stores a changed config alone, and the steps stay', async () => {
    const m = await walkthroughWith(2);
    const config = [
      { sectionId: 'tn', sectionTitle: 'Top Navigation', values: [{ id: 'tnBGColor', title: 'Background Color', value: '#123456', type: 'color' }] },
    ];
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { config } })).toMatchObject({ revision: 1 });
    const node = (await t.gql(`query ($id: ID!) { node(id: $id) { ... on Material { draftConfig } } }`, { id: m.gid }, A.owner.token)).data.node;
    expect(node.draftConfig).toEqual(config);
    expect(await storedSteps(t, m.id)).toEqual([step(1), step(2)]);
  });

  it('refuses an order naming a step that is neither stored nor sent, and writes nothing', async () => {
    const m = await walkthroughWith(3);
    const before = await storedStepRows(t, m.id);
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [step(2, 20, 'x')], order: [1, 2, 3, 777] } })).toEqual({
      __typename: 'ValidationError',
      message: 'The changes are not valid.',
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'changes', messages: ['changes.order[3]: step 777 is neither in the draft nor in changes.steps'] }],
    });
    expect(await storedStepRows(t, m.id)).toEqual(before);
    expect((await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: m.id } })).revision).toBe(0);
  });

  it('refuses a new step sent without an order, a step twice and a step left out of the order', async () => {
    const m = await walkthroughWith(2);
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [step(5)] } })).toMatchObject({
      fieldErrors: [{ field: 'changes', messages: ['changes.steps[0].id: step 5 is new: send changes.order with it'] }],
    });
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [step(1), step(1)] } })).toMatchObject({
      fieldErrors: [{ field: 'changes', messages: ['changes.steps[1].id: step 1 is sent twice'] }],
    });
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [step(2)], order: [1] } })).toMatchObject({
      fieldErrors: [{ field: 'changes', messages: ['changes.steps[0].id: step 2 is not in changes.order'] }],
    });
    expect(await storedSteps(t, m.id)).toEqual([step(1), step(2)]);
  });

  it("refuses a step whose layer id is already another stored step's, and a malformed layer, by path", async () => {
    const m = await walkthroughWith(3);
    const clash = step(2);
    clash.layers[4]!.id = 'l3-7';
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [clash] } })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'changes', messages: ['changes.steps[0].layers[4].id: duplicate layer id "l3-7" (also in step 3)'] }],
    });
    // The same id in the step that held it before (it is replaced) is no clash; nor is one of a step the order deletes.
    const moved = step(2);
    moved.layers[0]!.id = 'l3-0';
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [moved], order: [1, 2] } })).toMatchObject({ revision: 1 });
    const bad = step(1);
    (bad.layers[1] as Record<string, unknown>).width = -5;
    expect(await save({ materialId: m.gid, baseRevision: 1, changes: { steps: [bad] } })).toMatchObject({
      fieldErrors: [{ field: 'changes', messages: ['changes.steps[0].layers[1].width: must be at least 0'] }],
    });
  });

  it('refuses more steps than a draft may have', async () => {
    const m = await walkthroughWith(1);
    const order = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { order } })).toMatchObject({
      fieldErrors: [{ field: 'changes', messages: ['changes.order: must have at most 500 items'] }],
    });
  });

  it('refuses both data and changes, and neither', async () => {
    const m = await walkthroughWith(1);
    expect(await save({ materialId: m.gid, baseRevision: 0, data: [step(1)], config: [], changes: { order: [1] } })).toEqual({
      __typename: 'ValidationError',
      message: 'Send either data (the whole draft, with config) or changes, not both.',
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'changes', messages: ['Send either data (the whole draft, with config) or changes, not both.'] }],
    });
    expect(await save({ materialId: m.gid, baseRevision: 0 })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Send the draft: either data (the whole draft, with config) or changes.',
    });
    expect(await save({ materialId: m.gid, baseRevision: 0, config: [] })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'data', messages: ['steps: is required'] }],
    });
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: {}, config: [] })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'config' }],
    });
    expect((await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: m.id } })).revision).toBe(0);
  });

  it('a stale baseRevision is a conflict that writes nothing', async () => {
    const m = await walkthroughWith(3);
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [step(1, 20, 'first')] } })).toMatchObject({ revision: 1 });
    const before = await storedStepRows(t, m.id);
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { steps: [step(2, 20, 'late')], order: [2, 3] } })).toEqual({
      __typename: 'RevisionConflictError',
      message: 'This walkthrough was changed elsewhere. Reload it to see the latest version.',
      code: 'CONFLICT',
      currentRevision: 1,
    });
    expect(await storedStepRows(t, m.id)).toEqual(before);
  });

  it('acknowledges a retry of a stored patch by its saveId', async () => {
    const m = await walkthroughWith(2);
    const input = { materialId: m.gid, baseRevision: 0, changes: { steps: [step(3)], order: [1, 2, 3] }, saveId: 'patch-1' };
    const first = await save(input);
    expect(first).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1 });
    expect(await save(input)).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1, savedAt: first.savedAt });
    expect(ids(await storedSteps(t, m.id))).toEqual([1, 2, 3]);
    expect(await save({ ...input, saveId: 'patch-2' })).toMatchObject({ __typename: 'RevisionConflictError', currentRevision: 1 });
  });

  it('of patch saves racing from the same revision exactly one wins, and its change is the one stored', async () => {
    const m = await walkthroughWith(5);
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => save({ materialId: m.gid, baseRevision: 0, changes: { steps: [step(n, 20, `racer ${n}`)], order: [5, 4, 3, 2, 1] } })),
    );
    const winners = results.flatMap((r, i) => (r.__typename === 'SaveMaterialDraftPayload' ? [i + 1] : []));
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.__typename === 'RevisionConflictError').map((r) => r.currentRevision)).toEqual([1, 1, 1]);
    const steps = await storedSteps(t, m.id);
    expect(ids(steps)).toEqual([5, 4, 3, 2, 1]);
    expect(steps.filter((s) => s.title.startsWith('racer')).map((s) => s.title)).toEqual([`racer ${winners[0]}`]);
  });

  // Layer-only saves take a path of their own (content.service.ts commitLayerChanges: no
  // interactive transaction, the compare-and-set inside the write), so the same guarantees again.
  it('a layer change from a stale baseRevision is a conflict that writes nothing', async () => {
    const m = await walkthroughWith(3);
    expect(await save({ materialId: m.gid, baseRevision: 0, changes: { layers: [{ stepId: 2, layer: { ...step(2).layers[0], x: 1 } }] } })).toMatchObject({
      revision: 1,
    });
    const before = await storedStepRows(t, m.id);
    const late = await save({ materialId: m.gid, baseRevision: 0, changes: { layers: [{ stepId: 2, layer: { ...step(2).layers[1], x: 2 } }] } });
    expect(late).toMatchObject({ __typename: 'RevisionConflictError', currentRevision: 1 });
    expect(await storedStepRows(t, m.id)).toEqual(before);
  });

  it('acknowledges a retry of a stored layer change by its saveId, and refuses it under another id', async () => {
    const m = await walkthroughWith(2);
    const input = {
      materialId: m.gid,
      baseRevision: 0,
      changes: { layers: [{ stepId: 1, layer: { ...step(1).layers[4], fill: '#ABCDEF' } }] },
      saveId: 'layer-1',
    };
    const first = await save(input);
    expect(first).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1 });
    expect(await save(input)).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1, savedAt: first.savedAt });
    expect(await save({ ...input, saveId: 'layer-2' })).toMatchObject({ __typename: 'RevisionConflictError', currentRevision: 1 });
    expect((await storedSteps(t, m.id))[0].layers[4].fill).toBe('#ABCDEF');
  });

  it('of layer changes racing from the same revision exactly one wins, and only its layer changed', async () => {
    const m = await walkthroughWith(3);
    const results = await Promise.all(
      [0, 1, 2, 3].map((n) => save({ materialId: m.gid, baseRevision: 0, changes: { layers: [{ stepId: 2, layer: { ...step(2).layers[n], x: 900 + n } }] } })),
    );
    const winners = results.flatMap((r, n) => (r.__typename === 'SaveMaterialDraftPayload' ? [n] : []));
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.__typename === 'RevisionConflictError').map((r) => r.currentRevision)).toEqual([1, 1, 1]);
    const stored = (await storedSteps(t, m.id))[1];
    // Layer n of step 2 starts at x = n * 10: only the winner's moved to 900 + n.
    expect(stored.layers.slice(0, 4).map((l: { x: number }) => l.x)).toEqual([0, 1, 2, 3].map((n) => (n === winners[0] ? 900 + n : n * 10)));
  });

  it("another company's material is not found, and stays as it was", async () => {
    const theirs = await walkthroughWith(2, B.company.id);
    const before = await storedStepRows(t, theirs.id);
    for (const materialId of [theirs.gid, theirs.id, theirs.slug]) {
      expect(await save({ materialId, baseRevision: 0, changes: { steps: [step(1, 1)] } })).toMatchObject({ __typename: 'NotFoundError' });
    }
    expect(await storedStepRows(t, theirs.id)).toEqual(before);
  });

  it('no token and a learner token are unauthenticated, View Only is forbidden', async () => {
    const m = await walkthroughWith(2);
    const viewer = await addMember(t, A.company.id, 'VIEW_ONLY');
    const input = { materialId: m.gid, baseRevision: 0, changes: { order: [2, 1] } };
    for (const token of [null, await learnerToken(t, A.company.id)]) expect(await save(input, token)).toMatchObject({ __typename: 'UnauthenticatedError' });
    expect(await save(input, viewer.token)).toMatchObject({ __typename: 'ForbiddenError' });
    expect(ids(await storedSteps(t, m.id))).toEqual([1, 2]);
  });

  it('restores a published snapshot from before the rows, keeping the steps a row can key', async () => {
    const m = await walkthroughWith(1);
    await t.prisma.materialRevision.create({
      data: { companyId: A.company.id, materialId: m.id, revision: 0, number: 1, data: [step(2, 1), 'junk', { id: 0 }, step(2, 2), step(3, 1)], config: [] },
    });
    const r = (await t.gql(RESTORE, { input: { materialId: m.gid, revision: 0, baseRevision: 0 } }, A.owner.token)).data.restoreMaterialRevision;
    expect(r).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1 });
    expect(await storedSteps(t, m.id)).toEqual([step(2, 1), step(3, 1)]);
  });

  it('paths take patches too, with their own step shape', async () => {
    const p = await insertMaterial(t, A.company.id, { kind: 'PATH' });
    const first = { id: 11, title: 'Step 1', description: '', dueDate: '', layers: [{ id: 'main', type: 'large_text', content: 'Step 1' }] };
    await writeSteps(t, p.id, [first]);
    const second = { id: 12, title: 'Step 2', description: '', dueDate: '', layers: [{ id: 'main', type: 'large_text', content: 'Step 2' }] };
    expect(await save({ materialId: mgid(p.id), baseRevision: 0, changes: { steps: [second], order: [11, 12] } })).toMatchObject({ revision: 1 });
    const stored = await storedSteps(t, p.id);
    // The untouched step stays as it was written; the sent one is stored as the path rules normalise it (defaults filled in).
    expect(stored[0]).toEqual(first);
    expect(stored[1]).toMatchObject({ ...second, layers: [{ id: 'main', type: 'large_text', content: 'Step 2' }] });
    expect(stored).toHaveLength(2);
    expect(await save({ materialId: mgid(p.id), baseRevision: 1, changes: { steps: [{ ...second, title: 't'.repeat(501) }] } })).toMatchObject({
      fieldErrors: [{ field: 'changes', messages: ['changes.steps[0].title: must be at most 500 characters'] }],
    });
  });
});

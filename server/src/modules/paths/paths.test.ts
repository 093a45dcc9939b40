/**
 * Paths through the APIs: every element kind saved and read back typed, unsafe or oversized
 * elements refused with their path, the due-date rule against what is stored, and the REST path
 * routes (GET by slug, PUT with a revision, publish) behind the company and role walls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { storedSteps, writeSteps } from '../content/content.test-helpers.js';
import { insertMaterial, mgid } from '../materials/materials.test-helpers.js';
import { addMember } from '../team/team.test-helpers.js';
import { learnerToken, SAVE } from '../walkthroughs/walkthroughs.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
});
afterAll(() => t.close());

const save = async (input: Record<string, unknown>, token = A.owner.token) => (await t.gql(SAVE, { input }, token)).data?.saveMaterialDraft;
const rest = (method: string, path: string, body?: unknown, token: string | null = A.owner.token) => t.rest(method, path, { token, body });

/** A calendar date `days` from now in UTC (yyyy-mm-dd). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const step = (id: number, layers: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  title: `Step ${id}`,
  layers: [{ id: 'main', type: 'large_text', content: `Step ${id}` }, ...layers],
  ...extra,
});

const TYPED = /* GraphQL */ `
  query ($id: ID!) { node(id: $id) { ... on Material { pathSteps { stepId title dueDate buttons { complete next } elements { __typename elementId type
    ... on BodyElement { text content }
    ... on VideoElement { provider embedUrl }
    ... on MultipleChoiceElement { questions { question points options { value isCorrect } } }
    ... on WalkthroughElement { materialId }
    ... on LegacyElement { data } } } } } }`;

describe('path documents through GraphQL', () => {
  it('saves one element of each kind and reads them back typed, with the defaults filled in', async () => {
    const p = await insertMaterial(t, A.company.id, { kind: 'PATH' });
    const body = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Be ' },
            { type: 'text', text: 'safe', marks: [{ type: 'strong' }] },
          ],
        },
      ],
    };
    const kinds = [
      'image',
      'walkthrough',
      'embedded_code',
      'attachment',
      'short_answer',
      'long_answer',
      'multi_select',
      'checkbox',
      'file_upload',
      'date',
      'time',
    ];
    const layers = [
      { id: 'b', type: 'body', content: body },
      { id: 'v', type: 'video', source: 'https://youtu.be/dQw4w9WgXcQ?si=track' },
      { id: 'mc', type: 'multiple_choice' },
      ...kinds.map((type) => ({ id: type, type })),
      { id: 'q', type: 'quotes', content: 'Old' },
    ];
    expect(await save({ materialId: mgid(p.id), baseRevision: 0, data: [step(11, layers, { dueDate: inDays(3) })], config: [] })).toMatchObject({
      revision: 1,
    });
    const res = await t.gql(TYPED, { id: mgid(p.id) }, A.owner.token);
    const [s] = res.data.node.pathSteps;
    expect(s).toMatchObject({ stepId: 11, title: 'Step 11', dueDate: inDays(3), buttons: { complete: true, next: true } });
    expect(s.elements.map((e: { __typename: string }) => e.__typename)).toEqual([
      'LargeTitleElement',
      'BodyElement',
      'VideoElement',
      'MultipleChoiceElement',
      'ImageElement',
      'WalkthroughElement',
      'EmbedCodeElement',
      'AttachmentElement',
      'ShortAnswerElement',
      'LongAnswerElement',
      'MultiSelectElement',
      'CheckboxElement',
      'FileUploadElement',
      'DateElement',
      'TimeElement',
      'LegacyElement',
    ]);
    expect(s.elements[1]).toMatchObject({ text: 'Be safe', content: body });
    expect(s.elements[2]).toMatchObject({ provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(s.elements[3].questions).toEqual([
      {
        question: 'Enter your question.',
        points: 1,
        options: [
          { value: 'Option 1', isCorrect: true },
          { value: 'Option 2', isCorrect: false },
        ],
      },
    ]);
    expect(s.elements[15]).toMatchObject({ type: 'quotes', data: { id: 'q', type: 'quotes', content: 'Old' } });
  });

  it('refuses unknown kinds, script and data sources, oversized embed code and 10,000 options, naming each', async () => {
    const p = await insertMaterial(t, A.company.id, { kind: 'PATH' });
    const options = Array.from({ length: 10_000 }, (_, i) => ({ id: `o${i}`, value: `${i}`, isChecked: i === 0 }));
    const res = await save({
      materialId: mgid(p.id),
      baseRevision: 0,
      config: [],
      data: [
        step(11, [
          { id: 'x', type: 'script' },
          { id: 'i', type: 'image', source: 'data:image/png;base64,AAAA' },
          { id: 'v', type: 'video', source: 'javascript:alert(1)' },
          { id: 'e', type: 'embedded_code', source: 'x'.repeat(20_001) },
          { id: 'm', type: 'multi_select', multiSelect: options },
        ]),
      ],
    });
    expect(res).toEqual({
      __typename: 'ValidationError',
      message: 'The path data is not valid.',
      code: 'VALIDATION_FAILED',
      fieldErrors: [
        {
          field: 'data',
          messages: [
            'steps[0].layers[1].type: unknown element type "script"',
            'steps[0].layers[2].source: must be empty or /uploads/<key> or an http(s) address of at most 2048 characters',
            'steps[0].layers[3].source: must be a YouTube, Vimeo or Wistia link or an http(s) address of a video file',
            'steps[0].layers[4].source: must be at most 20000 characters',
            'steps[0].layers[5].multiSelect: must have at most 50 items',
          ],
        },
      ],
    });
    // Nothing was stored (the fixture has no steps).
    expect(await storedSteps(t, p.id)).toEqual([]);
  });

  it('refuses a past due date a save sets, and keeps a past date stored before when it is saved again unchanged', async () => {
    const p = await insertMaterial(t, A.company.id, { kind: 'PATH' });
    const past = inDays(-3);
    // A date that has passed since it was set: stored as it was.
    await writeSteps(t, p.id, [step(11, [], { dueDate: past }), step(12, [])]);
    const kept = await save({ materialId: mgid(p.id), baseRevision: 0, data: [step(11, [], { dueDate: past, title: 'Renamed' }), step(12, [])], config: [] });
    expect(kept).toMatchObject({ __typename: 'SaveMaterialDraftPayload', revision: 1 });
    const refused = await save({
      materialId: mgid(p.id),
      baseRevision: 1,
      data: [step(11, [], { dueDate: past }), step(12, [], { dueDate: past })],
      config: [],
    });
    expect(refused).toMatchObject({ __typename: 'ValidationError', message: 'The path data is not valid.' });
    expect(refused.fieldErrors[0].messages).toEqual([expect.stringMatching(/^steps\[1\]\.dueDate: can't be before today \(\d{4}-\d{2}-\d{2}\)$/)]);
    // The same rule for a patch.
    const patch = await save({ materialId: mgid(p.id), baseRevision: 1, changes: { steps: [step(12, [], { dueDate: past })] } });
    expect(patch.fieldErrors).toEqual([{ field: 'changes', messages: [expect.stringMatching(/^changes\.steps\[0\]\.dueDate: can't be before today/)] }]);
    expect(await save({ materialId: mgid(p.id), baseRevision: 1, changes: { steps: [step(12, [], { dueDate: inDays(2) })] } })).toMatchObject({ revision: 2 });
    expect((await storedSteps(t, p.id)).map((s) => s.dueDate)).toEqual([past, inDays(2)]);
  });
});

describe('REST paths', () => {
  it('GET /paths/{slug} gives the path with its steps read by the path rules; a walkthrough, another company\u2019s path, no token and a learner get 404 / 401', async () => {
    const p = await insertMaterial(t, A.company.id, { kind: 'PATH', name: 'Safety' });
    await writeSteps(t, p.id, [{ id: 5, title: 'Old', layers: [{ id: 'b', type: 'body', content: 'Plain text' }] }]);
    const res = await rest('GET', `/paths/${p.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: p.id, name: 'Safety', slug: p.slug, revision: 0 });
    expect(res.body.data.data[0].layers[0].content).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plain text' }] }] });
    expect(res.body.data.config.map((s: { sectionId: string }) => s.sectionId)).toEqual(['ha', 'ca', 'ba', 'phc', 'th', 'cp']);
    const walkthrough = await insertMaterial(t, A.company.id, { kind: 'WALKTHROUGH' });
    const theirs = await insertMaterial(t, B.company.id, { kind: 'PATH' });
    expect(await rest('GET', `/paths/${walkthrough.slug}`)).toMatchObject({ status: 404, body: { error: 'Path not found.' } });
    expect((await rest('GET', `/paths/${theirs.slug}`)).status).toBe(404);
    expect((await rest('GET', `/paths/${theirs.id}`)).status).toBe(404);
    expect((await rest('GET', `/paths/${p.slug}`, undefined, null)).status).toBe(401);
    expect((await rest('GET', `/paths/${p.slug}`, undefined, await learnerToken(t, A.company.id))).status).toBe(401);
  });

  it('PUT /paths/{id} saves with a revision (409 when stale), and publish makes it live; View Only may not', async () => {
    const p = await insertMaterial(t, A.company.id, { kind: 'PATH' });
    const data = [step(21, [{ id: 'c', type: 'checkbox' }])];
    expect(await rest('PUT', `/paths/${p.id}`, { data, config: [], revision: 0 })).toMatchObject({ status: 200, body: { revision: 1 } });
    expect(await rest('PUT', `/paths/${p.id}`, { data, config: [], revision: 0 })).toMatchObject({ status: 409, body: { current_revision: 1 } });
    expect(await rest('PUT', `/paths/${p.id}`, { data: [step(21, [{ id: 'c', type: 'nope' }])], config: [] })).toMatchObject({
      status: 422,
      body: { error: 'The path data is not valid.', errors: { data: ['steps[0].layers[1].type: unknown element type "nope"'] } },
    });
    const viewer = await addMember(t, A.company.id, 'VIEW_ONLY');
    expect((await rest('PUT', `/paths/${p.id}`, { data, config: [] }, viewer.token)).status).toBe(403);
    expect((await rest('PUT', `/paths/${p.slug}/publish`, undefined, viewer.token)).status).toBe(403);
    const published = await rest('PUT', `/paths/${p.slug}/publish`);
    expect(published).toMatchObject({ status: 200, body: { status: 'published' } });
    const row = await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: p.id } });
    expect(row).toMatchObject({ status: 'PUBLISHED', publishedRevision: 1 });
    expect((row.publishedData as { layers: { type: string }[] }[])[0]!.layers[1]!.type).toBe('checkbox');
    const theirs = await insertMaterial(t, B.company.id, { kind: 'PATH' });
    expect((await rest('PUT', `/paths/${theirs.id}`, { data, config: [] })).status).toBe(404);
    expect((await rest('PUT', `/paths/${theirs.slug}/publish`)).status).toBe(404);
  });
});

describe('publishedPath (the share address signed out)', () => {
  const QUERY = `query ($c: String!, $s: String!) { publishedPath(companySlug: $c, slug: $s) { name companyName revision data config } }`;
  const read = async (slug: string, token: string | null = null, company = A.company.slug) =>
    (await t.gql(QUERY, { c: company, s: slug }, token)).data?.publishedPath;

  it('shows a published public path to anyone, without which options are correct; private ones only to its staff; drafts to nobody', async () => {
    const p = await insertMaterial(t, A.company.id, { kind: 'PATH', name: 'Open path' });
    const quiz = {
      id: 'mc',
      type: 'multiple_choice',
      multipleChoice: [
        {
          id: 'q',
          question: 'Which?',
          options: [
            { id: 'a', value: 'A', isChecked: true, explanation: 'Because.' },
            { id: 'b', value: 'B' },
          ],
        },
      ],
    };
    expect(await read(p.slug)).toBeNull(); // never published
    await save({ materialId: mgid(p.id), baseRevision: 0, data: [step(31, [quiz])], config: [] });
    expect((await rest('PUT', `/paths/${p.slug}/publish`)).status).toBe(200);
    const shown = await read(p.slug);
    expect(shown).toMatchObject({ name: 'Open path', companyName: A.company.name, revision: 1 });
    expect(shown.data[0].layers[1].multipleChoice[0].options).toEqual([
      { id: 'a', value: 'A' },
      { id: 'b', value: 'B' },
    ]);
    expect(await read(p.slug, null, B.company.slug)).toBeNull();
    await t.prisma.learningMaterial.update({ where: { id: p.id }, data: { visibility: 'PRIVATE' } });
    expect(await read(p.slug)).toBeNull();
    expect(await read(p.slug, B.owner.token)).toBeNull();
    expect(await read(p.slug, A.owner.token)).toMatchObject({ name: 'Open path' });
  });
});

/**
 * REST rows of the learner hub's progress (hub-progress.routes.ts): search, fetch_response,
 * save_response (step records merged, attempts graded once, Idempotency-Key), save_material_step,
 * save_file and satisfaction — with the cookie's Origin wall. Numbers worked out from QUIZ_STEPS.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, graphqlMultipart, tinyPng } from '../../modules/profile/upload-fixtures.js';
import { LOCAL_TIME, newLearner, publishedMaterial } from '../../modules/progress/progress.test-helpers.js';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
});
afterAll(() => t.close());

const GIF = new Uint8Array([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2,
  0x44, 1, 0, 0x3b,
]);

describe('REST: a learner’s progress', () => {
  it('finds a material by id or slug, as the caller may see it', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const secret = await publishedMaterial(t, A.company.id, { visibility: 'PRIVATE' });
    const byId = await t.rest('GET', `/hub/search?company=${A.company.slug}&by=id&keyword=${path.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ learning_material_id: path.id, details: { slug: path.slug, material_type: 'paths' } });
    // Learners never receive which options are right.
    expect(JSON.stringify(byId.body.data)).not.toContain('isChecked');
    expect((await t.rest('GET', `/hub/search?company=${A.company.slug}&by=slug&keyword=${path.slug}`)).body.learning_material_id).toBe(path.id);
    expect((await t.rest('GET', `/hub/search?company=${A.company.slug}&by=id&keyword=${secret.id}`)).status).toBe(401);
    expect((await t.rest('GET', `/hub/search?company=${A.company.slug}&by=id&keyword=${randomUUID()}`)).status).toBe(404);
    expect((await t.rest('GET', `/hub/search?company=${A.company.slug}&by=name&keyword=x`)).status).toBe(422);
  });

  it('an attempt whose created_at is not a local time with its offset: 422 under that field, and nothing saved', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const body = { minutes: 1, response: [{ id: 1, completion: true, attempt: [{ id: 'mc', question_id: 'q1', answer: 'o4', created_at: '25/11/2026' }] }] };
    const res = await t.rest('POST', `/hub/save_response/${path.id}`, { token: l.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'response.attempt.created_at': ['The answer time must be the local time with its offset, like 2026-11-25T14:03:00+01:00.'],
    });
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: l.id } })).toBe(0);
  });

  it('saves steps and attempts the spec’s way: records merged, attempts graded once, retries by Idempotency-Key', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const attempt = { id: 'mc', question_id: 'q1', answer: 'o4', created_at: LOCAL_TIME };
    const key = randomUUID();
    const body = { minutes: 3, response: [{ id: 1, completion: true, attempt: [attempt] }] };
    const first = await t.rest('POST', `/hub/save_response/${path.id}`, { token: l.token, body, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      minutes: 3,
      current_step: 1,
      response: [{ id: 1, completion: true }],
      score: { correct: 1, graded: 2, percent: 50 },
    });
    expect(first.body.data.answers).toEqual([
      { id: 'mc', question_id: 'q1', answer: { optionId: 'o4', value: '4' }, question: { type: 'multiple_choice', result: true }, created_at: LOCAL_TIME },
    ]);
    // The same change again (a retry), then the whole list again with step 2 (the spec's client): one attempt, minutes kept.
    await t.rest('POST', `/hub/save_response/${path.id}`, { token: l.token, body, headers: { 'idempotency-key': key } });
    const second = await t.rest('POST', `/hub/save_response/${path.id}`, {
      token: l.token,
      body: {
        minutes: 2,
        response: [
          { id: 1, completion: true, attempt: [attempt] },
          { id: 2, completion: true },
        ],
      },
    });
    expect(second.body.data).toMatchObject({
      minutes: 3,
      response: [
        { id: 1, completion: true },
        { id: 2, completion: true },
      ],
    });
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: l.id } })).toBe(1);
    // An older list without step 2 does not undo it.
    const stale = await t.rest('POST', `/hub/save_response/${path.id}`, { token: l.token, body: { response: [{ id: 1, completion: true }] } });
    expect(stale.body.data.response).toEqual([
      { id: 1, completion: true },
      { id: 2, completion: true },
    ]);

    expect((await t.rest('POST', `/hub/save_material_step/${path.id}`, { token: l.token, body: { current_step: 2 } })).body.data.current_step).toBe(2);
    expect(await t.rest('POST', `/hub/save_material_step/${path.id}`, { token: l.token, body: { current_step: 9 } })).toMatchObject({
      status: 422,
      body: { errors: { current_step: ['current_step must be a step number from 1 to 3.'] } },
    });
    expect(await t.rest('POST', `/hub/save_response/${path.id}`, { token: l.token, body: { response: [{ id: 'one' }] } })).toMatchObject({ status: 422 });
    const fetched = await t.rest('GET', `/hub/fetch_response/${path.id}`, { token: l.token });
    expect(fetched.body.data).toMatchObject({ minutes: 3, current_step: 2, status: 'in_progress' });
  });

  it('takes a file for a file-upload question, refuses a GIF and other types with the allowed ones named', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const form = (bytes: Uint8Array, name: string, element = 'fu') => {
      const f = new FormData();
      f.set('file', new File([blob(bytes)], name));
      f.set('step_id', '3');
      f.set('element_id', element);
      f.set('answered_at', LOCAL_TIME);
      return f;
    };
    const ok = await t.rest('POST', `/hub/save_file/${path.id}`, { token: l.token, body: form(tinyPng(), 'work.png') });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ message: 'File uploaded successfully.', file_url: null });
    // Private: the stored file is not served by its key (staff download it by a signed address).
    const { upload } = await t.prisma.learnerFile.findFirstOrThrow({ where: { learnerId: l.id }, select: { upload: { select: { key: true } } } });
    expect((await t.fetch(`/uploads/${upload.key}`)).status).toBe(404);
    expect(await t.prisma.learnerFile.findMany({ where: { learnerId: l.id }, select: { fileName: true, fileType: true } })).toEqual([
      { fileName: 'work.png', fileType: 'image/png' },
    ]);
    expect(await t.rest('POST', `/hub/save_file/${path.id}`, { token: l.token, body: form(GIF, 'cat.gif') })).toMatchObject({
      status: 415,
      body: { error: 'Only JPG, JPEG, PNG, PDF, DOCX and CSV files are allowed.' },
    });
    expect((await t.rest('POST', `/hub/save_file/${path.id}`, { token: l.token, body: form(tinyPng(), 'x.png', 'mc') })).status).toBe(422);
    expect(await t.prisma.learnerFile.count({ where: { learnerId: l.id } })).toBe(1);
  });

  it('uploads over GraphQL multipart too', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const query =
      'mutation ($input: UploadAnswerFileInput!) { uploadAnswerFile(input: $input) { __typename ... on AnswerQuestionPayload { fileUrl progress { answers { elementId } } } } }';
    const input = { materialId: path.id, clientId: randomUUID(), stepId: 3, elementId: 'fu', answeredAt: LOCAL_TIME, file: null };
    const res = await t.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${l.token}`, 'graphql-require-preflight': '1' },
      body: graphqlMultipart(query, { input }, 'input.file', blob(tinyPng()), 'work.png'),
    });
    const json = await res.json();
    expect(json.data.uploadAnswerFile).toMatchObject({ __typename: 'AnswerQuestionPayload', progress: { answers: [{ elementId: 'fu' }] } });
  });

  it('rates; with the cookie a write must come from our own origin', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    expect((await t.rest('POST', `/hub/satisfaction/${path.id}`, { token: l.token, body: { score: 'happy' } })).body).toEqual({ data: { score: 'happy' } });
    expect(await t.rest('POST', `/hub/satisfaction/${path.id}`, { token: l.token, body: { score: 'meh' } })).toMatchObject({ status: 422 });
    const cookie = (origin: string) =>
      t.rest('POST', `/hub/satisfaction/${path.id}`, { body: { score: 'sad' }, headers: { cookie: `aud_token=${l.token}`, origin } });
    expect((await cookie('https://evil.example')).status).toBe(401);
    expect((await cookie('http://app.test')).status).toBe(200);
    expect((await t.prisma.satisfactionScore.findFirstOrThrow({ where: { learnerId: l.id } })).score).toBe('SAD');
  });
});

/**
 * A file whose name claims another type than its bytes (issue 21 §3): a text file renamed `x.png`
 * is refused by every upload entry point, REST and GraphQL, with that uploader's message, and
 * nothing is stored. The checks themselves (file-check.ts) are tested first.
 */
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, graphqlMultipart, tinyPng } from '../modules/profile/upload-fixtures.js';
import { LOCAL_TIME, newLearner, publishedMaterial } from '../modules/progress/progress.test-helpers.js';
import { insertMaterial } from '../modules/materials/materials.test-helpers.js';
import { tinyDocx, tinyGif, tinyJpeg } from '../modules/uploads/uploads.test-helpers.js';
import { UnsupportedMediaTypeError } from '../lib/errors.js';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { ANSWER_FILE_MESSAGE, checkAnswerFile, checkDocument, checkUpload, DOCUMENT_MESSAGE } from './file-check.js';

const IMAGE_MESSAGE = 'Only JPG, PNG, GIF, and JPEG images are allowed.';
/** What a text editor saves: plain UTF-8, which has no magic number. */
const TEXT = Buffer.from('These are my notes, not a picture.\n');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const refused = async (check: Promise<unknown>, message: string) => {
  const err = await check.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UnsupportedMediaTypeError);
  expect((err as Error).message).toBe(message);
};

describe('the checks: the bytes decide, and the name may not claim another type', () => {
  it('images: text or a PDF named .png is refused; a JPEG named .png is still a picture, stored as a JPEG', async () => {
    await refused(checkUpload(TEXT, 'image', { name: 'x.png', type: 'image/png' }), IMAGE_MESSAGE);
    await refused(checkUpload(PDF, 'image', { name: 'x.png', type: 'image/png' }), IMAGE_MESSAGE);
    await refused(checkUpload(tinyPng(), 'image', { name: 'x.pdf' }), IMAGE_MESSAGE);
    expect(await checkUpload(tinyJpeg(), 'image', { name: 'x.png', type: 'image/png' })).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(await checkUpload(tinyGif(), 'image', { name: 'LOGO.GIF' })).toEqual({ mime: 'image/gif', ext: 'gif' });
    // No name and no declared type: the bytes alone decide.
    expect(await checkUpload(tinyPng(), 'image', {})).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it('documents: text is a CSV only when it is called one; a type must match its extension', async () => {
    await refused(checkDocument(TEXT, { name: 'x.png', type: 'image/png' }), DOCUMENT_MESSAGE);
    await refused(checkDocument(TEXT, { name: 'notes.txt', type: 'text/plain' }), DOCUMENT_MESSAGE);
    await refused(checkDocument(TEXT, { name: 'notes' }), DOCUMENT_MESSAGE);
    await refused(checkDocument(PDF, { name: 'report.docx' }), DOCUMENT_MESSAGE);
    await refused(checkDocument(tinyDocx(), { name: 'report.pdf' }), DOCUMENT_MESSAGE);
    await refused(checkDocument(tinyPng(), { name: 'photo.csv' }), DOCUMENT_MESSAGE);
    expect(await checkDocument(TEXT, { name: 'scores.CSV' })).toEqual({ mime: 'text/csv', ext: 'csv' });
    // Windows declares CSV files as application/vnd.ms-excel: the extension is what counts.
    expect(await checkDocument(TEXT, { name: 'scores.csv', type: 'application/vnd.ms-excel' })).toEqual({ mime: 'text/csv', ext: 'csv' });
    expect(await checkDocument(TEXT, { name: 'scores', type: 'text/csv' })).toEqual({ mime: 'text/csv', ext: 'csv' });
    expect(await checkDocument(PDF, { name: 'report.pdf' })).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it("a learner's answer file: text named .png is refused with the answer's message", async () => {
    await refused(checkAnswerFile(TEXT, { name: 'x.png', type: 'image/png' }), ANSWER_FILE_MESSAGE);
    expect(await checkAnswerFile(TEXT, { name: 'answer.csv', type: 'text/csv' })).toEqual({ mime: 'text/csv', ext: 'csv' });
  });
});

describe('every upload entry point refuses a text file named x.png', () => {
  let t: TestApp;
  let A: Awaited<ReturnType<typeof buildCompany>>;
  let domainId: string;
  beforeAll(async () => {
    t = await createTestApp();
    A = await buildCompany(t);
    domainId = (
      await t.prisma.domain.create({ data: { companyId: A.company.id, name: 'learn.renamed.test', domain: 'learn.renamed.test', verificationToken: 'r' } })
    ).id;
  });
  afterAll(() => t.close());

  /** The file part a browser sends for a text file renamed x.png: the name and the type it derives from it. */
  const renamed = () => blob(TEXT, 'image/png');
  const formWith = (field: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set(field, renamed(), 'x.png');
    return form;
  };
  const uploads = () => t.prisma.upload.count({ where: { companyId: A.company.id } });
  async function gqlFile(query: string, input: Record<string, unknown>, path: string, token: string) {
    const body = graphqlMultipart(query, { input }, path, renamed(), 'x.png');
    const res = await t.fetch('/graphql', { method: 'POST', body, headers: { authorization: `Bearer ${token}`, 'graphql-require-preflight': '1' } });
    return (await res.json()) as any;
  }
  const REFUSAL = '__typename ... on Error { message }';

  it('REST staff uploads: 415 with the message, nothing stored', async () => {
    const before = await uploads();
    const m = await insertMaterial(t, A.company.id);
    const cases: [string, string, FormData, string][] = [
      ['POST', '/upload_files', formWith('file'), DOCUMENT_MESSAGE],
      ['POST', `/uploads/learning_material/${m.slug}`, formWith('image', { image_type: 'cover' }), IMAGE_MESSAGE],
      ['POST', '/uploads', formWith('image', { image_type: 'company_logo' }), IMAGE_MESSAGE],
      ['POST', '/library', formWith('image'), IMAGE_MESSAGE],
      ['PUT', '/profile', formWith('avatar'), IMAGE_MESSAGE],
      ['PUT', `/domains/${domainId}/sign_in_page_design`, formWith('logo', { details: '{}', css: '""' }), IMAGE_MESSAGE],
    ];
    for (const [method, route, body, message] of cases)
      expect(await t.rest(method, route, { token: A.owner.token, body }), route).toMatchObject({ status: 415, body: { error: message } });
    expect(await uploads()).toBe(before);
  });

  it('GraphQL staff uploads: UnsupportedMediaTypeError with the message, nothing stored', async () => {
    const before = await uploads();
    const m = await insertMaterial(t, A.company.id);
    const cases: [string, string, Record<string, unknown>, string][] = [
      [
        'uploadMaterialImage',
        `mutation ($input: UploadMaterialImageInput!) { uploadMaterialImage(input: $input) { ${REFUSAL} } }`,
        { materialId: encodeGlobalID('Material', m.id), kind: 'COVER', file: null },
        'input.file',
      ],
      [
        'uploadCompanyImage',
        `mutation ($input: UploadCompanyImageInput!) { uploadCompanyImage(input: $input) { ${REFUSAL} } }`,
        { kind: 'LOGO', file: null },
        'input.file',
      ],
      ['uploadLibraryImage', `mutation ($input: UploadLibraryImageInput!) { uploadLibraryImage(input: $input) { ${REFUSAL} } }`, { file: null }, 'input.file'],
      ['uploadAvatar', `mutation ($input: UploadAvatarInput!) { uploadAvatar(input: $input) { ${REFUSAL} } }`, { file: null }, 'input.file'],
      [
        'saveSignInDesign',
        `mutation ($input: SaveSignInDesignInput!) { saveSignInDesign(input: $input) { ${REFUSAL} } }`,
        { domainId: encodeGlobalID('Domain', domainId), logo: null },
        'input.logo',
      ],
    ];
    for (const [field, query, input, path] of cases) {
      const json = await gqlFile(query, input, path, A.owner.token);
      expect(json.data?.[field], field).toEqual({ __typename: 'UnsupportedMediaTypeError', message: IMAGE_MESSAGE });
    }
    expect(await uploads()).toBe(before);
  });

  it("a learner's avatar and answer file, REST and GraphQL: refused, nothing stored or answered", async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const before = await uploads();
    expect(await t.rest('PUT', '/hub/update_current_user', { token: l.token, body: formWith('avatar') })).toMatchObject({
      status: 415,
      body: { error: IMAGE_MESSAGE },
    });
    const answerForm = formWith('file', { step_id: '3', element_id: 'fu', answered_at: LOCAL_TIME });
    expect(await t.rest('POST', `/hub/save_file/${path.id}`, { token: l.token, body: answerForm })).toMatchObject({
      status: 415,
      body: { error: ANSWER_FILE_MESSAGE },
    });
    const account = await gqlFile(
      `mutation ($input: UpdateLearnerAccountInput!) { updateLearnerAccount(input: $input) { ${REFUSAL} } }`,
      { avatar: null },
      'input.avatar',
      l.token,
    );
    expect(account.data.updateLearnerAccount).toEqual({ __typename: 'UnsupportedMediaTypeError', message: IMAGE_MESSAGE });
    const answer = await gqlFile(
      `mutation ($input: UploadAnswerFileInput!) { uploadAnswerFile(input: $input) { ${REFUSAL} } }`,
      { materialId: path.id, clientId: randomUUID(), stepId: 3, elementId: 'fu', answeredAt: LOCAL_TIME, file: null },
      'input.file',
      l.token,
    );
    expect(answer.data.uploadAnswerFile).toEqual({ __typename: 'UnsupportedMediaTypeError', message: ANSWER_FILE_MESSAGE });
    expect(await uploads()).toBe(before);
    expect(await t.prisma.learnerFile.count({ where: { learnerId: l.id } })).toBe(0);
    expect((await t.prisma.learner.findUniqueOrThrow({ where: { id: l.id } })).avatarKey).toBeNull();
  });
});

/** REST: POST /uploads/learning_material/{slug}, DELETE remove_attachment, POST /upload_files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertMaterial } from '../materials/materials.test-helpers.js';
import { executableBytes, tinyPng } from '../profile/upload-fixtures.js';
import { addMember } from '../team/team.test-helpers.js';
import { expectServed, form, sixteenMegabytes, tinyDocx, tinyGif, tinyJpeg } from './uploads.test-helpers.js';

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

const keysOf = (id: string) =>
  t.prisma.learningMaterial.findUniqueOrThrow({ where: { id }, select: { thumbnailKey: true, faviconKey: true, coverKey: true, logoKey: true } });
const post = (slug: string, fields: Parameters<typeof form>[0], token: string | null = A.owner.token, filename?: string) =>
  t.rest('POST', `/uploads/learning_material/${slug}`, { token, body: form(fields, filename) });
const uploadCount = (companyId: string) => t.prisma.upload.count({ where: { companyId } });

describe('POST /uploads/learning_material/{slug}', () => {
  it("maps each image_type to the material's image and answers { image_url }", async () => {
    const m = await insertMaterial(t, A.company.id);
    const cases = [
      ['walkthrough_thumbnail', tinyPng(), 'thumbnailKey'],
      ['walkthrough_logo', tinyGif(), 'logoKey'],
      ['favicon', tinyJpeg(), 'faviconKey'],
      ['cover', tinyPng(), 'coverKey'],
      ['company_logo', tinyJpeg(), 'logoKey'],
    ] as const;
    for (const [type, bytes, column] of cases) {
      const res = await post(m.slug, { image: bytes, image_type: type });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ image_url: `/uploads/${(await keysOf(m.id))[column]}` });
    }
    await expectServed(t, (await post(m.id, { image: tinyJpeg(), image_type: 'cover' })).body.image_url, 'image/jpeg');
  });

  it("415 for an executable renamed .png, 413 for 16 MB, with the spec's messages; nothing changed", async () => {
    const m = await insertMaterial(t, A.company.id);
    const uploads = await uploadCount(A.company.id);
    const exe = await post(m.slug, { image: executableBytes(), image_type: 'cover' }, A.owner.token, 'innocent.png');
    expect(exe).toMatchObject({ status: 415, body: { error: 'Only JPG, PNG, GIF, and JPEG images are allowed.' } });
    const big = await post(m.slug, { image: sixteenMegabytes(tinyPng()), image_type: 'cover' });
    expect(big).toMatchObject({ status: 413, body: { error: 'File size exceeds the maximum limit of 15 MB.' } });
    expect(await keysOf(m.id)).toEqual({ thumbnailKey: null, faviconKey: null, coverKey: null, logoKey: null });
    expect(await uploadCount(A.company.id)).toBe(uploads);
  });

  it('422 for a missing image, a text image, a missing or unknown image_type', async () => {
    const m = await insertMaterial(t, A.company.id);
    expect(await post(m.slug, { image_type: 'cover' })).toMatchObject({ status: 422, body: { errors: { image: ["can't be blank"] } } });
    expect(await post(m.slug, { image: 'text', image_type: 'cover' })).toMatchObject({ status: 422, body: { errors: { image: ['must be a file'] } } });
    expect(await post(m.slug, { image: tinyPng() })).toMatchObject({ status: 422, body: { errors: { image_type: ["can't be blank"] } } });
    expect(await post(m.slug, { image: tinyPng(), image_type: 'banner' })).toMatchObject({
      status: 422,
      body: {
        error: 'image_type must be one of "walkthrough_thumbnail", "walkthrough_logo", "company_logo", "favicon", "cover".',
        errors: { image_type: ['must be one of "walkthrough_thumbnail", "walkthrough_logo", "company_logo", "favicon", "cover"'] },
      },
    });
    expect(await post(m.slug, { image: tinyPng(), image_type: '__proto__' })).toMatchObject({ status: 422 });
    expect((await t.rest('POST', `/uploads/learning_material/${m.slug}`, { token: A.owner.token, body: { image_type: 'cover' } })).status).toBe(422);
    expect(await keysOf(m.id)).toEqual({ thumbnailKey: null, faviconKey: null, coverKey: null, logoKey: null });
  });

  it("404 for another company's slug or id, 403 for View Only, 401 without a token; nothing changed", async () => {
    const theirs = await insertMaterial(t, B.company.id);
    expect((await post(theirs.slug, { image: tinyPng(), image_type: 'cover' })).status).toBe(404);
    expect((await post(theirs.id, { image: tinyPng(), image_type: 'cover' })).status).toBe(404);
    expect((await post('no-such-material', { image: tinyPng(), image_type: 'cover' })).status).toBe(404);
    const mine = await insertMaterial(t, A.company.id);
    expect((await post(mine.slug, { image: tinyPng(), image_type: 'cover' }, viewOnly)).status).toBe(403);
    expect((await post(mine.slug, { image: tinyPng(), image_type: 'cover' }, null)).status).toBe(401);
    expect((await keysOf(theirs.id)).coverKey).toBeNull();
    expect((await keysOf(mine.id)).coverKey).toBeNull();
    expect(await uploadCount(B.company.id)).toBe(0);
  });
});

describe('DELETE /learning_materials/{slug}/remove_attachment', () => {
  const del = (slug: string, body: unknown, token: string | null = A.owner.token) =>
    t.rest('DELETE', `/learning_materials/${slug}/remove_attachment`, { token, body });

  it('clears the image, answers { message }, keeps a file a duplicate still uses', async () => {
    const m = await insertMaterial(t, A.company.id);
    const url = (await post(m.slug, { image: tinyPng(), image_type: 'walkthrough_thumbnail' })).body.image_url;
    const copy = await t.rest('POST', `/learning_materials/${m.slug}/duplicate`, { token: A.owner.token });
    expect(await del(m.slug, { image_type: 'walkthrough_thumbnail' })).toMatchObject({ status: 200, body: { message: 'Thumbnail removed.' } });
    expect((await keysOf(m.id)).thumbnailKey).toBeNull();
    await expectServed(t, url, 'image/png');
    expect(await del(copy.body.slug, { image_type: 'walkthrough_thumbnail' })).toMatchObject({ status: 200 });
    expect((await t.fetch(url)).status).toBe(404);
    expect((await del(m.slug, { image_type: 'favicon' })).body).toEqual({ message: 'Logo removed.' });
    expect((await del(m.slug, { image_type: 'cover' })).body).toEqual({ message: 'Cover removed.' });
  });

  it("400/422 for bad bodies; 404 another company's; 403 View Only; 401 no token; nothing changed", async () => {
    const theirs = await insertMaterial(t, B.company.id);
    await t.prisma.learningMaterial.update({ where: { id: theirs.id }, data: { coverKey: 'abcdefghijklmnopqrstuvwxyz.png' } });
    expect((await del(theirs.slug, { image_type: 'cover' })).status).toBe(404);
    const mine = await insertMaterial(t, A.company.id);
    await t.prisma.learningMaterial.update({ where: { id: mine.id }, data: { coverKey: 'zyxwvutsrqponmlkjihgfedcba.png' } });
    expect(
      (
        await t.rest('DELETE', `/learning_materials/${mine.slug}/remove_attachment`, {
          token: A.owner.token,
          body: '{oops',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect((await del(mine.slug, {})).body.errors).toEqual({ image_type: ["can't be blank"] });
    expect((await del(mine.slug, { image_type: 7 })).status).toBe(422);
    expect((await del(mine.slug, { image_type: 'banner' })).status).toBe(422);
    expect((await del(mine.slug, { image_type: 'cover' }, viewOnly)).status).toBe(403);
    expect((await del(mine.slug, { image_type: 'cover' }, null)).status).toBe(401);
    expect((await keysOf(theirs.id)).coverKey).toBe('abcdefghijklmnopqrstuvwxyz.png');
    expect((await keysOf(mine.id)).coverKey).toBe('zyxwvutsrqponmlkjihgfedcba.png');
  });
});

describe('POST /upload_files', () => {
  const send = (file: Uint8Array | string | undefined, token: string | null = A.owner.token, filename = 'report.pdf') =>
    t.rest('POST', '/upload_files', { token, body: form({ file }, filename) });
  const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const csv = () => Buffer.from('name,score\nÉlodie,3\n');

  it('accepts images, PDF, CSV and DOCX by content and serves them with their type', async () => {
    const docx = tinyDocx();
    const cases = [
      [tinyPng(), 'image/png', 'a.png'],
      [tinyGif(), 'image/gif', 'a.gif'],
      [tinyJpeg(), 'image/jpeg', 'a.jpg'],
      [pdf(), 'application/pdf', 'a.pdf'],
      [csv(), 'text/csv', 'a.csv'],
      [docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx'],
    ] as const;
    for (const [bytes, type, name] of cases) {
      const res = await send(bytes, A.owner.token, name);
      expect(res.status, type).toBe(200);
      expect(res.body.data).toMatch(/^\/uploads\/.+/);
      const served = await t.fetch(res.body.data);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toMatch(type.startsWith('image/') ? /^inline/ : /^attachment/);
    }
  });

  it('415 for an executable or binary, 413 for 16 MB, 422 without a file; nothing stored', async () => {
    const uploads = await uploadCount(A.company.id);
    const message = 'Only JPG, PNG, GIF, JPEG, PDF, DOCX and CSV files are allowed.';
    expect(await send(executableBytes(), A.owner.token, 'notes.csv')).toMatchObject({ status: 415, body: { error: message } });
    expect(await send(new Uint8Array([0x41, 0, 0x42]), A.owner.token, 'data.csv')).toMatchObject({ status: 415, body: { error: message } });
    expect(await send(Buffer.from([0xc3, 0x28, 0x41]), A.owner.token, 'bad-utf8.csv')).toMatchObject({ status: 415 });
    expect(await send(sixteenMegabytes(pdf()))).toMatchObject({ status: 413, body: { error: 'File size exceeds the maximum limit of 15 MB.' } });
    expect((await send(undefined)).status).toBe(422);
    expect((await send('text')).body.errors).toEqual({ file: ['must be a file'] });
    expect((await send(new Uint8Array(0))).status).toBe(422);
    expect(await uploadCount(A.company.id)).toBe(uploads);
  });

  it('403 for View Only and 401 without a token', async () => {
    expect((await send(pdf(), viewOnly)).status).toBe(403);
    expect((await send(pdf(), null)).status).toBe(401);
  });
});

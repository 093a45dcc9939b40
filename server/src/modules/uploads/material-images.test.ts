/** uploadMaterialImage / removeMaterialImage over GraphQL: types from bytes, limits, roles, tenants, shared files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DUPLICATE, insertMaterial, mgid } from '../materials/materials.test-helpers.js';
import { executableBytes, tinyPng } from '../profile/upload-fixtures.js';
import { addMember } from '../team/team.test-helpers.js';
import { expectServed, gqlUpload, sixteenMegabytes, tinyGif, tinyJpeg } from './uploads.test-helpers.js';

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

const RESULT = `__typename ... on MaterialPayload { message material { id thumbnailUrl faviconUrl coverUrl logoUrl } } ... on Error { message code }`;
const UPLOAD = `mutation ($input: UploadMaterialImageInput!) { uploadMaterialImage(input: $input) { ${RESULT} } }`;
const REMOVE = `mutation ($input: RemoveMaterialImageInput!) { removeMaterialImage(input: $input) { ${RESULT} } }`;
const keysOf = (id: string) =>
  t.prisma.learningMaterial.findUniqueOrThrow({
    where: { id },
    select: { thumbnailKey: true, faviconKey: true, coverKey: true, logoKey: true, updatedAt: true },
  });
const upload = (materialId: string, kind: string, bytes: Uint8Array, token: string | null = A.owner.token) =>
  gqlUpload(t, UPLOAD, { materialId: mgid(materialId), kind }, bytes, token);
const remove = async (materialId: string, kind: string, token: string | null = A.owner.token) =>
  (await t.gql(REMOVE, { input: { materialId: mgid(materialId), kind } }, token)).data?.removeMaterialImage;

describe('uploadMaterialImage', () => {
  it("stores real PNG, GIF and JPEG files per kind with the spec's messages, served safely", async () => {
    const m = await insertMaterial(t, A.company.id);
    const cases = [
      ['THUMBNAIL', tinyPng(), 'Thumbnail added successfully.', 'thumbnailUrl', 'image/png'],
      ['FAVICON', tinyGif(), 'Logo added successfully.', 'faviconUrl', 'image/gif'],
      ['COVER', tinyJpeg(), 'Cover added successfully.', 'coverUrl', 'image/jpeg'],
      ['LOGO', tinyPng(), 'Logo added successfully.', 'logoUrl', 'image/png'],
    ] as const;
    for (const [kind, bytes, message, field, type] of cases) {
      const res = await upload(m.id, kind, bytes);
      const payload = res.body.data.uploadMaterialImage;
      expect(payload).toMatchObject({ __typename: 'MaterialPayload', message, material: { id: mgid(m.id) } });
      const url: string = payload.material[field];
      expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.(png|gif|jpg)$/);
      expect(Buffer.from(await expectServed(t, url, type)).equals(Buffer.from(bytes))).toBe(true);
      const row = await t.prisma.upload.findUniqueOrThrow({ where: { key: url.slice('/uploads/'.length) } });
      expect(row).toMatchObject({ companyId: A.company.id, filename: 'photo.png', contentType: type, size: bytes.length });
    }
  });

  it('replaces an image and deletes the old file', async () => {
    const m = await insertMaterial(t, A.company.id);
    const first = (await upload(m.id, 'THUMBNAIL', tinyPng())).body.data.uploadMaterialImage.material.thumbnailUrl;
    const second = (await upload(m.id, 'THUMBNAIL', tinyGif())).body.data.uploadMaterialImage.material.thumbnailUrl;
    expect(second).not.toBe(first);
    expect((await t.fetch(first)).status).toBe(404);
    expect(await t.prisma.upload.count({ where: { key: first.slice(9) } })).toBe(0);
  });

  it('two parallel uploads of one kind leave exactly one file and Upload row behind', async () => {
    const { company, owner } = await buildCompany(t);
    const m = await insertMaterial(t, company.id);
    const results = await Promise.all([upload(m.id, 'COVER', tinyPng(), owner.token), upload(m.id, 'COVER', tinyGif(), owner.token)]);
    const names = results.map((r) => r.body.data.uploadMaterialImage.__typename).sort();
    expect(['ConflictError', 'MaterialPayload']).toEqual(expect.arrayContaining(names));
    const key = (await keysOf(m.id)).coverKey;
    expect((await t.prisma.upload.findMany({ where: { companyId: company.id }, select: { key: true } })).map((r) => r.key)).toEqual([key]);
  });

  it('refuses an executable renamed .png (415 type) and 16 MB (413), changing nothing', async () => {
    const m = await insertMaterial(t, A.company.id);
    const before = await keysOf(m.id);
    const uploads = await t.prisma.upload.count({ where: { companyId: A.company.id } });
    const exe = await upload(m.id, 'THUMBNAIL', executableBytes());
    expect(exe.body.data.uploadMaterialImage).toEqual({
      __typename: 'UnsupportedMediaTypeError',
      message: 'Only JPG, PNG, GIF, and JPEG images are allowed.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const big = await upload(m.id, 'THUMBNAIL', sixteenMegabytes(tinyPng()));
    expect(big.status).toBe(413);
    expect(JSON.stringify(big.body)).toContain('File size exceeds the maximum limit of 15 MB.');
    expect(await keysOf(m.id)).toEqual(before);
    expect(await t.prisma.upload.count({ where: { companyId: A.company.id } })).toBe(uploads);
  });

  it("answers NotFound for another company's material, Forbidden for View Only, and needs a token; nothing changes", async () => {
    const theirs = await insertMaterial(t, B.company.id);
    const before = await keysOf(theirs.id);
    expect((await upload(theirs.id, 'COVER', tinyPng())).body.data.uploadMaterialImage.__typename).toBe('NotFoundError');
    const mine = await insertMaterial(t, A.company.id);
    expect((await upload(mine.id, 'COVER', tinyPng(), viewOnly)).body.data.uploadMaterialImage.__typename).toBe('ForbiddenError');
    expect((await upload(mine.id, 'COVER', tinyPng(), null)).body.data.uploadMaterialImage.__typename).toBe('UnauthenticatedError');
    expect(await keysOf(theirs.id)).toEqual(before);
    expect((await keysOf(mine.id)).coverKey).toBeNull();
    expect(await t.prisma.upload.count({ where: { companyId: B.company.id } })).toBe(0);
  });

  it('refuses a missing file, an unknown kind and a bad id as errors, never a 500', async () => {
    const m = await insertMaterial(t, A.company.id);
    const noFile = await t.gql(UPLOAD, { input: { materialId: mgid(m.id), kind: 'COVER', file: null } }, A.owner.token);
    expect(noFile.errors?.length).toBe(1);
    const badKind = await gqlUpload(t, UPLOAD, { materialId: mgid(m.id), kind: 'BANNER' }, tinyPng(), A.owner.token);
    expect(badKind.body.errors?.length).toBe(1);
    const badId = await gqlUpload(t, UPLOAD, { materialId: 'nonsense', kind: 'COVER' }, tinyPng(), A.owner.token);
    expect(badId.body.data.uploadMaterialImage.__typename).toBe('NotFoundError');
    expect((await keysOf(m.id)).coverKey).toBeNull();
  });
});

describe('removeMaterialImage', () => {
  it("clears the image with the spec's messages and deletes the file", async () => {
    const m = await insertMaterial(t, A.company.id);
    const url = (await upload(m.id, 'FAVICON', tinyPng())).body.data.uploadMaterialImage.material.faviconUrl;
    expect(await remove(m.id, 'FAVICON')).toMatchObject({ message: 'Logo removed.', material: { faviconUrl: null } });
    expect((await t.fetch(url)).status).toBe(404);
    expect(await remove(m.id, 'FAVICON')).toMatchObject({ message: 'Logo removed.' });
    expect((await remove(m.id, 'THUMBNAIL')).message).toBe('Thumbnail removed.');
    expect((await remove(m.id, 'COVER')).message).toBe('Cover removed.');
  });

  it('keeps a file a duplicated material still uses, and deletes it once neither does', async () => {
    const m = await insertMaterial(t, A.company.id);
    const url = (await upload(m.id, 'THUMBNAIL', tinyPng())).body.data.uploadMaterialImage.material.thumbnailUrl;
    const copy = (await t.gql(DUPLICATE, { input: { materialId: mgid(m.id) } }, A.owner.token)).data.duplicateMaterial.material;
    expect(copy.thumbnailUrl).toBe(url);
    await remove(m.id, 'THUMBNAIL');
    await expectServed(t, url, 'image/png');
    // The copy still points at the file, so it and its Upload row stay.
    expect(await t.prisma.upload.count({ where: { key: url.slice(9) } })).toBe(1);
    await t.gql(REMOVE, { input: { materialId: copy.id, kind: 'THUMBNAIL' } }, A.owner.token);
    expect((await t.fetch(url)).status).toBe(404);
    expect(await t.prisma.upload.count({ where: { key: url.slice(9) } })).toBe(0);
  });

  it("answers NotFound for another company's material and Forbidden for View Only; nothing changes", async () => {
    const theirs = await insertMaterial(t, B.company.id);
    await t.prisma.learningMaterial.update({ where: { id: theirs.id }, data: { coverKey: 'abcdefghijklmnopqrstuvwxyz.png' } });
    expect((await remove(theirs.id, 'COVER')).__typename).toBe('NotFoundError');
    expect((await keysOf(theirs.id)).coverKey).toBe('abcdefghijklmnopqrstuvwxyz.png');
    const mine = await insertMaterial(t, A.company.id);
    await t.prisma.learningMaterial.update({ where: { id: mine.id }, data: { coverKey: 'zyxwvutsrqponmlkjihgfedcba.png' } });
    expect((await remove(mine.id, 'COVER', viewOnly)).__typename).toBe('ForbiddenError');
    expect((await remove(mine.id, 'COVER', null)).__typename).toBe('UnauthenticatedError');
    expect((await keysOf(mine.id)).coverKey).toBe('zyxwvutsrqponmlkjihgfedcba.png');
  });
});

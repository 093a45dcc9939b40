/** The image library over GraphQL and REST: upload, list (scoped, newest first), delete, bad inputs. */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { executableBytes, tinyPng } from '../profile/upload-fixtures.js';
import { addMember } from '../team/team.test-helpers.js';
import { expectServed, form, gqlUpload, sixteenMegabytes, tinyGif, tinyJpeg } from '../uploads/uploads.test-helpers.js';

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

const UPLOAD = `mutation ($input: UploadLibraryImageInput!) { uploadLibraryImage(input: $input) { __typename
  ... on LibraryImagePayload { message libraryImage { id url filename createdAt } } ... on Error { message code } } }`;
const DELETE = `mutation ($input: DeleteLibraryImageInput!) { deleteLibraryImage(input: $input) { __typename
  ... on DeleteLibraryImagePayload { message deletedLibraryImageId } ... on Error { message code } } }`;
const LIST = `query ($first: Int = 20, $after: String) { viewer { company { libraryImages(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id url filename } } } } } }`;
const gid = (id: string) => encodeGlobalID('LibraryImage', id);
const mgidless = (globalId: string) => decodeGlobalID(globalId).id;
const rows = (companyId: string) => t.prisma.libraryImage.count({ where: { companyId } });
const restPost = (image: Uint8Array | string | undefined, token: string | null = A.owner.token, filename = 'diagram.png') =>
  t.rest('POST', '/library', { token, body: form({ image }, filename) });

describe('library over GraphQL', () => {
  it('adds PNG, GIF and JPEG images and pages through them newest first, scoped to the company', async () => {
    const names = ['one.png', 'two.gif', 'three.jpg'];
    const files = [tinyPng(), tinyGif(), tinyJpeg()];
    for (let i = 0; i < 3; i++) {
      const res = await gqlUpload(t, UPLOAD, {}, files[i]!, A.owner.token, names[i]);
      expect(res.body.data.uploadLibraryImage).toMatchObject({
        __typename: 'LibraryImagePayload',
        message: 'Image added successfully.',
        libraryImage: { filename: names[i] },
      });
    }
    await gqlUpload(t, UPLOAD, {}, tinyPng(), B.owner.token, 'b-only.png');
    const page = (await t.gql(LIST, { first: 2 }, A.owner.token)).data.viewer.company.libraryImages;
    expect(page.totalCount).toBe(3);
    expect(page.edges.map((e: any) => e.node.filename)).toEqual(['three.jpg', 'two.gif']);
    const rest = (await t.gql(LIST, { first: 2, after: page.pageInfo.endCursor }, A.owner.token)).data.viewer.company.libraryImages;
    expect(rest.edges.map((e: any) => e.node.filename)).toEqual(['one.png']);
    await expectServed(t, page.edges[0].node.url, 'image/jpeg');
    const node = await t.gql(`query ($id: ID!) { node(id: $id) { ... on LibraryImage { filename } } }`, { id: page.edges[0].node.id }, B.owner.token);
    expect(node.data.node).toBeNull();
    expect((await t.gql(LIST, {}, viewOnly)).data.viewer.company.libraryImages.totalCount).toBe(3);
  });

  it('refuses an executable renamed .png, 16 MB, View Only and no token; nothing added', async () => {
    const before = await rows(A.company.id);
    const exe = await gqlUpload(t, UPLOAD, {}, executableBytes(), A.owner.token);
    expect(exe.body.data.uploadLibraryImage).toEqual({
      __typename: 'UnsupportedMediaTypeError',
      message: 'Only JPG, PNG, GIF, and JPEG images are allowed.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect((await gqlUpload(t, UPLOAD, {}, sixteenMegabytes(tinyPng()), A.owner.token)).status).toBe(413);
    expect((await gqlUpload(t, UPLOAD, {}, tinyPng(), viewOnly)).body.data.uploadLibraryImage.__typename).toBe('ForbiddenError');
    expect((await gqlUpload(t, UPLOAD, {}, tinyPng(), null)).body.data.uploadLibraryImage.__typename).toBe('UnauthenticatedError');
    expect((await t.gql(UPLOAD, { input: { file: null } }, A.owner.token)).errors?.length).toBe(1);
    expect(await rows(A.company.id)).toBe(before);
  });

  it("deletes one of ours; another company's id, a bad id, View Only and no token change nothing", async () => {
    const mine = (await gqlUpload(t, UPLOAD, {}, tinyPng(), A.owner.token)).body.data.uploadLibraryImage.libraryImage;
    const theirs = (await gqlUpload(t, UPLOAD, {}, tinyPng(), B.owner.token)).body.data.uploadLibraryImage.libraryImage;
    const del = async (id: string, token: string | null = A.owner.token) =>
      (await t.gql(DELETE, { input: { libraryImageId: id } }, token)).data.deleteLibraryImage;
    expect((await del(theirs.id)).__typename).toBe('NotFoundError');
    expect((await del('garbage')).__typename).toBe('NotFoundError');
    expect((await del(gid('not-a-uuid'))).__typename).toBe('NotFoundError');
    expect((await del(mine.id, viewOnly)).__typename).toBe('ForbiddenError');
    expect((await del(mine.id, null)).__typename).toBe('UnauthenticatedError');
    expect(await t.prisma.libraryImage.count({ where: { id: { in: [mgidless(mine.id), mgidless(theirs.id)] } } })).toBe(2);
    expect(await del(mine.id)).toEqual({ __typename: 'DeleteLibraryImagePayload', message: 'Image deleted successfully.', deletedLibraryImageId: mine.id });
    expect(await t.prisma.libraryImage.count({ where: { id: mgidless(mine.id) } })).toBe(0);
    // Steps may show the image by address, so the file stays.
    await expectServed(t, mine.url, 'image/png');
  });
});

describe('REST /library', () => {
  it("POST stores an image and answers { id, url, filename }; GET lists only the caller's company", async () => {
    const { company, owner } = await buildCompany(t);
    const res = await restPost(tinyGif(), owner.token, 'team.gif');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), url: expect.stringMatching(/^\/uploads\/.+\.gif$/), filename: 'team.gif' });
    await expectServed(t, res.body.url, 'image/gif');
    await restPost(tinyPng(), B.owner.token, 'other.png');
    const list = await t.rest('GET', '/library', { token: owner.token });
    expect(list).toMatchObject({ status: 200, body: [res.body] });
    expect(await rows(company.id)).toBe(1);
  });

  it("415, 413 and 422 with the spec's messages; 403 View Only on POST; 401 without a token", async () => {
    const before = await rows(A.company.id);
    expect(await restPost(executableBytes(), A.owner.token, 'innocent.png')).toMatchObject({
      status: 415,
      body: { error: 'Only JPG, PNG, GIF, and JPEG images are allowed.' },
    });
    expect(await restPost(sixteenMegabytes(tinyPng()))).toMatchObject({ status: 413, body: { error: 'File size exceeds the maximum limit of 15 MB.' } });
    expect(await restPost(undefined)).toMatchObject({ status: 422, body: { errors: { image: ["can't be blank"] } } });
    expect((await restPost('text')).body.errors).toEqual({ image: ['must be a file'] });
    expect((await t.rest('POST', '/library', { token: A.owner.token, body: { image: 'x' } })).status).toBe(422);
    expect((await restPost(tinyPng(), viewOnly)).status).toBe(403);
    expect((await restPost(tinyPng(), null)).status).toBe(401);
    expect((await t.rest('GET', '/library', { token: viewOnly })).status).toBe(200);
    expect((await t.rest('GET', '/library', {})).status).toBe(401);
    expect(await rows(A.company.id)).toBe(before);
  });
});

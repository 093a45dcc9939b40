/**
 * One upload and download suite, run against both stores: the local disk and an S3-compatible
 * server (s3rver, started here). Through the real app: REST uploads, `/uploads/<key>`, a
 * learner's private file by its signed address, and the store going away mid-run.
 */
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, tinyPng } from '../modules/profile/upload-fixtures.js';
import { LOCAL_TIME, newLearner, publishedMaterial } from '../modules/progress/progress.test-helpers.js';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in.js';
import { gqlUpload } from '../modules/uploads/uploads.test-helpers.js';
import { MAX_UPLOAD_BYTES } from './file-check.js';

const LIBRARY_UPLOAD = `mutation ($input: UploadLibraryImageInput!) {
  uploadLibraryImage(input: $input) { __typename ... on LibraryImagePayload { message } }
}`;

/** A PDF of exactly `size` bytes: the magic number, then filler (file-type knows it by its start). */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(Buffer.from('%PDF-1.4\n'));
  for (let i = 64; i < size; i += 4096) bytes[i] = i % 251; // not all one byte: a copy that drops or repeats a chunk is caught
  return bytes;
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(['disk', 's3'] as const)('uploads stored on %s', (kind) => {
  let t: TestApp;
  let s3: S3StandIn | null = null;
  let A: Awaited<ReturnType<typeof buildCompany>>;
  const send = (bytes: Uint8Array, filename = 'report.pdf') => {
    const form = new FormData();
    form.set('file', new File([blob(bytes, 'application/pdf')], filename));
    return t.rest('POST', '/upload_files', { token: A.owner.token, body: form });
  };
  /** Takes the store away: s3rver stops; the disk's folder becomes a file, so nothing can be written under it. */
  const outage = async () => {
    if (s3) return s3.stop();
    await rm(t.deps.config.uploadsDir, { recursive: true, force: true });
    await writeFile(t.deps.config.uploadsDir, 'not a folder');
  };
  const recover = async () => {
    if (s3) return s3.start();
    await rm(t.deps.config.uploadsDir, { force: true });
  };

  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3StandIn();
    t = await createTestApp({ env: s3?.env ?? {} });
    A = await buildCompany(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it(`is the ${kind} store`, () => {
    expect(t.deps.storage.kind).toBe(kind);
  });

  it('takes a 15 MB file and gives back the same bytes; refuses 16 MB and one byte over 15 MB, storing nothing', async () => {
    const big = pdfOf(MAX_UPLOAD_BYTES);
    const res = await send(big);
    expect(res.status).toBe(200);
    const key = (res.body.data as string).replace('/uploads/', '');
    expect(await t.prisma.upload.findFirst({ where: { key }, select: { size: true, contentType: true } })).toEqual({
      size: 15_728_640,
      contentType: 'application/pdf',
    });
    const served = await t.fetch(res.body.data);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe('15728640');
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(big));

    const rows = await t.prisma.upload.count();
    const stored = await countStored(t);
    for (const size of [16 * 1024 * 1024, MAX_UPLOAD_BYTES + 1]) {
      expect(await send(pdfOf(size))).toMatchObject({ status: 413, body: { error: 'File size exceeds the maximum limit of 15 MB.' } });
    }
    expect(await t.prisma.upload.count()).toBe(rows);
    expect(await countStored(t)).toBe(stored);
  });

  it('serves a public file for a year as immutable, its key as the ETag, and 304 to a revalidation', async () => {
    const res = await send(pdfOf(2000));
    const served = await t.fetch(res.body.data);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag');
    expect(etag).toBe(`"${(res.body.data as string).replace('/uploads/', '')}"`);
    const again = await t.fetch(res.body.data, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await t.fetch('/uploads/abcdefghijklmnopqrstuvwx.pdf')).status).toBe(404);
  });

  it("keeps a learner's file private: not by its key, only by the signed address staff get", async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const form = new FormData();
    form.set('file', new File([blob(tinyPng())], 'work.png'));
    form.set('step_id', '3');
    form.set('element_id', 'fu');
    form.set('answered_at', LOCAL_TIME);
    expect((await t.rest('POST', `/hub/save_file/${path.id}`, { token: l.token, body: form })).status).toBe(200);
    const { upload } = await t.prisma.learnerFile.findFirstOrThrow({ where: { learnerId: l.id }, select: { upload: { select: { key: true } } } });
    expect((await t.fetch(`/uploads/${upload.key}`)).status).toBe(404);
    const files = await t.rest('GET', `/audiences/${l.id}/get_files`, { token: A.owner.token });
    const link = files.body.records[0].file_url as string;
    const download = await t.fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(tinyPng())).toBe(true);
    expect((await t.fetch(link.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);
  });

  it('with the store out of reach: 503 with Retry-After, nothing recorded; back again, it works', async () => {
    const before = await send(pdfOf(1000));
    const rows = await t.prisma.upload.count();
    await outage();
    try {
      const refused = await send(pdfOf(1000));
      expect(refused).toMatchObject({ status: 503, body: { error: 'File storage is briefly unavailable; try again shortly.' } });
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await t.prisma.upload.count()).toBe(rows);
      // A read is refused the same way (not "not found": the file is there, the store is not).
      if (kind === 's3') expect((await t.fetch(before.body.data)).status).toBe(503);
      // GraphQL's multipart upload says the same, with its UNAVAILABLE code.
      const gql = await gqlUpload(t, LIBRARY_UPLOAD, {}, tinyPng(), A.owner.token);
      expect(gql.status).toBe(503);
      expect(gql.body.errors[0]).toMatchObject({ message: 'File storage is briefly unavailable; try again shortly.', extensions: { code: 'UNAVAILABLE' } });
      expect(await t.prisma.libraryImage.count()).toBe(0);
    } finally {
      await recover();
    }
    const after = await send(pdfOf(1000));
    expect(after.status).toBe(200);
    expect((await t.fetch(after.body.data)).status).toBe(200);
    expect(await t.prisma.upload.count()).toBe(rows + 1);
  });
});

async function countStored(t: TestApp): Promise<number> {
  let n = 0;
  for await (const _ of t.deps.storage.list()) n++;
  return n;
}

/**
 * A checked package stored whole or not at all, on the disk and in a bucket (the S3 stand-in):
 * its files under random keys with the same bytes, one row naming them; a damaged entry midway
 * or the store out of reach leaves no row and, where the store can still be reached, no file.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.js';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type S3StandIn, startS3StandIn } from '../../test/s3-stand-in.js';
import { writeZip } from '../../test/zip-writer.js';
import { StorageUnavailableError } from '../../uploads/storage.js';
import { scorm2004Manifest } from './packages.test-helpers.js';
import { storePackage } from './store-package.js';

const MANIFEST = scorm2004Manifest('Safety', [
  { id: 'L1', title: 'Lesson 1', href: 'one.html' },
  { id: 'L2', title: 'Lesson 2', href: 'two.html' },
]);
const PAGES = {
  'one.html': '<!doctype html><title>One</title><script src="api.js"></script>',
  'two.html': '<!doctype html><title>Two</title>',
  'api.js': 'window.parent.API_1484_11;',
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

describe.each(['disk', 's3'] as const)('a package stored on %s', (kind) => {
  let t: TestApp;
  let s3: S3StandIn | null = null;
  let dir: string;
  let companyId: string;
  let n = 0;
  const zipFile = async (bytes: Buffer) => {
    const file = path.join(dir, `${++n}.zip`);
    await writeFile(file, bytes);
    return file;
  };
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const f of t.deps.storage.list()) keys.push(f.key);
    return keys.sort();
  };

  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3StandIn();
    t = await createTestApp({ env: s3?.env ?? {} });
    companyId = (await buildCompany(t)).company.id;
    dir = await mkdtemp(path.join(tmpdir(), 'lh-store-package-'));
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores every file with its bytes and type, and one row with the manifest', async () => {
    const zip = writeZip([{ name: 'imsmanifest.xml', data: MANIFEST }, ...Object.entries(PAGES).map(([name, data]) => ({ name, data }))]);
    const stored = await storePackage(t.deps, companyId, await zipFile(zip));

    expect(stored).toMatchObject({
      standard: 'scorm2004',
      title: 'Safety',
      scos: [
        { identifier: 'L1', launch: 'one.html' },
        { identifier: 'L2', launch: 'two.html' },
      ],
    });
    expect(Object.keys(stored.files).sort()).toEqual(['api.js', 'img/logo.svg', 'imsmanifest.xml', 'one.html', 'two.html']);
    for (const [name, text] of Object.entries(PAGES)) {
      const file = stored.files[name]!;
      expect(file.key).toMatch(/^[\w-]{24}\.bin$/);
      expect(Buffer.from((await t.deps.storage.get(file.key))!).toString()).toBe(text);
      expect(file.size).toBe(Buffer.byteLength(text));
    }
    expect(stored.files['one.html']!.type).toBe('text/html; charset=utf-8');
    expect(stored.files['api.js']!.type).toBe('text/javascript; charset=utf-8');
    expect(stored.files['img/logo.svg']!.type).toBe('image/svg+xml');
    // 5 files: the manifest and the four pages.
    expect(stored.totalBytes).toBe(Buffer.byteLength(MANIFEST) + Object.values(PAGES).reduce((sum, p) => sum + Buffer.byteLength(p), 0));

    const row = await t.prisma.scormPackage.findUniqueOrThrow({ where: { id: stored.id } });
    expect(row).toMatchObject({ companyId, standard: 'scorm2004', title: 'Safety', totalBytes: stored.totalBytes });
    expect(row.files).toEqual(stored.files);
  });

  it('a damaged entry midway: a 422 naming it, no row, and the files already written removed', async () => {
    const before = await storedKeys();
    const rows = await t.prisma.scormPackage.count();
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `page-${i}.html`, data: `<p>${i}</p>` }));
    // The last entry unpacks to more than it declares: found only while unpacking, after others were stored.
    const zip = writeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'one.html', data: 'x' },
      { name: 'two.html', data: 'y' },
      ...many,
      { name: 'liar.js', data: 'z'.repeat(5000), declaredSize: 10 },
    ]);
    const error = await storePackage(t.deps, companyId, await zipFile(zip)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe('The zip is damaged: "liar.js" cannot be unpacked.');
    expect(await t.prisma.scormPackage.count()).toBe(rows);
    expect(await storedKeys()).toEqual(before);
  });

  it('the store out of reach: a 503 (StorageUnavailableError) and no row', async () => {
    const rows = await t.prisma.scormPackage.count();
    const zip = await zipFile(
      writeZip([
        { name: 'imsmanifest.xml', data: MANIFEST },
        { name: 'one.html', data: 'x' },
        { name: 'two.html', data: 'y' },
      ]),
    );
    if (s3) await s3.stop();
    else {
      await rm(t.deps.config.uploadsDir, { recursive: true, force: true });
      await writeFile(t.deps.config.uploadsDir, 'not a folder');
    }
    try {
      await expect(storePackage(t.deps, companyId, zip)).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      if (s3) await s3.start();
      else await rm(t.deps.config.uploadsDir, { force: true });
    }
    expect(await t.prisma.scormPackage.count()).toBe(rows);
  });
});

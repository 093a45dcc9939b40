/**
 * The disk-to-bucket copy (copy-store.ts and its command) against a real S3-compatible server:
 * everything arrives byte for byte, a rerun copies nothing, and a run cut off by an outage
 * finishes when run again.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in.js';
import { copyStore } from './copy-store.js';
import { createDiskStorage } from './disk-storage.js';
import { createS3Storage } from './s3-storage.js';
import { type FileStorage, StorageUnavailableError } from './storage.js';

let s3: S3StandIn;
let dataDir: string;
let disk: FileStorage;
let bucket: FileStorage;
const written = new Map<string, Buffer>();

beforeAll(async () => {
  s3 = await startS3StandIn({ bucket: 'copy-test' });
  dataDir = await mkdtemp(path.join(tmpdir(), 'lh-copy-'));
  disk = createDiskStorage(path.join(dataDir, 'uploads'));
  bucket = createS3Storage({
    bucket: s3.bucket,
    endpoint: s3.env.S3_ENDPOINT!,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  for (const [size, ext] of [
    [10, 'png'],
    [70_000, 'pdf'],
    [1, 'csv'],
    [300_000, 'jpg'],
  ] as const) {
    const bytes = randomBytes(size);
    written.set(await disk.put(bytes, ext), bytes);
  }
});
afterAll(async () => {
  await bucket.close();
  await s3.close();
});

async function expectAllInBucket() {
  for (const [key, bytes] of written) expect(Buffer.from((await bucket.get(key))!).equals(bytes), key).toBe(true);
}

describe('copying the disk store into a bucket', () => {
  it('stops at an outage without a half file, and a second run finishes; a third copies nothing', async () => {
    const first = copyStore(disk, bucket, (_key, done) => {
      // The bucket goes away after the first file.
      if (done === 'copied') void s3.stop();
    });
    await expect(first).rejects.toBeInstanceOf(StorageUnavailableError);
    await s3.start();
    let inBucket = 0;
    for await (const listed of bucket.list()) {
      inBucket++;
      expect(listed.size).toBe(written.get(listed.key)!.length);
    }
    expect(inBucket).toBeGreaterThanOrEqual(1);
    expect(inBucket).toBeLessThan(4);

    const second = await copyStore(disk, bucket);
    expect(second).toMatchObject({ copied: 4 - inBucket, skipped: inBucket });
    await expectAllInBucket();
    expect(await copyStore(disk, bucket)).toEqual({ copied: 0, skipped: 4, bytes: 0 });
  });

  it('runs as `npm run storage:copy-to-bucket` with the S3_ variables', async () => {
    const extra = randomBytes(5000);
    written.set(await disk.put(extra, 'gif'), extra);
    const { stdout } = await promisify(execFile)('npx', ['tsx', '--conditions=source', 'src/uploads/copy-to-bucket-cli.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, ...s3.env, S3_BUCKET: s3.bucket, DATABASE_URL: '', REDIS_URL: '' },
    });
    expect(stdout).toContain('Done: 1 copied (0.0 MB), 4 already there.');
    await expectAllInBucket();
  });
});

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, s3rver in the tests) with the AWS
 * SDK v3. Each file is one PutObject, streamed from its Blob with its length given up front
 * (uploads are at most 15 MB, under S3's 5 GB single-put limit, so no multipart upload and no
 * part buffers in memory); S3 makes a put visible all at once or not at all.
 *
 * Recent SDKs add CRC checksums to every request and check them on every answer, which many
 * S3-compatible services refuse or don't send: both are asked for only "when required".
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { bodyStream, contentTypeOfKey, type FileBody, type FileStorage, isStorageKey, newStorageKey, StorageUnavailableError } from './storage.js';

/** Not found is an answer; anything else (refused, timed out, denied, no bucket) means the store is not usable now. */
const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that is down answers within seconds with a 503, not after the SDK's long defaults.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 60_000 },
  });
}

export function createS3Storage(config: S3Config): FileStorage {
  const client = createS3Client(config);
  const Bucket = config.bucket;

  async function write(key: string, body: FileBody): Promise<void> {
    if (!isStorageKey(key)) throw new Error('bad storage key');
    const { stream, size } = bodyStream(body);
    try {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: stream,
          ContentLength: size,
          ContentType: contentTypeOfKey(key),
          // The key never changes its bytes: a CDN in front of the bucket may keep it for good.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    } catch (err) {
      throw new StorageUnavailableError(err);
    }
  }

  async function head(key: string) {
    if (!isStorageKey(key)) return null;
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: found.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw new StorageUnavailableError(err);
    }
  }

  async function open(key: string) {
    if (!isStorageKey(key)) return null;
    try {
      const found = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!found.Body) return null;
      return { body: found.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: found.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw new StorageUnavailableError(err);
    }
  }

  return {
    kind: 's3',
    async put(body, ext) {
      const key = newStorageKey(ext);
      await write(key, body);
      return key;
    },
    putAt: write,
    open,
    async get(key) {
      const found = await open(key);
      return found && new Uint8Array(await new Response(found.body).arrayBuffer());
    },
    has: head,
    async remove(key) {
      if (!isStorageKey(key)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (!isNotFound(err)) throw new StorageUnavailableError(err);
      }
    },
    async *list() {
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
          for (const item of page.Contents ?? []) {
            if (item.Key && isStorageKey(item.Key)) yield { key: item.Key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
          }
        }
      } catch (err) {
        throw new StorageUnavailableError(err);
      }
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw new StorageUnavailableError(err);
      }
    },
    async close() {
      client.destroy();
    },
  };
}

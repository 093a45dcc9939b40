/**
 * Where uploaded files live: the local disk under DATA_DIR/uploads (the default, one machine) or
 * an S3-compatible bucket (S3_BUCKET: several machines). Both adapters keep the same promises:
 *
 * - Keys are random (never the uploader's name) and written once: a key's bytes never change,
 *   so `/uploads/<key>` may be cached for a year as immutable (serve.ts).
 * - A write is all or nothing: a half-sent file is never visible under its key.
 * - Bodies stream in and out (a Blob, usually backed by the request's spilled temp file, see
 *   multipart.ts): no whole file is held in memory.
 * - The store out of reach is a StorageUnavailableError, which every adapter answers as a 503
 *   with Retry-After (db/outage.ts), never a 500; a missing key is `null`, not an error.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { isUploadKey } from '@learnhub/content';
import type { Config } from '../config.js';
import { ServiceUnavailableError } from '../lib/errors.js';
import { createDiskStorage } from './disk-storage.js';
import { createS3Storage } from './s3-storage.js';

export type StoredFile = { body: ReadableStream<Uint8Array>; size: number };
/** What a store takes: an upload (a Blob), bytes made here (the demo's screenshots), or another store's file (the copy command). */
export type FileBody = Blob | Uint8Array | StoredFile;
export type ListedFile = { key: string; size: number; modifiedAt: Date };

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores a new file under a fresh key ending in `ext` (derived from the sniffed type, not the file name); returns the key. */
  put(body: FileBody, ext: string): Promise<string>;
  /** Writes `key` exactly (the copy command); writing the same bytes twice is harmless. */
  putAt(key: string, body: FileBody): Promise<void>;
  /** A stored file's bytes as a stream, or null when there is no such key. */
  open(key: string): Promise<StoredFile | null>;
  /** A small file's bytes at once (tests, the copy command's checks). */
  get(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<{ size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every stored key, in no particular order (the copy command). */
  list(): AsyncIterable<ListedFile>;
  /** Throws StorageUnavailableError when the store can't be reached (/readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is briefly unavailable; try again shortly.';

/** The store could not be reached or refused to work: nothing was written under the key. */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(cause: unknown) {
    super(STORAGE_UNAVAILABLE_MESSAGE, 5, { cause });
  }
}

/** Keys are random base64url characters and an extension; documents check their `/uploads/` addresses with the same rule. */
export const isStorageKey = isUploadKey;

/** 18 random bytes (144 bits): unguessable, so a public file's address is its capability. */
export function newStorageKey(ext: string): string {
  if (!/^[a-z0-9]{1,5}$/.test(ext)) throw new Error(`bad file extension: ${ext}`);
  return `${randomBytes(18).toString('base64url')}.${ext}`;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
};

/** The type a key is served as: from its extension, which came from the file's sniffed bytes. */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** A body as a Node stream and its length (S3 wants the length before the first byte). */
export function bodyStream(body: FileBody): { stream: Readable; size: number } {
  if (body instanceof Uint8Array) return { stream: Readable.from([body]), size: body.byteLength };
  const web = body instanceof Blob ? body.stream() : body.body;
  return { stream: Readable.fromWeb(web as import('node:stream/web').ReadableStream), size: body.size };
}

export function createFileStorage(config: Pick<Config, 'uploadsDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.uploadsDir);
}

/** Public address of a stored file. */
export function uploadUrl(key: string | null | undefined): string | null {
  return key ? `/uploads/${key}` : null;
}

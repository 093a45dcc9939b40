/**
 * Local-disk file storage under DATA_DIR/uploads. Files are stored under random keys (never
 * the uploader's name) and served by `/uploads/<key>` with safe headers (see serve.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUploadKey } from '@learnhub/content';

export interface FileStorage {
  /** Stores bytes; returns the key. `ext` is derived from the sniffed type, not the file name. */
  put(bytes: Uint8Array, ext: string): Promise<string>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

/** Keys are random base64url characters and an extension; documents check their `/uploads/` addresses with the same rule. */
export const isStorageKey = isUploadKey;

export function createFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('bad storage key');
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    async put(bytes, ext) {
      const key = `${randomBytes(18).toString('base64url')}.${ext}`;
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes);
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      return readFile(fileOf(key)).catch(() => null);
    },
    async remove(key) {
      if (isStorageKey(key)) await rm(fileOf(key), { force: true });
    },
  };
}

/** Public address of a stored file. */
export function uploadUrl(key: string | null | undefined): string | null {
  return key ? `/uploads/${key}` : null;
}

/**
 * Files on this machine's disk, under `<dir>/<first two characters of the key>/<key>`. A write
 * streams to a temporary name in the same folder and is renamed into place, so a key is never
 * seen half-written, even when the process dies mid-way.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, opendir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { bodyStream, type FileBody, type FileStorage, isStorageKey, type ListedFile, newStorageKey, StorageUnavailableError } from './storage.js';

const TEMP_PREFIX = '.part-';

export function createDiskStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('bad storage key');
    return path.join(dir, key.slice(0, 2), key);
  };
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

  async function write(key: string, body: FileBody): Promise<void> {
    const target = fileOf(key);
    const temp = path.join(path.dirname(target), `${TEMP_PREFIX}${randomBytes(6).toString('hex')}`);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(bodyStream(body).stream, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true }).catch(() => {});
      // A full or read-only disk is the store being unavailable, not the request being wrong.
      throw new StorageUnavailableError(err);
    }
  }

  async function has(key: string) {
    if (!isStorageKey(key)) return null;
    try {
      const s = await stat(fileOf(key));
      return { size: s.size, modifiedAt: s.mtime };
    } catch (err) {
      if (missing(err)) return null;
      throw new StorageUnavailableError(err);
    }
  }

  return {
    kind: 'disk',
    async put(body, ext) {
      const key = newStorageKey(ext);
      await write(key, body);
      return key;
    },
    putAt: write,
    async open(key) {
      const found = await has(key);
      if (!found) return null;
      const stream = Readable.toWeb(createReadStream(fileOf(key))) as ReadableStream<Uint8Array>;
      return { body: stream, size: found.size };
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (err) {
        if (missing(err)) return null;
        throw new StorageUnavailableError(err);
      }
    },
    async has(key) {
      const found = await has(key);
      return found && { size: found.size };
    },
    async remove(key) {
      if (isStorageKey(key)) await rm(fileOf(key), { force: true });
    },
    async *list(): AsyncIterable<ListedFile> {
      let shards: string[];
      try {
        shards = [];
        for await (const entry of await opendir(dir)) if (entry.isDirectory()) shards.push(entry.name);
      } catch (err) {
        if (missing(err)) return;
        throw err;
      }
      for (const shard of shards.sort()) {
        for await (const entry of await opendir(path.join(dir, shard))) {
          if (!entry.isFile() || !isStorageKey(entry.name)) continue;
          const s = await stat(path.join(dir, shard, entry.name));
          yield { key: entry.name, size: s.size, modifiedAt: s.mtime };
        }
      }
    },
    async ping() {
      try {
        await mkdir(dir, { recursive: true });
        await access(dir, constants.W_OK);
      } catch (err) {
        throw new StorageUnavailableError(err);
      }
    },
    async close() {},
  };
}

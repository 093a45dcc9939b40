/**
 * Stores a checked package (inspect-package.ts): every file unpacked to a temp file, then under a
 * random key of the file store (uploads/storage.ts: disk or bucket), then one ScormPackage row
 * naming them. The row is
 * written last, so a package is there whole or not at all: a damaged entry, a file store out of
 * reach or a refusal midway removes the files already written and leaves no row (a 503 or 422 to
 * the caller, never half a package).
 *
 * A path inside the package is only ever looked up in the row's `files`; it never becomes a
 * storage key or a file name on disk, so no package path can reach outside its package.
 */
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Deps } from '../../deps.js';
import type { PackageSco } from './manifest.js';
import { inspectPackage } from './inspect-package.js';
import { refusal } from './package-zip.js';

export type PackageFiles = Record<string, { key: string; size: number; type: string }>;

export interface StoredPackage {
  id: string;
  standard: 'scorm12' | 'scorm2004';
  title: string;
  scos: PackageSco[];
  files: PackageFiles;
  totalBytes: number;
}

/** Files written at once: a bucket answers many small PUTs faster side by side; the disk does not mind. */
const PARALLEL_WRITES = 4;

export async function storePackage(deps: Deps, companyId: string, zipPath: string): Promise<StoredPackage> {
  const { zip, manifest } = await inspectPackage(zipPath);
  const written: string[] = [];
  const spill = await mkdtemp(path.join(tmpdir(), 'lh-package-'));
  try {
    const files: PackageFiles = {};
    const queue = [...zip.files];
    const worker = async (slot: number) => {
      const spilled = path.join(spill, String(slot));
      for (let file = queue.shift(); file; file = queue.shift()) {
        // Unpacked to a temp file first: an entry that fails to unpack (past its declared size, bad
        // deflate data) is the zip's fault, a 422, and never reaches the store as half a file.
        try {
          await pipeline(await zip.read(file.name), createWriteStream(spilled));
        } catch {
          throw refusal(`The zip is damaged: "${file.name}" cannot be unpacked.`);
        }
        const key = await deps.storage.put(await openAsBlob(spilled), 'bin');
        written.push(key);
        files[file.name] = { key, size: file.uncompressedSize, type: packageContentType(file.name) };
      }
    };
    // Every writer settles before a failure is answered, so none writes after the clean-up below.
    const settled = await Promise.allSettled(
      Array.from({ length: PARALLEL_WRITES }, (_, slot) =>
        worker(slot).catch((error: unknown) => {
          queue.length = 0;
          throw error;
        }),
      ),
    );
    const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
    const row = await deps.prisma.scormPackage.create({
      data: { companyId, standard: manifest.standard, title: manifest.title, scos: manifest.scos as never, files: files as never, totalBytes: zip.totalBytes },
      select: { id: true },
    });
    return { id: row.id, standard: manifest.standard, title: manifest.title, scos: manifest.scos, files, totalBytes: zip.totalBytes };
  } catch (error) {
    await Promise.allSettled(written.map((key) => deps.storage.remove(key)));
    throw error;
  } finally {
    zip.close();
    await rm(spill, { recursive: true, force: true });
  }
}

/** Takes a stored package back (its row, then its files): a material that could not be written with it. */
export async function removeStoredPackage(deps: Deps, stored: Pick<StoredPackage, 'id' | 'files'>): Promise<void> {
  await deps.prisma.scormPackage.deleteMany({ where: { id: stored.id } });
  await Promise.allSettled(Object.values(stored.files).map((f) => deps.storage.remove(f.key)));
}

/**
 * The type a package file is served as, from its extension: what courses hold. Anything else is
 * application/octet-stream (served with nosniff, so a browser never runs it as a page).
 */
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  xsd: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
};

export function packageContentType(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

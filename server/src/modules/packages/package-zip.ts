/**
 * Reading an uploaded SCORM package's zip without trusting it (issue 25 §2).
 *
 * Everything is decided from the zip's central directory before one byte is unpacked: each name
 * (no `..`, no absolute path, no link, no duplicate, no encryption; a Windows archiver's
 * backslashes are read as `/`, as yauzl does, so they slip past no check), the file count,
 * the total unpacked size and each entry's compression ratio (a zip bomb is refused from what the
 * zip declares). Unpacking then holds every entry to its declared size (yauzl's
 * validateEntrySizes), so a zip that lies about its sizes fails at the first extra byte.
 *
 * yauzl reads the zip from a file with random access (a 200 MB upload is never held in memory)
 * and is asked for raw names, so the checks here name the bad entry in words rather than stop at
 * yauzl's own refusal.
 */
import type { Readable } from 'node:stream';
import { PACKAGE_LIMITS } from '@learnhub/content';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ValidationError } from '../../lib/errors.js';

/** One file of the package, as the central directory describes it. */
export interface PackageEntry {
  /** The path inside the package, with `/` separators. */
  name: string;
  uncompressedSize: number;
  compressedSize: number;
}

/** A zip whose every entry passed the checks; close it when done. */
export interface CheckedZip {
  /** The files (directories left out), in the zip's order. */
  files: PackageEntry[];
  totalBytes: number;
  /** The entry's bytes, held to its declared size; rejects past PACKAGE_LIMITS for a text read. */
  read(name: string): Promise<Readable>;
  /** The whole entry as text (the manifest), refused past `maxBytes`. */
  readText(name: string, maxBytes: number): Promise<string>;
  close(): void;
}

export const refusal = (message: string) => ValidationError.field('file', message);

const MB = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Opens and checks the zip at `filePath`: a ValidationError on `file` names the first problem. */
export async function openCheckedZip(filePath: string): Promise<CheckedZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false });
  } catch {
    throw refusal('This file is not a zip: upload the SCORM package as a .zip file.');
  }
  try {
    const entries = await centralDirectory(zip);
    return checked(zip, entries);
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function centralDirectory(zip: ZipFile): Promise<{ entry: Entry; name: string }[]> {
  if (zip.entryCount > PACKAGE_LIMITS.files) throw refusal(`The zip holds more than ${PACKAGE_LIMITS.files.toLocaleString('en-US')} files.`);
  const entries: { entry: Entry; name: string }[] = [];
  const seen = new Set<string>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(refusal('The zip is damaged: its directory cannot be read.')));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      try {
        const name = entryName(entry);
        const problem = nameProblem(name) ?? entryProblem(entry, name);
        if (problem) throw refusal(problem);
        const key = name.toLowerCase();
        if (seen.has(key)) throw refusal(`The zip holds "${name}" twice.`);
        seen.add(key);
        total += entry.uncompressedSize;
        if (total > PACKAGE_LIMITS.uncompressedBytes) {
          throw refusal(
            `The zip unpacks to more than ${PACKAGE_LIMITS.uncompressedBytes / (1024 * MB)} GB: it may be a zip bomb, and packages are limited to that.`,
          );
        }
        entries.push({ entry, name });
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.readEntry();
  });
  return entries;
}

function entryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  // Bit 11: the name is UTF-8; otherwise CP437, which yauzl decodes (strict names off: our checks follow).
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

/** Why this path may not be in a package, or null. */
/** The longest path in a package: real courses stay far below it; the file list is read on every file served. */
export const MAX_PATH_LENGTH = 1024;

export function nameProblem(name: string): string | null {
  // The file list is stored as JSON, where this one key would be taken for the object's prototype and lost.
  if (name === '__proto__') return 'The zip entry "__proto__" has a name a package cannot use.';
  if (name.length > MAX_PATH_LENGTH) return `The zip entry "${name.slice(0, 60)}…" has a name over ${MAX_PATH_LENGTH} characters.`;
  // Only a manifest's href can still hold one (entry names have theirs turned into "/").
  if (name.includes('\\')) return `"${name}" uses a backslash: paths in a package use "/".`;
  if (/^[a-zA-Z]:/.test(name) || name.startsWith('/')) return `The zip entry "${name}" is an absolute path.`;
  if (name.split('/').includes('..')) return `The zip entry "${name}" points outside the package.`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f]/.test(name)) return `The zip entry "${name.replace(/[\u0000-\u001f]/g, '?')}" has a control character in its name.`;
  return null;
}

function entryProblem(entry: Entry, name: string): string | null {
  if (entry.generalPurposeBitFlag & 0x1) return `The zip entry "${name}" is encrypted: upload the package without a password.`;
  const unixMode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (unixMode === S_IFLNK) return `The zip entry "${name}" is a link: packages cannot hold links.`;
  if (entry.uncompressedSize > MB && entry.uncompressedSize > entry.compressedSize * PACKAGE_LIMITS.compressionRatio) {
    return `The zip entry "${name}" unpacks to ${PACKAGE_LIMITS.compressionRatio} times its packed size or more: it may be a zip bomb.`;
  }
  return null;
}

function checked(zip: ZipFile, entries: { entry: Entry; name: string }[]): CheckedZip {
  const files = entries.filter(({ name }) => !name.endsWith('/'));
  const byName = new Map(files.map((f) => [f.name, f.entry]));
  const read = async (name: string): Promise<Readable> => {
    const entry = byName.get(name);
    if (!entry) throw refusal(`The zip has no "${name}".`);
    return zip.openReadStreamPromise(entry);
  };
  return {
    files: files.map(({ entry, name }) => ({ name, uncompressedSize: entry.uncompressedSize, compressedSize: entry.compressedSize })),
    totalBytes: files.reduce((sum, f) => sum + f.entry.uncompressedSize, 0),
    read,
    async readText(name, maxBytes) {
      const entry = byName.get(name);
      if (entry && entry.uncompressedSize > maxBytes) throw refusal(`"${name}" is larger than ${maxBytes / MB} MB.`);
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of await read(name)) chunks.push(chunk as Buffer);
      } catch (error) {
        if (error instanceof ValidationError) throw error;
        throw refusal(`The zip is damaged: "${name}" cannot be unpacked.`);
      }
      return Buffer.concat(chunks).toString('utf8');
    },
    close: () => zip.close(),
  };
}

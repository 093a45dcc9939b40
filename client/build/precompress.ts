/**
 * A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of
 * the build, once all of dist is written (public/ files and index.html included). The server
 * sends the copy the browser accepts (server/src/static.ts): compressing at build time costs
 * requests nothing and allows the slowest, smallest settings (brotli 11, gzip 9).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the server may send compressed; keep in step with COMPRESSIBLE in server/src/static.ts. */
export const COMPRESSIBLE = /\.(js|css|html|svg|ico|json|txt|ttf)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function compress(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  return { br, gz: gzipped };
}

/** The files to compress: text files outside dotted folders (.vite/ holds build reports, not served). */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((segment) => segment.startsWith('.')),
    );
}

/** Writes the copies for every text file under dir. */
export async function precompressDir(dir: string): Promise<void> {
  for (const file of await textFiles(dir)) {
    const bytes = await readFile(file);
    const copies = await compress(bytes);
    // A copy that isn't smaller (a tiny file) is left out; the server then sends the file.
    if (copies.br.length < bytes.length) await writeFile(`${file}.br`, copies.br);
    if (copies.gz.length < bytes.length) await writeFile(`${file}.gz`, copies.gz);
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'learnhub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      async handler(error) {
        if (!error) await precompressDir(outDir);
      },
    },
  };
}

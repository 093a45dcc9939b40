import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of each text file that decompress to it, and nothing else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lh-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.vite'));
    const js = 'export const answer = 42;\n'.repeat(100);
    await writeFile(path.join(dir, 'index.html'), '<!doctype html>'.repeat(50));
    await writeFile(path.join(dir, 'assets', 'main-abc.js'), js);
    await writeFile(path.join(dir, 'assets', 'main-abc.css'), 'a{color:red}'.repeat(50));
    await writeFile(path.join(dir, 'assets', 'main-abc.js.map'), '{"mappings":""}'.repeat(50));
    await writeFile(path.join(dir, 'assets', 'tiny-abc.js'), 'x');
    await writeFile(path.join(dir, 'assets', 'photo-abc.png'), new Uint8Array(200));
    await writeFile(path.join(dir, '.vite', 'chunk-report.json'), '[]'.repeat(100));

    await precompressDir(dir);

    const files = (await readdir(dir, { recursive: true })).map((f) => f.split(path.sep).join('/')).sort();
    expect(files).toEqual([
      '.vite',
      '.vite/chunk-report.json',
      'assets',
      'assets/main-abc.css',
      'assets/main-abc.css.br',
      'assets/main-abc.css.gz',
      'assets/main-abc.js',
      'assets/main-abc.js.br',
      'assets/main-abc.js.gz',
      'assets/main-abc.js.map',
      'assets/photo-abc.png',
      // One byte: no copy is smaller, so there is none.
      'assets/tiny-abc.js',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
    const br = await readFile(path.join(dir, 'assets', 'main-abc.js.br'));
    const gz = await readFile(path.join(dir, 'assets', 'main-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    // 100 identical lines of 26 bytes (2,600) compress to well under a tenth.
    expect(br.length).toBeLessThan(260);
    expect(gz.length).toBeLessThan(260);
  });
});

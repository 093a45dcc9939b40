import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClient } from './static.js';
import { createTestApp, type TestApp } from './test/harness.js';

const INDEX = `<!doctype html><title>app</title>${'<!-- padding so compression pays -->'.repeat(20)}`;
const MAIN_JS = "console.log('main');".repeat(50);
const CSS = 'body { color: black; }'.repeat(40);

let dist: string;
let app: Hono;
/** A dist folder as the client build leaves it: compressed copies beside the text files. */
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'lh-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  const withCopies = async (name: string, text: string, copies: ('br' | 'gz')[] = ['br', 'gz']) => {
    await writeFile(path.join(dist, name), text);
    if (copies.includes('br')) await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(text));
    if (copies.includes('gz')) await writeFile(path.join(dist, `${name}.gz`), gzipSync(text));
  };
  await withCopies('index.html', INDEX);
  await withCopies('assets/main-abc.js', MAIN_JS);
  await withCopies('assets/only-gzip-abc.css', CSS, ['gz']);
  await writeFile(path.join(dist, 'assets', 'main-abc.js.map'), '{"sources":["src/main.tsx"]}');
  await writeFile(path.join(dist, '.vite', 'chunk-report.json'), '[]');
  await writeFile(path.join(dist, 'assets', 'logo-abc.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  app = new Hono();
  app.get('*', serveClient(dist));
});

const get = (url: string, acceptEncoding?: string, method = 'GET') =>
  app.request(url, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('serveClient: pages', () => {
  it('falls back to index.html for app routes, which other sites may not frame', async () => {
    const res = await get('/demo/settings/team');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>app</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('lets any site frame the embed player, and only the embed player', async () => {
    const embed = await get('/embed/demo/walkthroughs/getting-started');
    expect(embed.status).toBe(200);
    expect(await embed.text()).toContain('<title>app</title>');
    expect(embed.headers.get('content-security-policy')).toMatch(/; frame-ancestors \*$/);
    expect(embed.headers.get('x-frame-options')).toBeNull();
    for (const path of ['/demo/walkthroughs/getting-started', '/demo/walkthroughs/getting-started/edit', '/embedded/x', '/embed']) {
      const res = await get(path);
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy'), path).toMatch(/; frame-ancestors 'self'$/);
    }
  });

  it('sends a script policy, a permissions policy and an opener policy with every page', async () => {
    const res = await app.request('/demo/walkthroughs', { headers: { host: 'learnhub.example:8443' } });
    const csp = Object.fromEntries(
      res.headers
        .get('content-security-policy')!
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(csp).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self' data: blob: https: http:",
      'font-src': "'self'",
      'connect-src': "'self' ws://learnhub.example:8443 wss://learnhub.example:8443",
      'media-src': "'self' blob: https: http:",
      'frame-src': "'self' https://www.youtube-nocookie.com https://player.vimeo.com https://fast.wistia.net",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'self'",
    });
    const permissions = res.headers.get('permissions-policy')!.split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
    expect(res.headers.get('permissions-policy')).not.toContain('clipboard');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never repeats a Host header that could change the policy', async () => {
    const res = await app.request('/demo', { headers: { host: 'evil.example; script-src *' } });
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'; ");
    expect(res.headers.get('content-security-policy')).not.toContain('evil');
  });

  it('sends index.html compressed, and not cached', async () => {
    const br = await get('/demo/walkthroughs', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    const body = new Uint8Array(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString()).toBe(INDEX);
    const gz = await get('/demo/walkthroughs', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe(INDEX);
    const plain = await get('/demo/walkthroughs');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(INDEX);
    expect(plain.headers.get('content-length')).toBe(String(INDEX.length));
  });
});

describe('serveClient: assets', () => {
  it('serves hashed assets for a year, and a missing asset is a 404, not the app', async () => {
    const asset = await get('/assets/main-abc.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('sends brotli when accepted, else gzip, else the file, with its length', async () => {
    const cases: [string | undefined, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', null],
      ['identity', null],
      [undefined, null],
    ];
    for (const [accept, encoding] of cases) {
      const res = await get('/assets/main-abc.js', accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type'), accept).toBe('text/javascript; charset=utf-8');
      const body = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length')), accept).toBe(body.byteLength);
      const text =
        encoding === 'br' ? brotliDecompressSync(body).toString() : encoding === 'gzip' ? gunzipSync(body).toString() : new TextDecoder().decode(body);
      expect(text, accept).toBe(MAIN_JS);
      // 20 repeats of 50 characters compress to far less than the 1,000 bytes of the file.
      if (encoding) expect(body.byteLength, accept).toBeLessThan(MAIN_JS.length / 4);
    }
  });

  it('falls back to the copy that exists', async () => {
    const res = await get('/assets/only-gzip-abc.css', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString()).toBe(CSS);
    const brOnly = await get('/assets/only-gzip-abc.css', 'br');
    expect(brOnly.headers.get('content-encoding')).toBeNull();
    expect(await brOnly.text()).toBe(CSS);
  });

  it('does not vary images by encoding', async () => {
    const res = await get('/assets/logo-abc.png', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('content-length')).toBe('4');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const url of ['/assets/main-abc.js', '/demo/walkthroughs']) {
      const getRes = await get(url, 'br');
      const head = await get(url, 'br', 'HEAD');
      expect(head.status, url).toBe(200);
      for (const name of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'vary', 'content-security-policy']) {
        expect(head.headers.get(name), `${url} ${name}`).toBe(getRes.headers.get(name));
      }
      expect((await head.arrayBuffer()).byteLength, url).toBe(0);
    }
  });

  it('keeps source maps, build reports and compressed copies private', async () => {
    for (const url of ['/assets/main-abc.js.map', '/assets/main-abc.js.br', '/assets/main-abc.js.gz']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toBe('Not found');
    }
    // Outside /assets/ an unknown address is the app's, as for any file that does not exist.
    for (const url of ['/.vite/chunk-report.json', '/index.html.gz']) {
      const res = await get(url);
      expect(await res.text(), url).toBe(INDEX);
      expect(res.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
    }
  });
});

describe('serveClient: hostile paths', () => {
  it('answers malformed percent-encoding with 400, not 500', async () => {
    for (const url of ['/%zz', '/%E0%A4%A', '/assets/%zz.js', '/demo/%']) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.headers.get('content-type'), url).toContain('text/plain');
    }
  });

  it('refuses a NUL byte', async () => {
    for (const url of ['/%00', '/assets/main-abc.js%00.png', '/assets/%00']) expect((await get(url)).status, url).toBe(400);
  });

  it('never serves files outside the build folder', async () => {
    for (const url of [
      '/../../etc/passwd',
      '/assets/../../etc/passwd',
      '/assets/..%2F..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%2e%2e%2f%2e%2e%2fetc/passwd',
      '/assets/..%5C..%5Cetc%5Cpasswd',
      `/assets/..%2F..%2F${path.basename(dist)}%2Findex.html`,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBeLessThan(500);
      expect(await res.text(), url).not.toContain('root:');
    }
  });
});

describe('GraphQL CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows any origin without credentials (callers use bearer tokens, not cookies)', async () => {
    const res = await t.fetch('/graphql', { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } });
    expect(['*', 'https://elsewhere.example']).toContain(res.headers.get('access-control-allow-origin'));
    expect(res.headers.get('access-control-allow-credentials')).not.toBe('true');
  });
});

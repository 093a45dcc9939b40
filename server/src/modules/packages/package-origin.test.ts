/**
 * The package origin serves a package's files only through a grant for that package, with
 * headers that keep it apart from the app (package-origin.ts). Through its real Hono app, over
 * a package stored by store-package.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { writeZip } from '../../test/zip-writer.js';
import { launchableItems } from './package-launch.js';
import { createPackageOriginApp, launchAddress, packageGrant, parentSignature } from './package-origin.js';
import { scorm12Manifest } from './packages.test-helpers.js';
import { storePackage } from './store-package.js';

const T0 = new Date('2026-11-28T09:00:00Z');
let t: TestApp;
let dir: string;
let a: string;
let b: string;
let clock = T0;
let origin: ReturnType<typeof createPackageOriginApp>;

async function stored(companyId: string, page: string) {
  const file = path.join(dir, `${companyId}.zip`);
  const manifest = scorm12Manifest('Course', [{ id: 'SCO-1', title: 'One', href: 'index.html' }]);
  await writeFile(
    file,
    writeZip([
      { name: 'imsmanifest.xml', data: manifest },
      { name: 'index.html', data: page },
      { name: 'img/a b.svg', data: '<svg/>' },
    ]),
  );
  return (await storePackage(t.deps, companyId, file)).id;
}

const get = (address: string) => origin.fetch(new Request(`http://packages.test${address}`));

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'lh-package-origin-'));
  a = await stored((await buildCompany(t)).company.id, '<p>A</p>');
  b = await stored((await buildCompany(t)).company.id, '<p>B</p>');
  origin = createPackageOriginApp(t.deps, { appOrigin: 'http://app.test', now: () => clock });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the package origin', () => {
  it("serves a package's files by its grant, with headers that keep it apart from the app", async () => {
    const grant = packageGrant(t.deps.config.signingSecret, a, T0);
    const res = await get(`/p/${grant}/index.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<p>A</p>');
    // Exactly these: no cookie, nothing else.
    expect(Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-length'))).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': "frame-ancestors 'self' http://app.test",
      'cache-control': 'private, max-age=43200',
    });
    // A relative link inside the package keeps the grant; an encoded name is found.
    const image = await get(`/p/${grant}/img/a%20b.svg`);
    expect([image.status, image.headers.get('content-type'), await image.text()]).toEqual([200, 'image/svg+xml', '<svg/>']);
  });

  it("a grant opens only its own package: another package's id under it is refused", async () => {
    const grantA = packageGrant(t.deps.config.signingSecret, a, T0);
    expect(await (await get(`/p/${packageGrant(t.deps.config.signingSecret, b, T0)}/index.html`)).text()).toBe('<p>B</p>');
    const forged = grantA.replace(a, b);
    const res = await get(`/p/${forged}/index.html`);
    expect([res.status, await res.text()]).toEqual([403, 'This course link is not valid.']);
    expect((await get(`/p/${a}/index.html`)).status).toBe(403);
  });

  it('an expired grant says so; a path outside the list is not found, whatever it names', async () => {
    const grant = packageGrant(t.deps.config.signingSecret, a, T0);
    clock = new Date(T0.getTime() + 12 * 60 * 60_000 + 1);
    try {
      const res = await get(`/p/${grant}/index.html`);
      expect([res.status, await res.text()]).toEqual([403, 'This course link has expired: open the course again from the hub.']);
    } finally {
      clock = T0;
    }
    for (const address of [
      `/p/${grant}/missing.html`,
      `/p/${grant}/__proto__`,
      `/p/${grant}/constructor`,
      `/p/${grant}/%E0%A4%A`,
      `/p/${grant}/imsmanifest.xml/x`,
    ]) {
      expect([address, (await get(address)).status]).toEqual([address, 404]);
    }
    // A URL's dot segments are resolved before routing: out of /p/ there is nothing at all.
    expect((await get(`/p/${grant}/../../graphql`)).status).toBe(404);
    expect((await get('/')).status).toBe(404);
    expect((await get('/uploads/x.bin')).status).toBe(404);
  });

  it("serves an item's runtime page: the SCORM API script of its standard, its launch file under the same grant, framed by the app only", async () => {
    const grant = packageGrant(t.deps.config.signingSecret, a, T0);
    const res = await get(`/run/${grant}/SCO-1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors http://app.test",
    );
    const html = await res.text();
    expect(html).toContain('<script src="/runtime/scorm12.js"></script>');
    const config = JSON.parse(/<script type="application\/json" id="lh-runtime">(.*?)<\/script>/s.exec(html)![1]!);
    expect(config).toEqual({
      appOrigin: 'http://app.test',
      standard: 'scorm12',
      identifier: 'SCO-1',
      title: 'One',
      launchUrl: `/p/${grant}/index.html`,
      sco: true,
    });
    // scorm-again's 1.2 build defines Scorm12API; our relay script talks to the app's origin only.
    expect(await (await get('/runtime/scorm12.js')).text()).toMatch(/^this\.Scorm12API=/);
    expect(await (await get('/runtime/runtime.js')).text()).toContain('window.parent.postMessage(message, config.appOrigin)');
    expect((await get('/runtime/../package.json')).status).toBe(404);
    expect((await get('/runtime/scorm-again.js')).status).toBe(404);
    // No such item, a grant for another package, a bad grant.
    expect((await get(`/run/${grant}/NOPE`)).status).toBe(404);
    expect((await get(`/run/${grant.replace(a, b)}/SCO-1`)).status).toBe(403);
  });
});

describe('launchAddress', () => {
  it('encodes each path segment and keeps the parameters', () => {
    expect(launchAddress('dir/page one.html?lang=en&x=1#start')).toBe('dir/page%20one.html?lang=en&x=1#start');
    expect(launchAddress('index.html')).toBe('index.html');
  });
});

describe('a hub on a custom domain', () => {
  it('frames the runtime page and gets its messages when the app signed that origin into the address; a forged one is refused', async () => {
    const grant = packageGrant(t.deps.config.signingSecret, a, T0);
    const parent = 'https://learn.example.com';
    const signed = `/run/${grant}/SCO-1?parent=${encodeURIComponent(parent)}&sig=${parentSignature(t.deps.config.signingSecret, grant, parent)}`;
    const res = await get(signed);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors https://learn.example.com');
    expect(await res.text()).toContain('"appOrigin":"https://learn.example.com"');
    const forged = `/run/${grant}/SCO-1?parent=${encodeURIComponent('https://evil.example')}&sig=${parentSignature(t.deps.config.signingSecret, grant, parent)}`;
    expect((await get(forged)).status).toBe(403);
    expect((await get(`/run/${grant}/SCO-1?parent=${encodeURIComponent(parent)}`)).status).toBe(403);
  });

  it("the app writes the signed origin into an item's address only for another origin than its own", () => {
    const step = { id: 7, identifier: 'SCO 1', title: 'One', launch: 'index.html', sco: true, packageId: a, standard: 'scorm12' as const };
    const config = { packageOrigin: 'http://packages.test', signingSecret: t.deps.config.signingSecret, publicUrl: 'http://app.test' };
    const [own] = launchableItems(config, [step], { now: T0 });
    expect(own!.runtimeUrl).toBe(`http://packages.test/run/${packageGrant(config.signingSecret, a, T0)}/SCO%201`);
    expect(launchableItems(config, [step], { now: T0, parentOrigin: 'http://app.test' })[0]!.runtimeUrl).toBe(own!.runtimeUrl);
    const [custom] = launchableItems(config, [step], { now: T0, parentOrigin: 'https://learn.example.com' });
    const url = new URL(custom!.runtimeUrl!);
    expect(url.searchParams.get('parent')).toBe('https://learn.example.com');
    expect(url.searchParams.get('sig')).toBe(parentSignature(config.signingSecret, packageGrant(config.signingSecret, a, T0), 'https://learn.example.com'));
  });
});

describe('file answers', () => {
  it('HEAD gives the size and no body', async () => {
    const grant = packageGrant(t.deps.config.signingSecret, a, T0);
    const head = await origin.fetch(new Request(`http://packages.test/p/${grant}/index.html`, { method: 'HEAD' }));
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '8', '']);
  });

  it("a hub on the company's verified custom domain may be the top window around a file", async () => {
    const pkg = await t.prisma.scormPackage.findUniqueOrThrow({ where: { id: a }, select: { companyId: true } });
    await t.prisma.domain.create({
      data: { companyId: pkg.companyId, name: 'learn', domain: 'learn.acme.example', status: 'VERIFIED', verificationToken: 'x' },
    });
    await t.prisma.domain.create({
      data: { companyId: pkg.companyId, name: 'draft', domain: 'draft.acme.example', status: 'PENDING', verificationToken: 'y' },
    });
    const fresh = createPackageOriginApp(t.deps, { appOrigin: 'http://app.test', now: () => clock });
    const res = await fresh.fetch(new Request(`http://packages.test/p/${packageGrant(t.deps.config.signingSecret, a, T0)}/index.html`));
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self' http://app.test http://learn.acme.example");
  });
});

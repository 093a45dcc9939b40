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
import { createPackageOriginApp, packageGrant } from './package-origin.js';
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
});

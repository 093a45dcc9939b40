/**
 * Unnamed stored packages go, named ones stay (prune-packages.ts): a zip replaced twice leaves the
 * middle one unnamed (the first is still the published copy's and its revision's, the last the
 * draft's); a package stored for an upload that never became a material goes too; anything under
 * a day old stays (an upload may be between storing and writing its draft).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { packageZip, scorm12Manifest } from './packages.test-helpers.js';
import { pruneUnusedPackages } from './prune-packages.js';
import { storePackage } from './store-package.js';

let t: TestApp;
let dir: string;
let token: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'lh-prune-'));
  const c = await buildCompany(t);
  token = c.owner.token;
  companyId = c.company.id;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const zip = (title: string) => packageZip(scorm12Manifest(title, [{ id: 'ONE', title: 'One', href: 'one.html' }]), ['one.html']);
const form = (title: string) => {
  const f = new FormData();
  f.set('file', new File([new Uint8Array(zip(title))], `${title}.zip`));
  return f;
};
const packageIdOf = async (materialId: string) =>
  ((await t.rest('GET', `/walkthroughs/${materialId}`, { token })).body.data as { packageId: string }[])[0]!.packageId;
const age = (ids: string[]) => t.prisma.scormPackage.updateMany({ where: { id: { in: ids } }, data: { createdAt: new Date(Date.now() - 2 * 86_400_000) } });

describe('pruning stored packages', () => {
  it('removes the unnamed ones a day old (rows and files), keeps every named one and the young', async () => {
    const made = (await t.rest('POST', '/packages', { token, body: form('first') })).body;
    const first = await packageIdOf(made.id);
    await t.rest('PUT', `/packages/${made.id}/publish`, { token });
    await t.rest('PUT', `/packages/${made.id}`, { token, body: form('second') });
    const second = await packageIdOf(made.id);
    await t.rest('PUT', `/packages/${made.id}`, { token, body: form('third') });
    const third = await packageIdOf(made.id);
    const file = path.join(dir, 'stray.zip');
    await writeFile(file, zip('stray'));
    const stray = (await storePackage(t.deps, companyId, file)).id;
    const young = (await storePackage(t.deps, companyId, file)).id;
    await age([first, second, third, stray]);
    const secondKeys = Object.values((await t.prisma.scormPackage.findUniqueOrThrow({ where: { id: second } })).files as Record<string, { key: string }>).map(
      (f) => f.key,
    );

    expect(await pruneUnusedPackages(t.deps)).toBe(2);
    const left = (await t.prisma.scormPackage.findMany({ where: { companyId }, select: { id: true } })).map((p) => p.id).sort();
    expect(left).toEqual([first, third, young].sort());
    for (const key of secondKeys) expect(await t.deps.storage.open(key)).toBeNull();
    // Nothing more to do the next night.
    expect(await pruneUnusedPackages(t.deps)).toBe(0);

    // The material gone with its revisions: its packages go too.
    await t.rest('DELETE', `/learning_materials/${made.slug}`, { token });
    expect(await pruneUnusedPackages(t.deps)).toBe(2);
    expect(await t.prisma.scormPackage.count({ where: { companyId } })).toBe(1);
  });
});

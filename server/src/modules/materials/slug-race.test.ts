/**
 * Creating or duplicating many materials with one name at the same moment: every call succeeds
 * with its own slug (base, base-2, … base-50). On PostgreSQL the calls really run in parallel (a
 * pool of connections), which is where the old five-retry loop gave up with 500s; CI runs this
 * file on PostgreSQL too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { CREATE, DUPLICATE } from './materials.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
});
afterAll(() => t.close());

const PARALLEL = 50;
/** base, base-2, base-3, … base-n: the slugs n materials with one name end up with. */
const slugs = (base: string, n: number) => [base, ...Array.from({ length: n - 1 }, (_, i) => `${base}-${i + 2}`)].sort();

describe('materials created at the same moment with one name', () => {
  it(`${PARALLEL} parallel createMaterial calls all succeed, with ${PARALLEL} distinct slugs`, async () => {
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.gql(CREATE, { input: { name: 'Race Guide', kind: 'WALKTHROUGH' } }, A.owner.token)),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(results.map((r) => r.data.createMaterial.__typename)).toEqual(Array(PARALLEL).fill('MaterialPayload'));
    expect(results.map((r) => r.data.createMaterial.material.slug).sort()).toEqual(slugs('race-guide', PARALLEL));
  });

  it(`${PARALLEL} parallel duplicateMaterial calls of one material all succeed, each with its access list`, async () => {
    const original = (await t.gql(CREATE, { input: { name: 'Copied', kind: 'WALKTHROUGH' } }, A.owner.token)).data.createMaterial.material;
    const row = await t.prisma.learningMaterial.findFirstOrThrow({ where: { companyId: A.company.id, slug: original.slug } });
    await t.prisma.materialAccess.create({ data: { companyId: A.company.id, materialId: row.id, email: 'learner@example.com' } });
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => t.gql(DUPLICATE, { input: { materialId: original.id } }, A.owner.token)));
    expect(results.filter((r) => r.errors)).toEqual([]);
    const copies = results.map((r) => r.data.duplicateMaterial.material);
    expect(copies.map((m: { slug: string }) => m.slug).sort()).toEqual(slugs('copied-copy', PARALLEL));
    expect(copies.every((m: { name: string; accessEmails: string[] }) => m.name === 'Copied (copy)' && m.accessEmails.join() === 'learner@example.com')).toBe(
      true,
    );
  });
});

/** Company.materials(first: 20) costs a fixed number of SQL statements however many materials exist. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { settledQueryCount } from '../../test/query-count.js';
import { insertMaterial, LIST } from './materials.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function companyWith(n: number) {
  const { company, owner } = await buildCompany(t);
  for (let i = 0; i < n; i++) {
    const m = await insertMaterial(t, company.id, { name: `M${i}`, kind: i % 2 ? 'PATH' : 'WALKTHROUGH' });
    await t.prisma.materialAccess.create({ data: { companyId: company.id, materialId: m.id, email: `l${i}@example.com` } });
  }
  return owner.token;
}

describe('materials list SQL cost', () => {
  it('sends the same number of statements for 2 and for 30 materials', async () => {
    const small = await companyWith(2);
    const large = await companyWith(30);
    const measure = async (token: string) => {
      const before = await settledQueryCount(t);
      const res = await t.gql(LIST, { first: 20 }, token);
      return { res, statements: (await settledQueryCount(t)) - before };
    };
    const a = await measure(small);
    const b = await measure(large);
    expect(a.res.errors).toBeUndefined();
    expect(b.res.errors).toBeUndefined();
    expect(a.res.data.viewer.company.materials.totalCount).toBe(2);
    expect(b.res.data.viewer.company.materials.totalCount).toBe(30);
    expect(b.res.data.viewer.company.materials.edges).toHaveLength(20);
    expect(b.res.data.viewer.company.materials.edges[0].node.accessEmails).toEqual(['l29@example.com']);
    expect(b.statements).toBe(a.statements);
  });
});

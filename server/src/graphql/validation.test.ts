import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('argument validation (Pothos validation plugin)', () => {
  it('refuses an over-long invitation token with a clear message, not a masked error', async () => {
    const res = await t.gql(`query ($t: String!) { invitation(token: $t) { email } }`, { t: 'x'.repeat(500) });
    expect(res.errors?.[0]?.message).toContain('token: at most 128 characters');
  });

  it('refuses an over-long workspace slug', async () => {
    const { owner } = await buildCompany(t);
    const res = await t.gql(`query ($s: String!) { companyBySlug(slug: $s) { canonicalSlug } }`, { s: 'a'.repeat(65) }, owner.token);
    expect(res.errors?.[0]?.message).toContain('slug: at most 64 characters');
  });
});

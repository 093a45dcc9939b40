/**
 * Manage Access: adding a learner's e-mail to a material's access list mails them who shared
 * what and the material's address on the hub (issue 21). Read from the mail outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ACCESS, CREATE } from './materials.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  // Real rate limits: the per-e-mail limit is part of what is tested.
  t = await createTestApp({ realRateLimits: true });
  A = await buildCompany(t, { name: 'Acme Learning' });
});
afterAll(() => t.close());

const outbox = (to: string) => t.prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });

async function privatePath(name: string) {
  const created = (await t.gql(CREATE, { input: { name, kind: 'PATH' } }, A.owner.token)).data.createMaterial.material;
  return created as { id: string; slug: string };
}

const setAccess = (materialId: string, emails: string[]) => t.gql(ACCESS, { input: { materialId, emails } }, A.owner.token);

describe('Manage Access mail', () => {
  it('mails each newly added learner who shared what, with the hub address of the material', async () => {
    const m = await privatePath('Security basics');
    const r = await setAccess(m.id, ['New.Learner@Example.com']);
    expect(r.data.setMaterialAccess.__typename).toBe('MaterialPayload');
    const [mail, ...more] = await outbox('new.learner@example.com');
    expect(more).toEqual([]);
    expect(mail?.kind).toBe('material_shared');
    expect(mail?.subject).toBe('Owner User shared "Security basics" with you');
    expect(mail?.text).toContain('Owner User of Acme Learning shared the path "Security basics" with you.');
    expect(mail?.text).toContain(`http://app.test/${A.company.slug}/hub/${m.slug}`);
    expect(mail?.companyId).toBe(A.company.id);
  });

  it('mails only the e-mails added by this change, never those already on the list', async () => {
    const m = await privatePath('Onboarding');
    await setAccess(m.id, ['first@example.com']);
    await setAccess(m.id, ['first@example.com', 'second@example.com']);
    expect(await outbox('first@example.com')).toHaveLength(1);
    expect(await outbox('second@example.com')).toHaveLength(1);
    // Removing someone mails nothing.
    await setAccess(m.id, ['second@example.com']);
    expect(await outbox('first@example.com')).toHaveLength(1);
  });

  it("links to the company's verified domain when the material's Domain is one", async () => {
    const m = await privatePath('On our domain');
    const domain = await t.prisma.domain.create({
      data: { companyId: A.company.id, name: 'Learn', domain: 'learn.acme.test', status: 'VERIFIED', verifiedAt: new Date(), verificationToken: 'x' },
    });
    await t.prisma.learningMaterial.update({ where: { companyId_slug: { companyId: A.company.id, slug: m.slug } }, data: { domainId: domain.id } });
    await setAccess(m.id, ['domain.learner@example.com']);
    const [mail] = await outbox('domain.learner@example.com');
    expect(mail?.text).toContain(`http://learn.acme.test/${A.company.slug}/hub/${m.slug}`);
  });

  it('mails one person at most 3 times an hour, however often they are removed and added again', async () => {
    const m = await privatePath('Flapping');
    for (let i = 0; i < 5; i++) {
      expect((await setAccess(m.id, ['flap@example.com'])).data.setMaterialAccess.__typename).toBe('MaterialPayload');
      await setAccess(m.id, []);
    }
    expect(await outbox('flap@example.com')).toHaveLength(3);
  });
});

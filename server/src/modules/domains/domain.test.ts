/** Domains as read by the material settings dialog: listed per company, chosen per material, walled per tenant. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertMaterial, mgid, UPDATE } from '../materials/materials.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
const addDomain = (companyId: string, domain: string, status: 'PENDING' | 'VERIFIED' = 'VERIFIED') =>
  t.prisma.domain.create({ data: { companyId, name: domain, domain, status, verificationToken: 't' } });

beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
});
afterAll(() => t.close());

const DOMAINS = /* GraphQL */ `query { viewer { company { domains { id domain status } } } }`;
const MATERIAL_DOMAIN = /* GraphQL */ `query ($slug: String!) { material(slug: $slug) { domain { id domain } } }`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { __typename ... on Domain { domain } } }`;

describe('Company.domains', () => {
  it("lists the company's own domains, oldest first, and nothing of another company's", async () => {
    const first = await addDomain(A.company.id, `learn-${Date.now()}.a.test`);
    const second = await addDomain(A.company.id, `docs-${Date.now()}.a.test`, 'PENDING');
    await addDomain(B.company.id, `learn-${Date.now()}.b.test`);
    const res = await t.gql(DOMAINS, {}, A.owner.token);
    expect(res.data.viewer.company.domains).toEqual([
      { id: encodeGlobalID('Domain', first.id), domain: first.domain, status: 'VERIFIED' },
      { id: encodeGlobalID('Domain', second.id), domain: second.domain, status: 'PENDING' },
    ]);
  });

  it('finds a Domain node only for its own company', async () => {
    const own = await addDomain(A.company.id, `node-${Date.now()}.a.test`);
    expect((await t.gql(NODE, { id: encodeGlobalID('Domain', own.id) }, A.owner.token)).data.node).toEqual({ __typename: 'Domain', domain: own.domain });
    expect((await t.gql(NODE, { id: encodeGlobalID('Domain', own.id) }, B.owner.token)).data.node).toBeNull();
  });
});

describe('Material.domain', () => {
  it("is set by the settings dialog's choice, cleared by a blank one, and refuses another company's domain", async () => {
    const m = await insertMaterial(t, A.company.id);
    const own = await addDomain(A.company.id, `set-${Date.now()}.a.test`);
    const foreign = await addDomain(B.company.id, `set-${Date.now()}.b.test`);
    const update = (domainId: string) => t.gql(UPDATE, { input: { materialId: mgid(m.id), domainId } }, A.owner.token);

    expect((await update(encodeGlobalID('Domain', own.id))).data.updateMaterialSettings.__typename).toBe('MaterialPayload');
    expect((await t.gql(MATERIAL_DOMAIN, { slug: m.slug }, A.owner.token)).data.material.domain).toEqual({
      id: encodeGlobalID('Domain', own.id),
      domain: own.domain,
    });

    const refused = (await update(encodeGlobalID('Domain', foreign.id))).data.updateMaterialSettings;
    expect(refused).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'domainId', messages: ['Please choose one of your domains.'] }] });

    expect((await update('')).data.updateMaterialSettings.__typename).toBe('MaterialPayload');
    expect((await t.gql(MATERIAL_DOMAIN, { slug: m.slug }, A.owner.token)).data.material.domain).toBeNull();
  });
});

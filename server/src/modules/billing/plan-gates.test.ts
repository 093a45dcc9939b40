/**
 * Business-plan features: custom domains (add, check, sign-in design) and brand colours are
 * refused on Starter with a message that says how to get them, by GraphQL and REST, and open as
 * soon as the company upgrades. Resetting brand colours stays open on any plan.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DOMAINS = 'Custom domains are part of the Business plan. An Owner can upgrade in Settings → Billing.';
const COLOURS = 'Brand colours are part of the Business plan. An Owner can upgrade in Settings → Billing.';
const outcome = `__typename ... on Error { message }`;
const ADD = `mutation ($n: String!) { addDomain(input: { domainName: $n }) { ${outcome} } }`;
const VERIFY = `mutation ($id: ID!) { verifyDomain(input: { domainId: $id }) { ${outcome} } }`;
const DESIGN = `mutation ($id: ID!) { saveSignInDesign(input: { domainId: $id, headingText: "Hi" }) { ${outcome} } }`;
const COLOURS_SET = `mutation { updateBrandColors(input: { topBarBackground: "#112233" }) { ${outcome} } }`;
const COLOURS_RESET = `mutation { updateBrandColors(input: { reset: true }) { ${outcome} } }`;

describe('on Starter', () => {
  it('custom domains and brand colours are refused, saying how to get them; resetting colours is not', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const token = c.owner.token;
    // A domain left from an earlier plan (rows are kept when a company leaves Business).
    const kept = await t.prisma.domain.create({ data: { companyId: c.company.id, name: 'kept.gate.test', domain: 'kept.gate.test', verificationToken: 'x' } });
    const id = encodeGlobalID('Domain', kept.id);

    expect((await t.gql(ADD, { n: 'learn.gate.test' }, token)).data.addDomain).toEqual({ __typename: 'ForbiddenError', message: DOMAINS });
    expect((await t.gql(VERIFY, { id }, token)).data.verifyDomain).toEqual({ __typename: 'ForbiddenError', message: DOMAINS });
    expect((await t.gql(DESIGN, { id }, token)).data.saveSignInDesign).toEqual({ __typename: 'ForbiddenError', message: DOMAINS });
    expect((await t.gql(COLOURS_SET, {}, token)).data.updateBrandColors).toEqual({ __typename: 'ForbiddenError', message: COLOURS });
    expect((await t.gql(COLOURS_RESET, {}, token)).data.updateBrandColors.__typename).toBe('CompanyPayload');
    expect(await t.rest('POST', '/domains', { token, body: { domain_name: 'learn.gate.test' } })).toMatchObject({ status: 403, body: { error: DOMAINS } });
    expect(await t.prisma.domain.count({ where: { companyId: c.company.id } })).toBe(1);
    // Reading stays open: the list, and the kept domain.
    expect((await t.rest('GET', '/domains', { token })).status).toBe(200);
  });

  it('open at once after the upgrade', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const plan = await t.prisma.plan.findUniqueOrThrow({ where: { code: 'business_monthly' } });
    const paid = await t.gql(
      `mutation ($input: CheckoutInput!) { checkout(input: $input) { ${outcome} } }`,
      { input: { planId: plan.id, seats: 1, cardNumber: '4242424242424242' } },
      c.owner.token,
    );
    expect(paid.data.checkout.__typename).toBe('PaymentPayload');
    expect((await t.gql(ADD, { n: `learn-${Date.now()}.gate.test` }, c.owner.token)).data.addDomain.__typename).toBe('DomainPayload');
    expect((await t.gql(COLOURS_SET, {}, c.owner.token)).data.updateBrandColors.__typename).toBe('CompanyPayload');
  });
});

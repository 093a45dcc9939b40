/**
 * The outbox events integrators subscribe to (webhooks), each from the real write that makes it,
 * in its transaction: learner.created, member.joined, member.removed, domain.verified,
 * invoice.paid, invoice.failed. (material.*, learner.completed/passed/failed and
 * answer.submitted: outbox.test.ts.) Each payload is thin: ids, and what an integration needs
 * to tell events apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billing } from '../modules/billing/index.js';
import { startDnsServer, type TestDnsServer } from '../test/dns-server.js';
import { ACCEPT, addMember, INVITE, invitationToken, REMOVE } from '../modules/team/team.test-helpers.js';
import { buildCompany, buildUser, uniqueEmail } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer({ 'app.learnhub.test': { A: ['203.0.113.7'] } });
  t = await createTestApp({ env: { DNS_SERVERS: dns.address, DOMAIN_A_RECORD: '203.0.113.7', DOMAIN_CNAME_TARGET: 'app.learnhub.test' } });
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const events = (companyId: string, type: string) =>
  t.prisma.outboxEvent.findMany({ where: { companyId, type }, orderBy: { id: 'asc' }, select: { type: true, data: true } });

describe('events for integrators', () => {
  it('learner.created: once, at the first sign-in (not again at the next)', async () => {
    const { company } = await buildCompany(t);
    const email = uniqueEmail('learner');
    const signIn = async () => {
      await t.rest('POST', '/magic_link/generate', { body: { email, company: company.slug } });
      const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, kind: 'magic_link' }, orderBy: { createdAt: 'desc' } });
      const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
      expect((await t.rest('GET', `/magic_link/verify?token=${encodeURIComponent(token)}`)).status).toBe(200);
    };
    await signIn();
    await signIn();
    const learner = await t.prisma.learner.findFirstOrThrow({ where: { companyId: company.id, email } });
    expect(await events(company.id, 'learner.created')).toEqual([{ type: 'learner.created', data: { learner_id: learner.id } }]);
  });

  it('member.joined when a company is made and when an invitation is accepted; member.removed on removal', async () => {
    const { user, token } = await buildUser(t);
    const made = await t.gql(`mutation { saveOnboardingCompany(input: { name: "Joined Co" }) { __typename } }`, {}, token);
    expect(made.errors).toBeUndefined();
    const membership = await t.prisma.membership.findFirstOrThrow({ where: { userId: user.id }, include: { company: true } });
    expect(await events(membership.companyId, 'member.joined')).toEqual([
      { type: 'member.joined', data: { membership_id: membership.id, user_id: user.id, role: 'owner' } },
    ]);

    const email = uniqueEmail('invited');
    await t.gql(INVITE, { input: { invites: [{ email, role: 'MEMBER' }] } }, token);
    const invited = await buildUser(t, { email });
    const accepted = await t.gql(ACCEPT, { token: await invitationToken(t, email) }, invited.token);
    expect(accepted.data.acceptInvite.__typename).toBe('AcceptInvitePayload');
    const joined = await t.prisma.membership.findFirstOrThrow({ where: { userId: invited.user.id } });
    expect((await events(membership.companyId, 'member.joined')).at(-1)).toEqual({
      type: 'member.joined',
      data: { membership_id: joined.id, user_id: invited.user.id, role: 'member' },
    });

    const other = await addMember(t, membership.companyId, 'VIEW_ONLY');
    expect((await t.gql(REMOVE, { id: other.gid }, token)).data.removeMember.__typename).toBe('RemoveMemberPayload');
    expect(await events(membership.companyId, 'member.removed')).toEqual([
      { type: 'member.removed', data: { membership_id: other.membership.id, user_id: other.user.id } },
    ]);
    expect(await events(membership.companyId, 'member.joined')).toHaveLength(2); // addMember wrote the row directly: no event
  });

  it('domain.verified when a check finds the records, once (not at every later check)', async () => {
    const { company, owner } = await buildCompany(t);
    const name = `learn-${Date.now()}.example.com`;
    const added = await t.gql(
      `mutation ($n: String!) { addDomain(input: { domainName: $n }) { __typename ... on DomainPayload { domain { id } } } }`,
      { n: name },
      owner.token,
    );
    const domainGid = added.data.addDomain.domain.id as string;
    const row = await t.prisma.domain.findFirstOrThrow({ where: { companyId: company.id } });
    dns.zone.set(name, { CNAME: 'app.learnhub.test' });
    dns.zone.set(`_learnhub-verification.${name}`, { TXT: [`learnhub-verification=${row.verificationToken}`] });
    const check = () => t.gql(`mutation ($id: ID!) { verifyDomain(input: { domainId: $id }) { __typename } }`, { id: domainGid }, owner.token);
    await check();
    await check();
    expect(await events(company.id, 'domain.verified')).toEqual([{ type: 'domain.verified', data: { domain_id: row.id, domain: name } }]);
  });

  it('invoice.paid at checkout; invoice.failed when a renewal is declined', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const plan = await t.prisma.plan.findUniqueOrThrow({ where: { code: 'business_monthly' } });
    const paid = await t.gql(
      `mutation ($input: CheckoutInput!) { checkout(input: $input) { __typename } }`,
      // 0341 pays now and fails at the renewal (the test provider's card).
      { input: { planId: plan.id, seats: 2, cardNumber: '4000000000000341' } },
      c.owner.token,
    );
    expect(paid.data.checkout.__typename).toBe('PaymentPayload');
    const first = await t.prisma.invoice.findFirstOrThrow({ where: { companyId: c.company.id } });
    expect(await events(c.company.id, 'invoice.paid')).toEqual([
      { type: 'invoice.paid', data: { invoice_id: first.id, number: first.number, amount: 5000, currency: 'usd' } },
    ]);
    await t.prisma.subscription.update({ where: { companyId: c.company.id }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });
    expect(await billing.renewDueSubscriptions(t.deps)).toMatchObject({ failed: 1 });
    const open = await t.prisma.invoice.findFirstOrThrow({ where: { companyId: c.company.id, status: 'open' } });
    expect(await events(c.company.id, 'invoice.failed')).toEqual([
      { type: 'invoice.failed', data: { invoice_id: open.id, number: open.number, amount: 5000, currency: 'usd' } },
    ]);
  });
});

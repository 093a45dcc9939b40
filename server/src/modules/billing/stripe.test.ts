/**
 * Billing with BILLING_PROVIDER=stripe: the official client talks to a local stand-in of
 * Stripe's API (test/stripe-api-server.ts), and webhooks are signed with the client's own test
 * signer, so the signature check is the real one. Amounts by hand: Business monthly is 2500 ¢
 * per seat, so 3 seats are 7500 ¢.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type StripeApiServer, startStripeApiServer } from '../../test/stripe-api-server.js';
import { renewDueSubscriptions } from './billing.service.js';
import { RESTRICTED_MESSAGE } from './restriction.js';

const SECRET = 'whsec_learnhubtestsecret';
let api: StripeApiServer;
let t: TestApp;
let plans: Record<string, string>;

beforeAll(async () => {
  api = await startStripeApiServer();
  t = await createTestApp({ env: { BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: api.key, STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: api.url } });
  plans = Object.fromEntries((await t.prisma.plan.findMany()).map((p) => [p.code, p.id]));
});
afterAll(async () => {
  await t.close();
  await api.close();
});

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);

type Refs = { companyId: string; subscription: string; customer: string; seats?: number; planCode?: string };
const metadata = (r: Refs) => ({ companyId: r.companyId, planCode: r.planCode ?? 'business_monthly', seats: String(r.seats ?? 3) });

function event(type: string, object: object) {
  return {
    id: id('evt'),
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: NOW,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  };
}
const checkoutCompleted = (r: Refs) =>
  event('checkout.session.completed', {
    id: id('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    customer: r.customer,
    subscription: r.subscription,
    metadata: metadata(r),
  });
function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', r: Refs, inv: { id: string; start: number; paid: boolean }) {
  const total = 2500 * (r.seats ?? 3);
  return event(type, {
    id: inv.id,
    object: 'invoice',
    number: `LH-${inv.id.slice(-4)}`,
    customer: r.customer,
    total,
    amount_paid: inv.paid ? total : 0,
    amount_remaining: inv.paid ? 0 : total,
    period_start: inv.start - 30 * DAY,
    period_end: inv.start,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: r.subscription, metadata: metadata(r) } },
    lines: {
      object: 'list',
      data: [
        {
          id: id('il'),
          object: 'line_item',
          amount: total,
          description: `${r.seats ?? 3} × Business seat (monthly)`,
          discount_amounts: [],
          period: { start: inv.start, end: inv.start + 30 * DAY },
        },
      ],
    },
  });
}

/** Posts a webhook as Stripe would: the exact body, signed with the endpoint's secret. */
async function deliver(payload: object, opts: { secret?: string; timestamp?: number; body?: string; signature?: string | null } = {}) {
  const body = JSON.stringify(payload);
  const signature =
    opts.signature === null
      ? undefined
      : (opts.signature ?? Stripe.webhooks.generateTestHeaderString({ payload: body, secret: opts.secret ?? SECRET, timestamp: opts.timestamp }));
  const res = await t.fetch('/api/v1/billing/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: opts.body ?? body,
  });
  return { status: res.status, body: await res.json() };
}

const BILLING = `query { billing { currentPlan { code } seats state status overdueAmount provider } }`;
const billingOf = (token: string) => t.gql(BILLING, {}, token).then((r) => r.data.billing);
const createMaterial = (token: string) =>
  t
    .gql(`mutation { createMaterial(input: { name: "New", kind: WALKTHROUGH }) { __typename ... on Error { message } } }`, {}, token)
    .then((r) => r.data.createMaterial);

describe('configuration', () => {
  it('BILLING_PROVIDER=stripe needs both keys, and they must look like Stripe keys', () => {
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe' })).toThrow('BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: SECRET })).toThrow(
      'STRIPE_SECRET_KEY: must be a Stripe secret key',
    );
    expect(loadConfig({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: SECRET }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: SECRET,
      apiUrl: undefined,
    });
  });
});

describe('checkout on Stripe', () => {
  it("answers with Stripe's checkout page for seats × the plan's price, and changes nothing until Stripe says it is paid", async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const before = api.requests.length;
    const res = await t.rest('POST', '/billing/checkout', { token: c.owner.token, body: { plan_id: plans.business_monthly, seats: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Continue to Stripe to pay.');
    expect(res.body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(res.body.invoice).toBeUndefined();

    const sent = api.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions']);
    const form = sent[0]!.form;
    expect(sent[0]!.authorization).toBe(`Bearer ${api.key}`);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][quantity]')).toBe('3');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('metadata[companyId]')).toBe(c.company.id);
    expect(form.get('subscription_data[metadata][companyId]')).toBe(c.company.id);
    expect(form.get('subscription_data[metadata][seats]')).toBe('3');
    expect(form.get('customer_email')).toBe(c.owner.user.email);
    expect(form.get('success_url')).toBe(`http://app.test/${c.company.slug}/settings/billing?checkout=done`);

    expect(await billingOf(c.owner.token)).toEqual({
      currentPlan: { code: 'starter' },
      seats: 1,
      state: 'OK',
      status: null,
      overdueAmount: 0,
      provider: 'stripe',
    });
  });

  it('the annual plan is asked for by the year at 24000 ¢ a seat; GraphQL answers with checkoutUrl and no invoice', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const res = await t.gql(
      `mutation ($input: CheckoutInput!) { checkout(input: $input) { __typename ... on PaymentPayload { message checkoutUrl invoice { id } } } }`,
      { input: { planId: plans.business_annual, seats: 2 } },
      c.owner.token,
    );
    expect(res.data.checkout).toMatchObject({
      __typename: 'PaymentPayload',
      invoice: null,
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    });
    const form = api.requests.at(-1)!.form;
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('24000');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(form.get('line_items[0][quantity]')).toBe('2');
  });
});

describe('webhooks: the signature', () => {
  it('no signature, another secret, an edited body or a signature older than 5 minutes: 400, and nothing is recorded', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const evt = checkoutCompleted({ companyId: c.company.id, subscription: id('sub'), customer: id('cus') });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(evt), secret: SECRET });
    const cases = [
      await deliver(evt, { signature: null }),
      await deliver(evt, { secret: 'whsec_someoneelse' }),
      await deliver(evt, { signature: signed, body: JSON.stringify({ ...evt, id: id('evt') }) }),
      await deliver(evt, { timestamp: NOW - 600 }),
    ];
    expect(cases.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(cases[0]!.body.error).toBe('The Stripe-Signature header is missing.');
    expect(cases[1]!.body.error).toBe('The Stripe-Signature header does not match this body, or it is older than 5 minutes.');
    expect(await t.prisma.billingEvent.count({ where: { id: evt.id } })).toBe(0);
    expect(await t.prisma.subscription.count({ where: { companyId: c.company.id } })).toBe(0);
  });

  it('a server on the test provider has no Stripe endpoint (404)', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.fetch('/api/v1/billing/webhooks/stripe', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe('Stripe is not the payment provider of this server.');
    } finally {
      await plain.close();
    }
  });
});

describe('webhooks: a subscription through its life', () => {
  it('completed → paid → replayed → failed twice (one grace period) → restricted → paid on Stripe → lifted; seats stay 3', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const refs = { companyId: c.company.id, subscription: id('sub'), customer: id('cus') };

    expect((await deliver(checkoutCompleted(refs))).body).toEqual({ received: true, status: 'applied' });
    expect(await billingOf(c.owner.token)).toMatchObject({ currentPlan: { code: 'business_monthly' }, seats: 3, state: 'OK', status: 'ACTIVE' });

    const first = invoiceEvent('invoice.paid', refs, { id: id('in'), start: NOW, paid: true });
    expect((await deliver(first)).body.status).toBe('applied');
    const invoices = await t.rest('GET', '/invoices', { token: c.owner.token });
    expect(invoices.body).toHaveLength(1);
    expect(invoices.body[0]).toMatchObject({ status: 'paid', amount: 7500, amount_paid: 7500, plan: 'Business (monthly)' });
    expect(invoices.body[0].invoice_data.lines).toEqual([
      { description: '3 × Business seat (monthly)', amount: 7500, discount_amounts: [], period: { start: NOW, end: NOW + 30 * DAY } },
    ]);
    const paidAt = invoices.body[0].paid_at;

    // Stripe delivers at least once: the same event again changes nothing.
    expect((await deliver(first)).body).toEqual({ received: true, status: 'duplicate' });
    const again = await t.rest('GET', '/invoices', { token: c.owner.token });
    expect(again.body.map((i: { paid_at: string }) => i.paid_at)).toEqual([paidAt]);

    // The renewal fails: past due with the amount, in the grace period.
    const renewal = { id: id('in'), start: NOW + 30 * DAY, paid: false };
    expect((await deliver(invoiceEvent('invoice.payment_failed', refs, renewal))).body.status).toBe('applied');
    expect(await billingOf(c.owner.token)).toMatchObject({ state: 'GRACE', status: 'PAST_DUE', overdueAmount: 7500, seats: 3 });
    const grace = (await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } })).graceEndsAt!;
    expect(Math.abs(grace.getTime() - (Date.now() + 7 * DAY * 1000))).toBeLessThan(60_000);

    // Stripe's retry fails again: the grace period does not start over, the debt is not doubled.
    expect((await deliver(invoiceEvent('invoice.payment_failed', refs, renewal))).body.status).toBe('applied');
    const after = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    expect(after.graceEndsAt).toEqual(grace);
    expect(after.overdueAmount).toBe(7500);

    // After the grace period the server refuses new assets; paying goes to the open invoice's page.
    await t.prisma.subscription.update({ where: { companyId: c.company.id }, data: { graceEndsAt: new Date(Date.now() - 1000) } });
    expect(await createMaterial(c.owner.token)).toEqual({ __typename: 'ForbiddenError', message: RESTRICTED_MESSAGE });
    api.invoices.set(renewal.id, `https://invoice.stripe.com/i/${renewal.id}`);
    const pay = await t.rest('POST', '/billing/pay_overdue', { token: c.owner.token, body: {} });
    expect(pay.body).toEqual({ message: 'Continue to Stripe to pay.', checkout_url: `https://invoice.stripe.com/i/${renewal.id}` });

    // Stripe says the invoice is paid: lifted at once, the next period, seats as bought.
    expect((await deliver(invoiceEvent('invoice.paid', refs, { ...renewal, paid: true }))).body.status).toBe('applied');
    expect(await billingOf(c.owner.token)).toMatchObject({ state: 'OK', status: 'ACTIVE', overdueAmount: 0, seats: 3 });
    expect(await createMaterial(c.owner.token)).toEqual({ __typename: 'MaterialPayload' });
    const sub = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    expect(sub.currentPeriodEnd).toEqual(new Date((NOW + 60 * DAY) * 1000));
    expect(await t.prisma.invoice.count({ where: { companyId: c.company.id } })).toBe(2);
  });

  it('an invoice that arrives before "checkout completed" still makes the subscription; a stale failure for a paid invoice is ignored', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const refs = { companyId: c.company.id, subscription: id('sub'), customer: id('cus'), seats: 2 };
    const inv = { id: id('in'), start: NOW, paid: true };
    expect((await deliver(invoiceEvent('invoice.paid', refs, inv))).body.status).toBe('applied');
    expect((await deliver(checkoutCompleted(refs))).body.status).toBe('applied');
    expect(await billingOf(c.owner.token)).toMatchObject({ currentPlan: { code: 'business_monthly' }, seats: 2, state: 'OK' });
    expect(await t.prisma.subscription.count({ where: { companyId: c.company.id } })).toBe(1);

    expect((await deliver(invoiceEvent('invoice.payment_failed', refs, { ...inv, paid: false }))).body).toEqual({
      received: true,
      status: 'ignored',
      detail: 'the invoice is already paid',
    });
    expect(await billingOf(c.owner.token)).toMatchObject({ state: 'OK', status: 'ACTIVE' });
  });

  it('two deliveries of one event at once: applied once', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const refs = { companyId: c.company.id, subscription: id('sub'), customer: id('cus') };
    await deliver(checkoutCompleted(refs));
    const paid = invoiceEvent('invoice.paid', refs, { id: id('in'), start: NOW, paid: true });
    const results = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.status).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await t.prisma.invoice.count({ where: { companyId: c.company.id } })).toBe(1);
  });

  it('a cancelled subscription leaves the company on Starter; a second checkout while subscribed is refused', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const refs = { companyId: c.company.id, subscription: id('sub'), customer: id('cus') };
    await deliver(checkoutCompleted(refs));
    const second = await t.rest('POST', '/billing/checkout', { token: c.owner.token, body: { plan_id: plans.business_monthly, seats: 3 } });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('Your company already has a Business subscription with Stripe.');

    const ended = event('customer.subscription.deleted', { id: refs.subscription, object: 'subscription', customer: refs.customer, metadata: metadata(refs) });
    expect((await deliver(ended)).body.status).toBe('applied');
    expect(await billingOf(c.owner.token)).toMatchObject({ currentPlan: { code: 'starter' }, status: null, state: 'OK' });
  });

  it('events for no company of ours, or without our metadata, are acknowledged and change nothing', async () => {
    const stranger = checkoutCompleted({ companyId: randomUUID(), subscription: id('sub'), customer: id('cus') });
    expect((await deliver(stranger)).body).toEqual({ received: true, status: 'ignored', detail: 'no such company' });
    const bare = event('checkout.session.completed', { id: id('cs_test'), object: 'checkout.session', mode: 'subscription', metadata: {} });
    expect((await deliver(bare)).body).toEqual({ received: true, status: 'ignored', detail: 'no LearnHub company in the metadata' });
    const other = event('customer.created', { id: id('cus'), object: 'customer' });
    expect((await deliver(other)).body).toEqual({ received: true, status: 'ignored', detail: 'not an event LearnHub acts on' });
  });

  it("Stripe's customer portal: for the company's own Stripe customer, back to billing; refused before a subscription and to non-Owners", async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const before = await t.rest('POST', '/billing/portal', { token: c.owner.token });
    expect(before).toMatchObject({ status: 409, body: { error: 'Your company has no Stripe subscription yet: upgrade first.' } });
    const refs = { companyId: c.company.id, subscription: id('sub'), customer: id('cus') };
    await deliver(checkoutCompleted(refs));
    const res = await t.gql(`mutation { billingPortal { __typename ... on BillingPortalPayload { url } ... on Error { message } } }`, {}, c.owner.token);
    expect(res.data.billingPortal.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_/);
    const sent = api.requests.at(-1)!;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/billing_portal/sessions');
    expect(sent.form.get('customer')).toBe(refs.customer);
    expect(sent.form.get('return_url')).toBe(`http://app.test/${c.company.slug}/settings/billing`);
    const admin = await buildUser(t, { companyId: c.company.id, role: 'TEAM_ADMIN' });
    expect((await t.rest('POST', '/billing/portal', { token: admin.token })).status).toBe(403);
  });

  it('there is no test clock with Stripe', async () => {
    const c = await buildCompany(t);
    const res = await t.rest('POST', '/billing/test_clock', { token: c.owner.token, body: { advance_to: 'renewal' } });
    expect(res).toMatchObject({ status: 409, body: { error: 'Only the test payment provider has a test clock.' } });
  });

  it('our renewal job leaves Stripe subscriptions to Stripe', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const refs = { companyId: c.company.id, subscription: id('sub'), customer: id('cus') };
    await deliver(checkoutCompleted(refs));
    await deliver(invoiceEvent('invoice.paid', refs, { id: id('in'), start: NOW - 40 * DAY, paid: true }));
    const before = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    expect(before.currentPeriodEnd!.getTime()).toBeLessThan(Date.now());
    await renewDueSubscriptions(t.deps);
    const after = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    expect(after).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: before.currentPeriodEnd });
    expect(await t.prisma.invoice.count({ where: { companyId: c.company.id } })).toBe(1);
  });
});

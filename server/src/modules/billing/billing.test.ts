/**
 * Billing with the built-in test provider: plans, checkout (success, decline, later failure),
 * invoices with their lines and discounts, a failed renewal's grace period and restriction (every
 * create operation × ok, grace, restricted), paying it, roles and tenant walls. Amounts are
 * worked out by hand from the catalogue: Business monthly 2500 ¢/seat, annual 24000 ¢/seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { blob, tinyPng } from '../profile/upload-fixtures.js';
import { renewDueSubscriptions } from './billing.service.js';
import { RESTRICTED_MESSAGE } from './restriction.js';
import { UNKNOWN_TEST_CARD } from './test-provider.js';

let t: TestApp;
let plans: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  plans = Object.fromEntries((await t.prisma.plan.findMany()).map((p) => [p.code, p.id]));
});
afterAll(() => t.close());

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { __typename ... on Error { message } ... on ValidationError { fieldErrors { field messages } } ... on PaymentPayload { message invoice { id number status amount amountPaid planName lines { description amount discountAmount discountDescription periodStart periodEnd } } } } }`;
const PAY = `mutation ($card: String!) { payOverdue(input: { cardNumber: $card }) { __typename ... on Error { message } ... on PaymentPayload { message invoice { status amount amountPaid } } } }`;
const BILLING = `query { billing { currentPlan { code name } adminCount seats state status overdueAmount paymentMethod graceEndsAt } }`;

const checkout = (token: string, planCode: string, seats: number, cardNumber: string) =>
  t.gql(CHECKOUT, { input: { planId: plans[planCode], seats, cardNumber } }, token).then((r) => r.data.checkout);
const billingOf = (token: string) => t.gql(BILLING, {}, token).then((r) => r.data.billing);
/** Ends the current period now, as the calendar would. */
const endPeriod = (companyId: string) => t.prisma.subscription.update({ where: { companyId }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });

describe('plans', () => {
  it('lists Starter, Business monthly and annual, Enterprise, in cents, the annual price per month divided by 12', async () => {
    const res = await t.gql(`query { plans { code name amount interval monthlySeatPrice } }`, {}, (await buildCompany(t, { plan: 'starter' })).owner.token);
    expect(res.data.plans).toEqual([
      { code: 'starter', name: 'Starter', amount: 0, interval: 'MONTH', monthlySeatPrice: 0 },
      { code: 'business_monthly', name: 'Business', amount: 2500, interval: 'MONTH', monthlySeatPrice: 2500 },
      { code: 'business_annual', name: 'Business', amount: 24000, interval: 'YEAR', monthlySeatPrice: 2000 },
      { code: 'enterprise', name: 'Enterprise', amount: 0, interval: 'YEAR', monthlySeatPrice: 0 },
    ]);
  });
});

describe('checkout with the test provider', () => {
  it('a new company is on Starter with its members as seats', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    await buildUser(t, { companyId: c.company.id, role: 'MEMBER' });
    expect(await billingOf(c.owner.token)).toEqual({
      currentPlan: { code: 'starter', name: 'Starter' },
      adminCount: 2,
      seats: 2,
      state: 'OK',
      status: null,
      overdueAmount: 0,
      paymentMethod: null,
      graceEndsAt: null,
    });
  });

  it('4242…: Business monthly for 3 seats is charged 75.00 now, with a paid invoice for one month', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const res = await checkout(c.owner.token, 'business_monthly', 3, '4242 4242 4242 4242');
    expect(res.message).toBe('You are on Business with 3 seats.');
    expect(res.invoice).toMatchObject({ status: 'paid', amount: 7500, amountPaid: 7500, planName: 'Business (monthly)' });
    expect(res.invoice.number).toMatch(/^INV-\d{8}-[0-9A-F]{6}$/);
    const [line] = res.invoice.lines;
    expect(line).toMatchObject({ description: '3 × Business seats (monthly)', amount: 7500, discountAmount: 0, discountDescription: null });
    const start = new Date(line.periodStart);
    const end = new Date(line.periodEnd);
    const expectedEnd = new Date(start);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(end.toISOString()).toBe(expectedEnd.toISOString());
    expect(await billingOf(c.owner.token)).toMatchObject({
      currentPlan: { code: 'business_monthly' },
      seats: 3,
      state: 'OK',
      status: 'ACTIVE',
      paymentMethod: 'Visa ending 4242',
    });
  });

  it('the annual plan shows its discount against twelve months: 2 seats are 600.00 less 120.00', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const res = await checkout(c.owner.token, 'business_annual', 2, '4242424242424242');
    expect(res.invoice).toMatchObject({ amount: 48000, amountPaid: 48000, planName: 'Business (annual)' });
    expect(res.invoice.lines[0]).toMatchObject({
      description: '2 × Business seats (annual)',
      amount: 60000,
      discountAmount: 12000,
      discountDescription: 'Annual billing discount',
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['5555555555554444', UNKNOWN_TEST_CARD],
    ['12', 'Enter the card number (12 to 19 digits).'],
  ])('%s is refused with "%s" and nothing changes', async (card, message) => {
    const c = await buildCompany(t, { plan: 'starter' });
    const res = await checkout(c.owner.token, 'business_monthly', 1, card);
    expect(res).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'cardNumber', messages: [message] }] });
    expect(await t.prisma.subscription.count({ where: { companyId: c.company.id } })).toBe(0);
    expect(await t.prisma.invoice.count({ where: { companyId: c.company.id } })).toBe(0);
  });

  it('seats: at least the team, at most 1000; Starter and Enterprise are not bought here', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    await buildUser(t, { companyId: c.company.id, role: 'MEMBER' });
    const seats = async (n: number) => (await checkout(c.owner.token, 'business_monthly', n, '4242424242424242')).fieldErrors?.[0]?.messages[0];
    expect(await seats(0)).toBe('Choose a whole number of seats, at least 1.');
    expect(await seats(1)).toBe('Your team has 2 members: choose at least 2 seats.');
    expect(await seats(1001)).toBe('At most 1000 seats: for more, contact sales.');
    expect((await checkout(c.owner.token, 'enterprise', 2, '4242424242424242')).fieldErrors[0].messages[0]).toBe(
      'Enterprise is arranged with our sales team: contact sales.',
    );
    expect((await checkout(c.owner.token, 'starter', 2, '4242424242424242')).fieldErrors[0].messages[0]).toBe('Starter is free: there is nothing to pay.');
  });

  it('only Owners pay and read invoices; every member reads the plan', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const admin = (await buildUser(t, { companyId: c.company.id, role: 'TEAM_ADMIN' })).token;
    const viewer = (await buildUser(t, { companyId: c.company.id, role: 'VIEW_ONLY' })).token;
    expect((await checkout(admin, 'business_monthly', 3, '4242424242424242')).__typename).toBe('ForbiddenError');
    expect((await billingOf(viewer)).currentPlan.code).toBe('starter');
    expect((await t.rest('GET', '/invoices', { token: admin })).status).toBe(403);
    expect(
      (await t.rest('POST', '/billing/checkout', { token: admin, body: { plan_id: plans.business_monthly, seats: 3, card_number: '4242424242424242' } }))
        .status,
    ).toBe(403);
  });
});

describe('a payment that fails later: grace, restriction, paying', () => {
  it('every create operation: allowed when paid and in the grace period, refused after it, allowed again once paid', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const seed = await t.gql(
      `mutation { createMaterial(input: { name: "Seed", kind: WALKTHROUGH }) { __typename ... on MaterialPayload { material { id } } } }`,
      {},
      c.owner.token,
    );
    const seedGid: string = seed.data.createMaterial.material.id;
    await t.prisma.learningMaterial.updateMany({
      where: { companyId: c.company.id, name: 'Seed' },
      data: { status: 'PUBLISHED', visibility: 'PUBLIC', publishedData: [] },
    });
    const withGid = async () => {
      const m = await t.prisma.learningMaterial.findFirstOrThrow({ where: { name: 'Seed', companyId: c.company.id } });
      return Object.assign(m, { gid: seedGid });
    };
    const ops = async () => createOpsFor(c.owner.token, await withGid());

    const everything = (outcome: string) => Object.fromEntries(OPS.map((op) => [op, outcome]));

    expect(await checkout(c.owner.token, 'business_monthly', 2, '4000 0000 0000 0341')).toMatchObject({ __typename: 'PaymentPayload' });
    expect(await ops()).toEqual(everything('ok'));

    // The renewal fails: past due, with the overdue amount and an open invoice; still creating (grace).
    await endPeriod(c.company.id);
    expect(await renewDueSubscriptions(t.deps)).toMatchObject({ failed: 1 });
    const grace = await billingOf(c.owner.token);
    expect(grace).toMatchObject({ state: 'GRACE', status: 'PAST_DUE', overdueAmount: 5000, seats: 2 });
    const graceEnds = new Date(grace.graceEndsAt).getTime();
    expect(graceEnds).toBeGreaterThan(Date.now() + 7 * 86_400_000 - 60_000);
    expect(graceEnds).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
    expect(await t.prisma.invoice.findFirst({ where: { companyId: c.company.id, status: 'open' } })).toMatchObject({ amount: 5000, amountPaid: 0 });
    expect(await ops()).toEqual(everything('ok'));

    // The grace period ends: every create operation is refused, by GraphQL and REST alike.
    await t.prisma.subscription.update({ where: { companyId: c.company.id }, data: { graceEndsAt: new Date(Date.now() - 1000) } });
    expect((await billingOf(c.owner.token)).state).toBe('RESTRICTED');
    expect(await ops()).toEqual(everything('restricted'));
    // Seats stay; learners still reach what is published.
    expect((await billingOf(c.owner.token)).seats).toBe(2);
    const hub = await t.rest('GET', `/hub/materials?company=${c.company.slug}`);
    expect(hub.status).toBe(200);

    // Paying with a card that is declined changes nothing; with a good card it lifts at once.
    expect((await t.gql(PAY, { card: '4000000000000002' }, c.owner.token)).data.payOverdue.__typename).toBe('ValidationError');
    expect((await billingOf(c.owner.token)).state).toBe('RESTRICTED');
    const paid = (await t.gql(PAY, { card: '4242424242424242' }, c.owner.token)).data.payOverdue;
    expect(paid).toEqual({
      __typename: 'PaymentPayload',
      message: 'Payment received: thank you.',
      invoice: { status: 'paid', amount: 5000, amountPaid: 5000 },
    });
    expect(await billingOf(c.owner.token)).toMatchObject({
      state: 'OK',
      status: 'ACTIVE',
      overdueAmount: 0,
      graceEndsAt: null,
      seats: 2,
      paymentMethod: 'Visa ending 4242',
    });
    expect(await ops()).toEqual(everything('ok'));
    // Nothing is overdue any more.
    expect((await t.gql(PAY, { card: '4242424242424242' }, c.owner.token)).data.payOverdue).toMatchObject({
      __typename: 'ConflictError',
      message: 'Nothing is overdue.',
    });
  });

  it('a renewal with a good card: a new paid invoice and the next period', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    await checkout(c.owner.token, 'business_monthly', 1, '4242424242424242');
    const before = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    await endPeriod(c.company.id);
    const ended = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    await renewDueSubscriptions(t.deps);
    const after = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    expect(after.status).toBe('ACTIVE');
    expect(after.currentPeriodStart.toISOString()).toBe(ended.currentPeriodEnd!.toISOString());
    const next = new Date(ended.currentPeriodEnd!);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(after.currentPeriodEnd!.toISOString()).toBe(next.toISOString());
    expect(before.id).toBe(after.id);
    const invoices = await t.rest('GET', '/invoices', { token: c.owner.token });
    expect(invoices.body.map((i: { status: string; amount: number }) => [i.status, i.amount])).toEqual([
      ['paid', 2500],
      ['paid', 2500],
    ]);
  });
});

describe("the test provider's clock", () => {
  const CLOCK = `mutation ($to: TestClockStep!) { advanceTestClock(to: $to) { __typename ... on Error { message } ... on TestClockPayload { message } } }`;
  const advance = (token: string, to: 'RENEWAL' | 'GRACE_END') => t.gql(CLOCK, { to }, token).then((r) => r.data.advanceTestClock);

  it('an Owner moves their own subscription to its renewal and past the grace period; others are refused', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    const other = await buildCompany(t, { plan: 'starter' });
    await checkout(other.owner.token, 'business_monthly', 1, '4000000000000341');
    const otherBefore = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: other.company.id } });

    expect(await advance(c.owner.token, 'RENEWAL')).toEqual({ __typename: 'ConflictError', message: 'There is no active paid subscription to renew.' });
    await checkout(c.owner.token, 'business_monthly', 1, '4000000000000341');
    expect(await advance(c.owner.token, 'GRACE_END')).toEqual({ __typename: 'ConflictError', message: 'Nothing is overdue.' });
    const member = await buildUser(t, { companyId: c.company.id, role: 'TEAM_ADMIN' });
    expect((await advance(member.token, 'RENEWAL')).__typename).toBe('ForbiddenError');

    // 0341 fails at renewal: past due, in the grace period, with the month's amount overdue.
    expect(await advance(c.owner.token, 'RENEWAL')).toEqual({ __typename: 'TestClockPayload', message: 'The renewal payment failed.' });
    expect(await billingOf(c.owner.token)).toMatchObject({ state: 'GRACE', status: 'PAST_DUE', overdueAmount: 2500 });
    const rest = await t.rest('POST', '/billing/test_clock', { token: c.owner.token, body: { advance_to: 'grace_end' } });
    expect(rest).toMatchObject({ status: 200, body: { message: 'The grace period has ended.' } });
    expect((await billingOf(c.owner.token)).state).toBe('RESTRICTED');

    // The other company's subscription is untouched by all of it.
    expect(await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: other.company.id } })).toEqual(otherBefore);
  });

  it('the test provider has no billing portal (Stripe only)', async () => {
    const c = await buildCompany(t);
    const res = await t.rest('POST', '/billing/portal', { token: c.owner.token });
    expect(res).toMatchObject({ status: 409, body: { error: 'The test payment provider has no billing portal: its cards are typed on the billing page.' } });
  });

  it('a good card renews for the next period', async () => {
    const c = await buildCompany(t, { plan: 'starter' });
    await checkout(c.owner.token, 'business_monthly', 1, '4242424242424242');
    expect(await advance(c.owner.token, 'RENEWAL')).toEqual({ __typename: 'TestClockPayload', message: 'Renewed for the next period.' });
    expect(await billingOf(c.owner.token)).toMatchObject({ state: 'OK', status: 'ACTIVE' });
    expect(await t.prisma.invoice.count({ where: { companyId: c.company.id, status: 'paid' } })).toBe(2);
  });
});

describe('invoices over REST, and tenant walls', () => {
  it('GET /invoices/{id} has the fields of authoring.md §3; another company gets 404', async () => {
    const a = await buildCompany(t, { name: 'Invoice Co', plan: 'starter' });
    const b = await buildCompany(t, { plan: 'starter' });
    const res = await t.rest('POST', '/billing/checkout', {
      token: a.owner.token,
      body: { plan_id: plans.business_annual, seats: 1, card_number: '4242424242424242' },
    });
    expect(res.status).toBe(200);
    const id = res.body.invoice.id as string;
    const one = await t.rest('GET', `/invoices/${id}`, { token: a.owner.token });
    expect(one.body).toMatchObject({
      company_name: 'Invoice Co',
      invoice_url: `http://app.test/${a.company.slug}/settings/invoices/${id}`,
      amount: 24000,
      amount_paid: 24000,
      plan: 'Business (annual)',
      invoice_data: {
        lines: [{ description: '1 × Business seat (annual)', amount: 30000, discount_amounts: [{ amount: 6000, description: 'Annual billing discount' }] }],
      },
    });
    expect(typeof one.body.subscription.current_period_start).toBe('number');
    expect((await t.rest('GET', `/invoices/${id}`, { token: b.owner.token })).status).toBe(404);
    expect((await t.gql(`query ($id: ID!) { invoice(id: $id) { id } }`, { id }, b.owner.token)).data.invoice).toBeNull();
    expect((await t.rest('GET', '/invoices', { token: b.owner.token })).body).toEqual([]);
    expect((await t.rest('GET', '/billing', { token: a.owner.token })).body).toMatchObject({
      admin_count: 1,
      seats: 1,
      current_plan: { code: 'business_annual', amount: 24000, interval: 'year' },
      status: 'active',
      overdue_amount: 0,
      state: 'ok',
    });
  });
});

const OPS = [
  'createMaterial',
  'REST POST /learning_materials',
  'duplicateMaterial',
  'inviteTeamMembers',
  'addDomain',
  'REST POST /library',
  'REST POST /uploads (company logo)',
  'REST POST /uploads/learning_material/{slug}',
  'REST POST /upload_files',
];

/** Every create operation, as a person would call it, on a material to duplicate and upload to; each answer reduced to ok / restricted. */
async function createOpsFor(token: string, material: { gid: string; slug: string }): Promise<Record<string, string>> {
  const gqlOutcome = async (query: string, variables: Record<string, unknown>, field: string) => {
    const res = await t.gql(query, variables, token);
    const r = res.data?.[field];
    if (!r) return JSON.stringify(res.errors);
    if (r.__typename === 'ForbiddenError' && r.message === RESTRICTED_MESSAGE) return 'restricted';
    return r.__typename.endsWith('Error') ? `${r.__typename}: ${r.message}` : 'ok';
  };
  const restOutcome = async (method: string, path: string, body: unknown) => {
    const res = await t.rest(method, path, { token, body });
    if (res.status === 403 && res.body?.error === RESTRICTED_MESSAGE) return 'restricted';
    return res.status < 300 ? 'ok' : `${res.status} ${JSON.stringify(res.body)}`;
  };
  const form = (fields: Record<string, string | Blob>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v as Blob);
    return f;
  };
  return {
    createMaterial: await gqlOutcome(
      `mutation { createMaterial(input: { name: "New", kind: WALKTHROUGH }) { __typename ... on Error { message } } }`,
      {},
      'createMaterial',
    ),
    'REST POST /learning_materials': await restOutcome('POST', '/learning_materials', { name: 'New REST', material_type: 'walkthrough' }),
    duplicateMaterial: await gqlOutcome(
      `mutation ($id: ID!) { duplicateMaterial(input: { materialId: $id }) { __typename ... on Error { message } } }`,
      { id: material.gid },
      'duplicateMaterial',
    ),
    inviteTeamMembers: await gqlOutcome(
      `mutation ($e: String!) { inviteTeamMembers(input: { invites: [{ email: $e }] }) { __typename ... on Error { message } } }`,
      { e: uniqueEmail('invitee') },
      'inviteTeamMembers',
    ),
    addDomain: await gqlOutcome(
      `mutation ($n: String!) { addDomain(input: { domainName: $n }) { __typename ... on Error { message } } }`,
      { n: `learn-${Date.now()}-${Math.random().toString(36).slice(2, 7)}.billing.test` },
      'addDomain',
    ),
    'REST POST /library': await restOutcome('POST', '/library', form({ image: blob(tinyPng()) })),
    'REST POST /uploads (company logo)': await restOutcome('POST', '/uploads', form({ image: blob(tinyPng()), image_type: 'company_logo' })),
    'REST POST /uploads/learning_material/{slug}': await restOutcome(
      'POST',
      `/uploads/learning_material/${material.slug}`,
      form({ image: blob(tinyPng()), image_type: 'walkthrough_thumbnail' }),
    ),
    'REST POST /upload_files': await restOutcome('POST', '/upload_files', form({ file: blob(tinyPng()) })),
  };
}

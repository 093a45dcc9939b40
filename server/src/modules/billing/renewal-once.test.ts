/**
 * A subscription period is charged once, whoever runs its renewal (billing.service.ts
 * renewPeriod): the test clock run twice, the clock and the hourly job together, many runs at
 * once. The test clock once moved the paid period's end to "now" and renewed from there: one
 * month on two invoices. Amounts by hand: Business monthly is 25.00 a seat, so 4 seats are
 * 100.00 (10000 ¢) a month.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { renewDueSubscriptions } from './billing.service.js';

let t: TestApp;
let monthlyPlanId: string;
beforeAll(async () => {
  t = await createTestApp();
  monthlyPlanId = (await t.prisma.plan.findUniqueOrThrow({ where: { code: 'business_monthly' } })).id;
});
afterAll(() => t.close());

const MONTH_OF_4_SEATS = 4 * 2500;
const CLOCK = `mutation ($to: TestClockStep!) { advanceTestClock(to: $to) { __typename ... on Error { message } ... on TestClockPayload { message } } }`;
const PAY = `mutation ($card: String!) { payOverdue(input: { cardNumber: $card }) { __typename ... on Error { message } } }`;

async function subscribed(card = '4242424242424242') {
  const c = await buildCompany(t, { plan: 'starter' });
  const r = await t.gql(
    `mutation ($input: CheckoutInput!) { checkout(input: $input) { __typename ... on Error { message } } }`,
    { input: { planId: monthlyPlanId, seats: 4, cardNumber: card } },
    c.owner.token,
  );
  expect(r.data.checkout.__typename).toBe('PaymentPayload');
  return c;
}

const runClock = (token: string) => t.gql(CLOCK, { to: 'RENEWAL' }, token).then((r) => r.data.advanceTestClock);

function plusMonths(d: Date, months: number): Date {
  const x = new Date(d);
  x.setUTCMonth(x.getUTCMonth() + months);
  return x;
}

/** The calendar moves on a month: the paid period (subscription and invoice) now ends this instant. */
async function aMonthGoesBy(companyId: string): Promise<Date> {
  const sub = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId } });
  const end = sub.currentPeriodStart;
  const period = { periodStart: plusMonths(end, -1), periodEnd: end };
  await t.prisma.subscription.update({ where: { companyId }, data: { currentPeriodStart: period.periodStart, currentPeriodEnd: end } });
  await t.prisma.invoice.updateMany({ where: { companyId }, data: period });
  return end;
}

/** The company's invoices in period order, as [start, end, amount, status]. */
async function invoicesOf(companyId: string) {
  const rows = await t.prisma.invoice.findMany({ where: { companyId }, orderBy: { periodStart: 'asc' } });
  return rows.map((i) => [i.periodStart!.toISOString(), i.periodEnd!.toISOString(), i.amount, i.status] as const);
}

/** Every period on one invoice: each starts where the one before ended (no month billed twice, none skipped). */
function expectOneInvoicePerPeriod(invoices: Awaited<ReturnType<typeof invoicesOf>>) {
  for (let i = 1; i < invoices.length; i++) expect(invoices[i]![0]).toBe(invoices[i - 1]![1]);
}

describe('a subscription period is charged once', () => {
  it('the test clock twice: the two months after the paid one, 100.00 each, never the paid month again', async () => {
    const c = await subscribed();
    const paid = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    const start = paid.currentPeriodStart;

    expect(await runClock(c.owner.token)).toEqual({ __typename: 'TestClockPayload', message: 'Renewed for the next period.' });
    expect(await runClock(c.owner.token)).toEqual({ __typename: 'TestClockPayload', message: 'Renewed for the next period.' });

    const m = (n: number) => plusMonths(start, n).toISOString();
    expect(await invoicesOf(c.company.id)).toEqual([
      [m(0), m(1), MONTH_OF_4_SEATS, 'paid'],
      [m(1), m(2), MONTH_OF_4_SEATS, 'paid'],
      [m(2), m(3), MONTH_OF_4_SEATS, 'paid'],
    ]);
    const now = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    expect([now.currentPeriodStart.toISOString(), now.currentPeriodEnd!.toISOString()]).toEqual([m(2), m(3)]);
    // Ahead of time, so the hourly job finds nothing due.
    expect(await renewDueSubscriptions(t.deps, new Date(), c.company.id)).toEqual({ renewed: 0, failed: 0 });
  });

  it('five renewal runs at once (the hourly job on several processes): the ended period is charged once', async () => {
    const c = await subscribed();
    const ended = await aMonthGoesBy(c.company.id);

    const runs = await Promise.all(Array.from({ length: 5 }, () => renewDueSubscriptions(t.deps, new Date(), c.company.id)));

    expect(runs.reduce((n, r) => n + r.renewed, 0)).toBe(1);
    const m = (n: number) => plusMonths(ended, n).toISOString();
    expect(await invoicesOf(c.company.id)).toEqual([
      [m(-1), m(0), MONTH_OF_4_SEATS, 'paid'],
      [m(0), m(1), MONTH_OF_4_SEATS, 'paid'],
    ]);
    expect((await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } })).currentPeriodEnd).toEqual(plusMonths(ended, 1));
  });

  it('the clock and the hourly job together, and five clicks at once: one invoice of 100.00 per period', async () => {
    const c = await subscribed();
    await aMonthGoesBy(c.company.id);

    const [clock] = await Promise.all([runClock(c.owner.token), renewDueSubscriptions(t.deps, new Date(), c.company.id)]);
    expect(clock).toEqual({ __typename: 'TestClockPayload', message: 'Renewed for the next period.' });
    const clicks = await Promise.all(Array.from({ length: 5 }, () => runClock(c.owner.token)));
    for (const click of clicks) expect(click).toEqual({ __typename: 'TestClockPayload', message: 'Renewed for the next period.' });

    // How many periods went by depends on how the runs interleaved; each of them is on one invoice.
    const invoices = await invoicesOf(c.company.id);
    expectOneInvoicePerPeriod(invoices);
    for (const [, , amount, status] of invoices) expect([amount, status]).toEqual([MONTH_OF_4_SEATS, 'paid']);
    const sub = await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } });
    expect(sub.currentPeriodEnd!.toISOString()).toBe(invoices.at(-1)![1]);
  });

  it('a failed renewal paid ahead of time, then the clock again: the month just paid is not charged again', async () => {
    // 0341: the first charge succeeds, renewals fail.
    const c = await subscribed('4000000000000341');
    const start = (await t.prisma.subscription.findUniqueOrThrow({ where: { companyId: c.company.id } })).currentPeriodStart;
    expect(await runClock(c.owner.token)).toEqual({ __typename: 'TestClockPayload', message: 'The renewal payment failed.' });
    expect((await t.gql(PAY, { card: '4242424242424242' }, c.owner.token)).data.payOverdue.__typename).toBe('PaymentPayload');
    expect(await runClock(c.owner.token)).toEqual({ __typename: 'TestClockPayload', message: 'Renewed for the next period.' });

    const m = (n: number) => plusMonths(start, n).toISOString();
    expect(await invoicesOf(c.company.id)).toEqual([
      [m(0), m(1), MONTH_OF_4_SEATS, 'paid'],
      [m(1), m(2), MONTH_OF_4_SEATS, 'paid'],
      [m(2), m(3), MONTH_OF_4_SEATS, 'paid'],
    ]);
  });
});

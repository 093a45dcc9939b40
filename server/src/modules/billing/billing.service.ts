/**
 * Plans, a company's subscription, checkout, renewals, a failed payment and paying it
 * (authoring.md §2 billing and payment pages, §3 plan / billing / invoice, §4, §9; issue 11 §3).
 *
 * - A company without a subscription is on Starter (free). Business is per seat, monthly or
 *   annual (the annual price is 20 % below twelve months); Enterprise is "contact sales".
 * - Checkout (Owners only: `billing.manage`) charges the first period at once through the
 *   configured provider and writes a paid invoice; the subscription renews at the period's end
 *   (`renewDueSubscriptions`, the billing.renew job).
 * - A renewal that fails makes the subscription PAST_DUE with the overdue amount and an open
 *   invoice; the company keeps creating for BILLING_GRACE_DAYS, then new assets are refused by
 *   the server (restriction.ts). Paying the overdue balance lifts it at once. Seats never change
 *   during a payment problem.
 * All amounts are in cents.
 */
import { randomBytes } from 'node:crypto';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { Invoice, Plan, Prisma, Subscription } from '../../generated/prisma/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Config } from '../../config.js';
import type { ChargingProvider, PaymentProvider } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

export const PAID_PLAN_CODES = ['business_monthly', 'business_annual'] as const;
export const MAX_SEATS = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type InvoiceLine = {
  description: string;
  /** Seconds since the epoch, as the spec's invoice data has them. */
  period: { start: number; end: number };
  amount: number;
  discount_amounts: { amount: number; description: string }[];
};

const providers = new WeakMap<Config, PaymentProvider>();
/** The provider BILLING_PROVIDER names (one per configuration: tests run both side by side). */
export function paymentProvider(deps: Deps): PaymentProvider {
  let provider = providers.get(deps.config);
  if (!provider) {
    provider = deps.config.stripe ? createStripeProvider(deps.config.stripe) : createTestProvider();
    providers.set(deps.config, provider);
  }
  return provider;
}

export async function listPlans(deps: Deps): Promise<Plan[]> {
  const plans = await deps.prisma.plan.findMany();
  const order = ['starter', 'business_monthly', 'business_annual', 'enterprise'];
  return plans.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
}

/** What one seat costs per month on a plan: the annual amount is shown divided by 12. */
export function monthlySeatPrice(plan: Pick<Plan, 'amount' | 'interval'>): number {
  return plan.interval === 'YEAR' ? Math.round(plan.amount / 12) : plan.amount;
}

function addInterval(from: Date, interval: Plan['interval']): Date {
  const d = new Date(from);
  if (interval === 'YEAR') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** "annual" or "monthly": how a plan's interval reads on invoices and at the provider. */
export const billedEvery = (plan: Pick<Plan, 'interval'>) => (plan.interval === 'YEAR' ? 'annual' : 'monthly');

/** An invoice's plan name, e.g. "Business (monthly)". */
export const invoicePlanName = (plan: Pick<Plan, 'name' | 'interval'>) => `${plan.name} (${billedEvery(plan)})`;

/** When a payment problem that starts `now` stops new assets (BILLING_GRACE_DAYS later). */
export const graceEndsFrom = (deps: Deps, now: Date) => new Date(now.getTime() + deps.config.BILLING_GRACE_DAYS * 86_400_000);

/** One invoice line: seats × the plan for a period; the annual plan shows its discount against monthly billing. */
export function invoiceLine(plan: Plan, seats: number, start: Date, end: Date, monthly: Plan | null): InvoiceLine {
  const amount = plan.amount * seats;
  const listPrice = plan.interval === 'YEAR' && monthly ? monthly.amount * 12 * seats : amount;
  const what = `${seats} × ${plan.name} seat${seats === 1 ? '' : 's'} (${billedEvery(plan)})`;
  return {
    description: what,
    period: { start: seconds(start), end: seconds(end) },
    amount: listPrice,
    discount_amounts: listPrice > amount ? [{ amount: listPrice - amount, description: 'Annual billing discount' }] : [],
  };
}

function invoiceNumber(now: Date): string {
  return `INV-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

export type BillingState = 'ok' | 'grace' | 'restricted';

/** A charge made here comes back with its invoice; a hosted provider's with the page to go to. */
export type PaymentResult = { invoice: Invoice | null; checkoutUrl: string | null; message: string };

/** ok, grace (past due, still creating) or restricted (past due after the grace period). */
export function billingState(sub: Pick<Subscription, 'status' | 'graceEndsAt'> | null, now = new Date()): BillingState {
  if (sub?.status !== 'PAST_DUE') return 'ok';
  return sub.graceEndsAt && sub.graceEndsAt > now ? 'grace' : 'restricted';
}

export type BillingView = {
  companyId: string;
  plan: Plan | null;
  subscription: (Subscription & { plan: Plan }) | null;
  adminCount: number;
  seats: number;
  state: BillingState;
  /** "test" (cards are typed here) or "stripe" (checkout and paying happen on Stripe's pages). */
  provider: PaymentProvider['name'];
};

/** The billing page: current plan (Starter when none), administrators, seats and the payment state. */
export async function getBilling(deps: Deps, actor: StaffActor | null): Promise<BillingView> {
  const { companyId } = requirePermission(actor, 'company.read');
  const [subscription, adminCount, starter] = await Promise.all([
    deps.prisma.subscription.findUnique({ where: { companyId }, include: { plan: true } }),
    deps.prisma.membership.count({ where: { companyId } }),
    deps.prisma.plan.findUnique({ where: { code: 'starter' } }),
  ]);
  const active = subscription && subscription.status !== 'CANCELED' ? subscription : null;
  return {
    companyId,
    plan: active?.plan ?? starter,
    subscription: active,
    adminCount,
    seats: active?.seats ?? adminCount,
    state: billingState(active),
    provider: paymentProvider(deps).name,
  };
}

function parseSeats(raw: unknown, members: number): number {
  const seats = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1) throw ValidationError.field('seats', 'Choose a whole number of seats, at least 1.');
  if (seats > MAX_SEATS) throw ValidationError.field('seats', `At most ${MAX_SEATS} seats: for more, contact sales.`);
  if (seats < members) throw ValidationError.field('seats', `Your team has ${members} members: choose at least ${members} seats.`);
  return seats;
}

function parseCard(raw: unknown): string {
  const card = typeof raw === 'string' ? raw.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(card)) throw ValidationError.field('cardNumber', 'Enter the card number (12 to 19 digits).');
  return card;
}

/**
 * Upgrades to a paid plan: charges seats × price now, then the subscription is ACTIVE for one
 * period with a paid invoice. A company that is past due pays its balance first.
 */
export async function checkout(deps: Deps, actor: StaffActor | null, input: { planId: unknown; seats: unknown; cardNumber?: unknown }): Promise<PaymentResult> {
  const a = requirePermission(actor, 'billing.manage');
  const planId = typeof input.planId === 'string' ? input.planId : '';
  const plan = UUID.test(planId) ? await deps.prisma.plan.findUnique({ where: { id: planId } }) : null;
  if (!plan) throw ValidationError.field('planId', 'Choose a plan.');
  if (plan.code === 'enterprise') throw ValidationError.field('planId', 'Enterprise is arranged with our sales team: contact sales.');
  if (plan.code === 'starter') throw ValidationError.field('planId', 'Starter is free: there is nothing to pay.');
  const members = await deps.prisma.membership.count({ where: { companyId: a.companyId } });
  const seats = parseSeats(input.seats, members);
  const existing = await deps.prisma.subscription.findUnique({ where: { companyId: a.companyId } });
  if (existing?.status === 'PAST_DUE') throw new ConflictError('Your last payment failed: pay the overdue balance first.');

  const provider = paymentProvider(deps);
  if (provider.kind === 'hosted') {
    // Stripe bills the subscription it holds: a second checkout would bill the company twice.
    if (existing?.status === 'ACTIVE' && existing.provider === provider.name && existing.providerSubscriptionId) {
      throw new ConflictError('Your company already has a Business subscription with Stripe.');
    }
    const [company, user] = await Promise.all([
      deps.prisma.company.findUniqueOrThrow({ where: { id: a.companyId }, select: { name: true, slug: true } }),
      deps.prisma.user.findUniqueOrThrow({ where: { id: a.userId }, select: { email: true } }),
    ]);
    const settings = `${deps.config.publicUrl}/${company.slug}/settings`;
    const { url } = await provider.createCheckout({
      companyId: a.companyId,
      companyName: company.name,
      email: user.email,
      plan: { code: plan.code, name: plan.name, amount: plan.amount, interval: plan.interval },
      seats,
      customerRef: existing?.provider === provider.name ? existing.providerCustomerId : null,
      successUrl: `${settings}/billing?checkout=done`,
      cancelUrl: `${settings}/plan_checkout?plan_id=${plan.id}`,
    });
    return { invoice: null, checkoutUrl: url, message: 'Continue to Stripe to pay.' };
  }

  const card = parseCard(input.cardNumber);
  const amount = plan.amount * seats;
  const charge = await provider.chargeCard({ cardNumber: card, amount, description: `${plan.name} for ${seats} seats` });
  if (!charge.ok) throw ValidationError.field('cardNumber', charge.message);

  const now = new Date();
  const end = addInterval(now, plan.interval);
  const monthly = await deps.prisma.plan.findUnique({ where: { code: 'business_monthly' } });
  const invoice = await deps.prisma.$transaction(async (tx) => {
    const data = {
      planId: plan.id,
      seats,
      status: 'ACTIVE' as const,
      currentPeriodStart: now,
      currentPeriodEnd: end,
      overdueAmount: 0,
      graceEndsAt: null,
      provider: provider.name,
      providerCustomerId: charge.customerRef,
      paymentMethod: charge.paymentMethod,
    };
    const sub = await tx.subscription.upsert({ where: { companyId: a.companyId }, create: { companyId: a.companyId, ...data }, update: data });
    const made = await tx.invoice.create({
      data: {
        companyId: a.companyId,
        subscriptionId: sub.id,
        number: invoiceNumber(now),
        amount,
        amountPaid: amount,
        status: 'paid',
        paidAt: now,
        planName: invoicePlanName(plan),
        periodStart: now,
        periodEnd: end,
        providerInvoiceId: charge.providerPaymentId,
        lines: [invoiceLine(plan, seats, now, end, monthly)],
      },
    });
    await emitInvoice(deps, tx, 'invoice.paid', made);
    return made;
  });
  return { invoice, checkoutUrl: null, message: `You are on ${plan.name} with ${seats} seat${seats === 1 ? '' : 's'}.` };
}

/**
 * Renews every subscription whose period has ended: a paid invoice and the next period, or, when
 * the kept card fails, PAST_DUE with the overdue amount, an open invoice and the grace period.
 * Each period is renewed once whoever runs it (renewPeriod).
 */
export async function renewDueSubscriptions(deps: Deps, now = new Date(), onlyCompanyId?: string): Promise<{ renewed: number; failed: number }> {
  const provider = paymentProvider(deps);
  // A hosted provider (Stripe) renews its subscriptions itself and tells us by webhook.
  if (provider.kind !== 'charging') return { renewed: 0, failed: 0 };
  const due = await deps.prisma.subscription.findMany({
    where: { status: 'ACTIVE', provider: provider.name, currentPeriodEnd: { lte: now }, ...(onlyCompanyId ? { companyId: onlyCompanyId } : {}) },
    select: { id: true, currentPeriodEnd: true },
    take: 100,
  });
  let renewed = 0;
  let failed = 0;
  for (const sub of due) {
    const outcome = await renewPeriod(deps, provider, sub.id, sub.currentPeriodEnd ?? now, now);
    if (outcome === 'renewed') renewed++;
    if (outcome === 'failed') failed++;
  }
  return { renewed, failed };
}

export type RenewalOutcome = 'renewed' | 'failed' | 'already-renewed';

/**
 * Charges one subscription for the period that starts at `periodStart` (where its current one
 * ends), now. A period is charged once whatever runs it — the hourly job on any server process,
 * the test clock, both at once, or a retry: the subscription's row is locked first, and a runner
 * that finds the period already moved on (or the subscription no longer ACTIVE) changes nothing.
 * The provider is charged inside that lock, with a key naming the period, so a charge whose
 * transaction did not commit is not charged again on the next run.
 */
async function renewPeriod(deps: Deps, provider: ChargingProvider, subscriptionId: string, periodStart: Date, now: Date): Promise<RenewalOutcome> {
  const monthly = await deps.prisma.plan.findUnique({ where: { code: 'business_monthly' } });
  return deps.prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Subscription" WHERE "id" = ${subscriptionId}::uuid FOR UPDATE`;
      const sub = await tx.subscription.findUnique({ where: { id: subscriptionId }, include: { plan: true } });
      if (sub?.status !== 'ACTIVE' || sub.currentPeriodEnd?.getTime() !== periodStart.getTime()) return 'already-renewed';
      const start = periodStart;
      const end = addInterval(start, sub.plan.interval);
      const amount = sub.plan.amount * sub.seats;
      const charge =
        amount === 0 || !sub.providerCustomerId
          ? ({ ok: false, message: 'No card is kept for this subscription.' } as const)
          : await provider.chargeCustomer({
              customerRef: sub.providerCustomerId,
              amount,
              description: `${sub.plan.name} renewal`,
              idempotencyKey: `renewal:${sub.id}:${start.toISOString()}`,
            });
      const base = {
        companyId: sub.companyId,
        subscriptionId: sub.id,
        number: invoiceNumber(now),
        amount,
        planName: invoicePlanName(sub.plan),
        periodStart: start,
        periodEnd: end,
        lines: [invoiceLine(sub.plan, sub.seats, start, end, monthly)],
      };
      if (charge.ok) {
        await tx.subscription.update({ where: { id: sub.id }, data: { currentPeriodStart: start, currentPeriodEnd: end } });
        const paid = await tx.invoice.create({
          data: { ...base, amountPaid: amount, status: 'paid', paidAt: now, providerInvoiceId: charge.providerPaymentId },
        });
        await emitInvoice(deps, tx, 'invoice.paid', paid);
        return 'renewed';
      }
      // The seats stay as they were: a payment problem never takes anyone's seat away.
      await tx.subscription.update({ where: { id: sub.id }, data: { status: 'PAST_DUE', overdueAmount: amount, graceEndsAt: graceEndsFrom(deps, now) } });
      const unpaid = await tx.invoice.create({ data: { ...base, amountPaid: 0, status: 'open' } });
      await emitInvoice(deps, tx, 'invoice.failed', unpaid);
      return 'failed';
    },
    // Many runners of one period wait for the first rather than fail (Prisma's default is 2 s).
    { maxWait: 10_000, timeout: 30_000 },
  );
}

/** Tells integrators (webhooks) of an invoice paid or failed, in the transaction that wrote it. */
export async function emitInvoice(
  deps: Deps,
  tx: Prisma.TransactionClient,
  type: 'invoice.paid' | 'invoice.failed',
  invoice: Pick<Invoice, 'id' | 'companyId' | 'number' | 'amount'>,
): Promise<void> {
  await deps.events.emit(tx, type, { companyId: invoice.companyId, invoiceId: invoice.id, number: invoice.number, amount: invoice.amount, currency: 'usd' });
}

/** Pays the overdue balance with a card: ACTIVE again at once, the open invoices paid, a new period from now (see below). */
export async function payOverdue(deps: Deps, actor: StaffActor | null, input: { cardNumber?: unknown }): Promise<PaymentResult> {
  const a = requirePermission(actor, 'billing.manage');
  const sub = await deps.prisma.subscription.findUnique({ where: { companyId: a.companyId }, include: { plan: true } });
  if (sub?.status !== 'PAST_DUE') throw new ConflictError('Nothing is overdue.');
  const provider = paymentProvider(deps);
  if (provider.kind === 'hosted') {
    // Stripe's page for the open invoice; its "invoice.paid" webhook lifts the restriction.
    const open = await deps.prisma.invoice.findFirst({
      where: { companyId: a.companyId, status: 'open', providerInvoiceId: { not: null } },
      orderBy: { createdAt: 'desc' },
    });
    if (!open?.providerInvoiceId) throw new ConflictError('Stripe has not sent the open invoice yet: try again in a minute.');
    return { invoice: null, checkoutUrl: await provider.overdueUrl(open.providerInvoiceId), message: 'Continue to Stripe to pay.' };
  }
  const card = parseCard(input.cardNumber);
  const charge = await provider.chargeCard({ cardNumber: card, amount: sub.overdueAmount, description: 'Overdue balance' });
  if (!charge.ok) throw ValidationError.field('cardNumber', charge.message);
  const now = new Date();
  const invoice = await deps.prisma.$transaction(async (tx) => {
    const open = await tx.invoice.findMany({ where: { companyId: a.companyId, status: 'open' }, orderBy: { createdAt: 'desc' } });
    for (const inv of open)
      await emitInvoice(
        deps,
        tx,
        'invoice.paid',
        await tx.invoice.update({ where: { id: inv.id }, data: { status: 'paid', amountPaid: inv.amount, paidAt: now } }),
      );
    // A new period from now; but never one that starts before the period just paid for (the
    // test clock renews ahead of time), or the next renewal would charge that period again.
    const paidFrom = open[0]?.periodStart;
    const start = paidFrom && paidFrom > now ? paidFrom : now;
    await tx.subscription.update({
      where: { id: sub.id },
      data: {
        status: 'ACTIVE',
        overdueAmount: 0,
        graceEndsAt: null,
        currentPeriodStart: start,
        currentPeriodEnd: addInterval(start, sub.plan.interval),
        providerCustomerId: charge.customerRef,
        paymentMethod: charge.paymentMethod,
      },
    });
    const latest = open[0] ?? (await tx.invoice.findFirst({ where: { companyId: a.companyId }, orderBy: { createdAt: 'desc' } }));
    if (!latest) throw new NotFoundError('Invoice not found.');
    return tx.invoice.findUniqueOrThrow({ where: { id: latest.id } });
  });
  return { invoice, checkoutUrl: null, message: 'Payment received: thank you.' };
}

/**
 * Stripe's customer portal for the company's Stripe customer (Owners): the card, the seats and
 * cancelling are managed there, and what changes comes back by webhook.
 */
export async function billingPortal(deps: Deps, actor: StaffActor | null): Promise<{ url: string }> {
  const a = requirePermission(actor, 'billing.manage');
  const provider = paymentProvider(deps);
  if (provider.kind !== 'hosted') throw new ConflictError('The test payment provider has no billing portal: its cards are typed on the billing page.');
  const sub = await deps.prisma.subscription.findUnique({ where: { companyId: a.companyId } });
  if (sub?.provider !== provider.name || !sub.providerCustomerId) throw new ConflictError('Your company has no Stripe subscription yet: upgrade first.');
  const company = await deps.prisma.company.findUniqueOrThrow({ where: { id: a.companyId }, select: { slug: true } });
  return { url: await provider.portalUrl(sub.providerCustomerId, `${deps.config.publicUrl}/${company.slug}/settings/billing`) };
}

export type TestClockStep = 'renewal' | 'grace_end';

/**
 * The test provider's clock (as Stripe's test clocks): an Owner runs their own subscription's
 * renewal now, or ends the grace period now, so that a failed renewal, the banner, the
 * restriction and paying it can be tried without waiting a month. The renewal charges the next
 * period, the one that starts where the paid one ends (the paid period is never charged again:
 * moving its end to now once billed one month twice), through the same renewPeriod as the hourly
 * job. Only with BILLING_PROVIDER=test: no real money moves there; it changes nothing but the
 * caller's own company.
 */
export async function advanceTestClock(deps: Deps, actor: StaffActor | null, step: TestClockStep): Promise<{ message: string }> {
  const a = requirePermission(actor, 'billing.manage');
  const provider = paymentProvider(deps);
  if (provider.kind !== 'charging') throw new ConflictError('Only the test payment provider has a test clock.');
  const sub = await deps.prisma.subscription.findUnique({ where: { companyId: a.companyId } });
  const now = new Date();
  if (step === 'renewal') {
    if (sub?.status !== 'ACTIVE' || sub.provider !== 'test' || !sub.currentPeriodEnd) throw new ConflictError('There is no active paid subscription to renew.');
    const outcome = await renewPeriod(deps, provider, sub.id, sub.currentPeriodEnd, now);
    // Another run renewed this period first (a second click, the hourly job): say how that went.
    const failed =
      outcome === 'failed' || (outcome === 'already-renewed' && (await deps.prisma.subscription.findUnique({ where: { id: sub.id } }))?.status === 'PAST_DUE');
    return { message: failed ? 'The renewal payment failed.' : 'Renewed for the next period.' };
  }
  if (sub?.status !== 'PAST_DUE') throw new ConflictError('Nothing is overdue.');
  await deps.prisma.subscription.update({ where: { id: sub.id }, data: { graceEndsAt: new Date(now.getTime() - 1000) } });
  return { message: 'The grace period has ended.' };
}

export async function listInvoices(deps: Deps, actor: StaffActor | null): Promise<Invoice[]> {
  const { companyId } = requirePermission(actor, 'billing.manage');
  return deps.prisma.invoice.findMany({ where: { companyId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 100 });
}

export async function getInvoice(deps: Deps, actor: StaffActor | null, invoiceId: string): Promise<Invoice> {
  const { companyId } = requirePermission(actor, 'billing.manage');
  const invoice = UUID.test(invoiceId) ? await deps.prisma.invoice.findFirst({ where: { id: invoiceId, companyId } }) : null;
  if (!invoice) throw new NotFoundError('Invoice not found.');
  return invoice;
}

/** The company an invoice is addressed to: the name on it and the workspace its address is under. */
export async function invoiceCompany(deps: Deps, invoice: Pick<Invoice, 'companyId'>): Promise<{ name: string; slug: string }> {
  return deps.prisma.company.findUniqueOrThrow({ where: { id: invoice.companyId }, select: { name: true, slug: true } });
}

/** Plans, the company's billing, checkout with the configured provider, paying an overdue balance, invoices. */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Invoice, Plan } from '../../generated/prisma/client.js';
import * as billing from './billing.service.js';
import { BUSINESS_PLAN_CODES } from './plan-gates.js';

const PlanIntervalEnum = builder.enumType('PlanInterval', { values: ['MONTH', 'YEAR'] as const });
const BillingStateEnum = builder.enumType('BillingState', {
  values: {
    OK: { description: 'Paid up.' },
    GRACE: { description: 'A payment failed; everything still works until graceEndsAt.' },
    RESTRICTED: { description: 'A payment failed and the grace period ended: new materials, uploads, invites and domains are refused.' },
  } as const,
});

const PlanRef = builder.objectRef<Plan>('Plan').implement({
  description: 'A plan of the catalogue (authoring.md §9); amounts in cents.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The plan id checkout takes (plan_id).' }),
    code: t.exposeString('code', { description: 'starter, business_monthly, business_annual or enterprise.' }),
    name: t.exposeString('name'),
    amount: t.exposeInt('amount', { description: 'Cents per seat per interval.' }),
    interval: t.field({ type: PlanIntervalEnum, resolve: (p) => p.interval }),
    monthlySeatPrice: t.int({ description: 'Cents per seat per month (the annual amount divided by 12).', resolve: (p) => billing.monthlySeatPrice(p) }),
  }),
});

const BillingRef = builder.objectRef<billing.BillingView>('Billing').implement({
  fields: (t) => ({
    currentPlan: t.field({ type: PlanRef, nullable: true, resolve: (b) => b.plan }),
    adminCount: t.exposeInt('adminCount', { description: "The company's members (spec: admin_count)." }),
    seats: t.exposeInt('seats'),
    state: t.field({ type: BillingStateEnum, resolve: (b) => b.state.toUpperCase() as 'OK' | 'GRACE' | 'RESTRICTED' }),
    status: t.string({ nullable: true, description: 'ACTIVE or PAST_DUE; null on Starter.', resolve: (b) => b.subscription?.status ?? null }),
    overdueAmount: t.int({ description: 'Cents owed after a failed payment.', resolve: (b) => b.subscription?.overdueAmount ?? 0 }),
    graceEndsAt: t.field({ type: 'DateTime', nullable: true, resolve: (b) => b.subscription?.graceEndsAt ?? null }),
    currentPeriodEnd: t.field({ type: 'DateTime', nullable: true, resolve: (b) => b.subscription?.currentPeriodEnd ?? null }),
    paymentMethod: t.string({ nullable: true, resolve: (b) => b.subscription?.paymentMethod ?? null }),
    provider: t.string({
      description: '"test" (cards are typed in this app: its test numbers) or "stripe" (checkout and paying happen on Stripe\'s pages).',
      resolve: (b) => b.provider,
    }),
    subscriptionProvider: t.string({
      nullable: true,
      description: 'Which provider holds the paid subscription ("test" or "stripe"); null on Starter.',
      resolve: (b) => b.subscription?.provider ?? null,
    }),
    businessFeatures: t.boolean({
      description: 'Custom domains and brand colours are open (a Business or Enterprise plan): plan-gates.ts.',
      resolve: (b) => !!b.subscription && BUSINESS_PLAN_CODES.has(b.subscription.plan.code),
    }),
  }),
});

const InvoiceLineRef = builder.objectRef<billing.InvoiceLine>('InvoiceLine').implement({
  fields: (t) => ({
    description: t.exposeString('description'),
    periodStart: t.field({ type: 'DateTime', resolve: (l) => new Date(l.period.start * 1000) }),
    periodEnd: t.field({ type: 'DateTime', resolve: (l) => new Date(l.period.end * 1000) }),
    amount: t.exposeInt('amount', { description: 'Cents, before discounts.' }),
    discountAmount: t.int({ description: 'Cents taken off this line.', resolve: (l) => l.discount_amounts.reduce((sum, d) => sum + d.amount, 0) }),
    discountDescription: t.string({ nullable: true, resolve: (l) => l.discount_amounts[0]?.description ?? null }),
  }),
});

const InvoiceRef = builder.objectRef<Invoice>('Invoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    status: t.exposeString('status', { description: 'paid or open (a failed payment).' }),
    amount: t.exposeInt('amount', { description: 'Cents due.' }),
    amountPaid: t.exposeInt('amountPaid'),
    planName: t.exposeString('planName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    periodStart: t.expose('periodStart', { type: 'DateTime', nullable: true }),
    periodEnd: t.expose('periodEnd', { type: 'DateTime', nullable: true }),
    lines: t.field({ type: [InvoiceLineRef], resolve: (i) => (Array.isArray(i.lines) ? (i.lines as billing.InvoiceLine[]) : []) }),
  }),
});

builder.queryFields((t) => ({
  plans: t.field({
    type: [PlanRef],
    description: 'Starter, Business (monthly and annual) and Enterprise.',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => billing.listPlans(ctx.deps),
  }),
  billing: t.field({
    type: BillingRef,
    nullable: true,
    authScopes: { permission: 'company.read' },
    resolve: (_root, _args, ctx) => billing.getBilling(ctx.deps, ctx.actor),
  }),
  invoices: t.field({
    type: [InvoiceRef],
    description: "The company's invoices, newest first (Owners).",
    authScopes: { permission: 'billing.manage' },
    resolve: (_root, _args, ctx) => billing.listInvoices(ctx.deps, ctx.actor),
  }),
  invoice: t.field({
    type: InvoiceRef,
    nullable: true,
    authScopes: { permission: 'billing.manage' },
    args: { id: t.arg.id({ required: true }) },
    description: "One of the company's invoices; null for an unknown id or another company's.",
    resolve: (_root, { id }, ctx) =>
      billing.getInvoice(ctx.deps, ctx.actor, String(id)).catch((err) => {
        if (err instanceof NotFoundError) return null;
        throw err;
      }),
  }),
}));

const CheckoutInput = builder.inputType('CheckoutInput', {
  fields: (t) => ({
    planId: t.id({ required: true }),
    seats: t.int({ required: true }),
    cardNumber: t.string({
      required: false,
      description: "Given to the test provider only (its test numbers); with Stripe the card is typed on Stripe's page (checkoutUrl).",
    }),
  }),
});
const PayOverdueInput = builder.inputType('PayOverdueInput', {
  fields: (t) => ({ cardNumber: t.string({ required: false, description: 'The test provider only (see CheckoutInput).' }) }),
});

const PaymentPayload = builder.objectRef<billing.PaymentResult>('PaymentPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    invoice: t.field({
      type: InvoiceRef,
      nullable: true,
      description: 'The paid invoice, when the payment was made here (test provider).',
      resolve: (p) => p.invoice,
    }),
    checkoutUrl: t.string({
      nullable: true,
      description: "Where to send the owner to pay, when the provider's own page takes the card (Stripe).",
      resolve: (p) => p.checkoutUrl,
    }),
    billing: t.field({
      type: BillingRef,
      description: "The company's billing after this payment (the payment banner reads its state).",
      resolve: (_p, _args, ctx) => billing.getBilling(ctx.deps, ctx.actor),
    }),
  }),
});

/** Plan ids are plain uuids; a Relay-style global id is accepted too. */
function planUuid(raw: string): string {
  try {
    const { typename, id } = decodeGlobalID(raw);
    return typename === 'Plan' ? id : raw;
  } catch {
    return raw;
  }
}

const TestClockStepEnum = builder.enumType('TestClockStep', {
  values: {
    RENEWAL: { value: 'renewal', description: 'The period ends now and the kept card is charged for the next.' },
    GRACE_END: { value: 'grace_end', description: 'The grace period after a failed payment ends now.' },
  } as const,
});
const TestClockPayload = builder.objectRef<{ message: string }>('TestClockPayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const BillingPortalPayload = builder.objectRef<{ url: string }>('BillingPortalPayload').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: "Stripe's customer portal for this company, valid for a few minutes." }) }),
});

builder.mutationFields((t) => ({
  billingPortal: t.field({
    type: BillingPortalPayload,
    errors: { types: [...commonErrors, ConflictError] },
    description: "The address of Stripe's customer portal, where an Owner changes the card or the seats, or cancels (BILLING_PROVIDER=stripe).",
    resolve: (_root, _args, ctx) => billing.billingPortal(ctx.deps, ctx.actor),
  }),
  advanceTestClock: t.field({
    type: TestClockPayload,
    errors: { types: [...commonErrors, ConflictError] },
    description:
      "The test payment provider's clock (Owners; BILLING_PROVIDER=test only): moves the caller's own subscription to its renewal or past its grace period now.",
    args: { to: t.arg({ type: TestClockStepEnum, required: true }) },
    resolve: (_root, { to }, ctx) => billing.advanceTestClock(ctx.deps, ctx.actor, to),
  }),
  checkout: t.field({
    type: PaymentPayload,
    errors: { types: [...commonErrors, ConflictError] },
    description: "Upgrades to a paid plan with seats (Owners): the test provider charges now; Stripe answers with its checkout page's address.",
    args: { input: t.arg({ type: CheckoutInput, required: true }) },
    resolve: (_root, { input }, ctx) => billing.checkout(ctx.deps, ctx.actor, { ...input, planId: planUuid(String(input.planId)) }),
  }),
  payOverdue: t.field({
    type: PaymentPayload,
    errors: { types: [...commonErrors, ConflictError] },
    description: 'Pays the overdue balance after a failed payment; creating is allowed again at once (Owners).',
    args: { input: t.arg({ type: PayOverdueInput, required: true }) },
    resolve: (_root, { input }, ctx) => billing.payOverdue(ctx.deps, ctx.actor, input),
  }),
}));

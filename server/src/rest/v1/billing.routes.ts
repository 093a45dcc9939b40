/** REST: plans, billing, checkout and invoices (rest-routes.md "Billing"). */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import type { Invoice } from '../../generated/prisma/client.js';
import { applyProviderEvent, billing, type ProviderEvent, WebhookSignatureError } from '../../modules/billing/index.js';
import { withRestFieldNames } from './http-errors.js';
import { type RestEnv, route } from './registry.js';

/** authoring.md §3 Invoice: company name, invoice_url, amount, amount_paid, plan, subscription, invoice_data lines (cents; periods in seconds). */
async function invoiceDto(deps: Deps, i: Invoice) {
  const company = await billing.invoiceCompany(deps, i);
  return {
    id: i.id,
    number: i.number,
    company_name: company.name,
    invoice_url: `${deps.config.publicUrl}/${company.slug}/settings/invoices/${i.id}`,
    status: i.status,
    amount: i.amount,
    amount_paid: i.amountPaid,
    plan: i.planName,
    subscription: { current_period_start: i.periodStart ? Math.floor(i.periodStart.getTime() / 1000) : null },
    invoice_data: { lines: Array.isArray(i.lines) ? i.lines : [] },
    created_at: i.createdAt.toISOString(),
    paid_at: i.paidAt?.toISOString() ?? null,
  };
}

async function paymentDto(deps: Deps, r: billing.PaymentResult) {
  return r.checkoutUrl
    ? { message: r.message, checkout_url: r.checkoutUrl }
    : { message: r.message, invoice: r.invoice && (await invoiceDto(deps, r.invoice)) };
}

const planDto = (p: { id: string; name: string; amount: number; interval: string; code: string }) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  amount: p.amount,
  interval: p.interval.toLowerCase(),
});

export function billingRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/plans',
      tag: 'Billing',
      summary: 'The plan catalogue (amounts in cents per seat per interval)',
      auth: 'staff',
      responses: { 200: '[{ id, code, name, amount, interval }]' },
    },
    async (c) => c.json((await billing.listPlans(c.var.deps)).map(planDto)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/billing',
      tag: 'Billing',
      summary: "The company's plan, members and seats, and its payment state",
      auth: 'staff',
      permission: 'company.read',
      responses: { 200: '{ admin_count, seats, current_plan, status, overdue_amount, state, grace_ends_at, current_period_end, payment_method, provider }' },
    },
    async (c) => {
      const b = await billing.getBilling(c.var.deps, c.var.actor);
      return c.json({
        admin_count: b.adminCount,
        seats: b.seats,
        current_plan: b.plan ? planDto(b.plan) : null,
        status: b.subscription?.status.toLowerCase() ?? null,
        overdue_amount: b.subscription?.overdueAmount ?? 0,
        state: b.state,
        grace_ends_at: b.subscription?.graceEndsAt?.toISOString() ?? null,
        current_period_end: b.subscription?.currentPeriodEnd?.toISOString() ?? null,
        payment_method: b.subscription?.paymentMethod ?? null,
        provider: b.provider,
      });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/billing/checkout',
      tag: 'Billing',
      summary:
        "Upgrade to a paid plan with seats (Owners): the built-in test provider charges card_number at once; Stripe answers with its checkout page's address",
      auth: 'staff',
      permission: 'billing.manage',
      body: z.object({ plan_id: z.string(), seats: z.union([z.number(), z.string()]), card_number: z.string().optional() }),
      responses: {
        200: '{ message, invoice } (test provider) or { message, checkout_url } (Stripe)',
        403: 'not an Owner',
        409: 'a payment is overdue, or a Stripe subscription exists',
        422: '{ error, errors: { plan_id | seats | card_number } }',
      },
    },
    async (c, body) => {
      const r = await withRestFieldNames(
        billing.checkout(c.var.deps, c.var.actor, { planId: body.plan_id, seats: body.seats, cardNumber: body.card_number }),
        (field) => field,
      );
      return c.json(await paymentDto(c.var.deps, r));
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/billing/pay_overdue',
      tag: 'Billing',
      summary:
        "Pay the overdue balance after a failed payment (Owners): the test provider charges card_number and lifts the restriction at once; Stripe answers with the open invoice's page",
      auth: 'staff',
      permission: 'billing.manage',
      body: z.object({ card_number: z.string().optional() }),
      responses: {
        200: '{ message, invoice } (test provider) or { message, checkout_url } (Stripe)',
        409: 'nothing is overdue',
        422: '{ error, errors: { card_number } }',
      },
    },
    async (c, body) => {
      const r = await withRestFieldNames(billing.payOverdue(c.var.deps, c.var.actor, { cardNumber: body.card_number }), (field) => field);
      return c.json(await paymentDto(c.var.deps, r));
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/billing/portal',
      tag: 'Billing',
      summary: "The address of Stripe's customer portal, where an Owner changes the card or the seats, or cancels (BILLING_PROVIDER=stripe)",
      auth: 'staff',
      permission: 'billing.manage',
      responses: { 200: '{ url }', 409: 'the test provider, or no Stripe subscription yet' },
    },
    async (c) => c.json(await billing.billingPortal(c.var.deps, c.var.actor)),
  );

  route(
    app,
    {
      method: 'post',
      path: '/billing/test_clock',
      tag: 'Billing',
      summary:
        "The test payment provider's clock (Owners; BILLING_PROVIDER=test only): advance_to renewal ends the period now and charges the kept card; grace_end ends the grace period of a failed payment now",
      auth: 'staff',
      permission: 'billing.manage',
      body: z.object({ advance_to: z.enum(['renewal', 'grace_end']) }),
      responses: { 200: '{ message }', 409: 'with Stripe; nothing to renew; nothing overdue' },
    },
    async (c, body) => c.json(await billing.advanceTestClock(c.var.deps, c.var.actor, body.advance_to)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/invoices',
      tag: 'Billing',
      summary: "The company's invoices, newest first (Owners)",
      auth: 'staff',
      permission: 'billing.manage',
      responses: { 200: '[invoice]' },
    },
    async (c) => c.json(await Promise.all((await billing.listInvoices(c.var.deps, c.var.actor)).map((i) => invoiceDto(c.var.deps, i)))),
  );

  route(
    app,
    {
      method: 'get',
      path: '/invoices/:id',
      tag: 'Billing',
      summary: 'One invoice (Owners)',
      auth: 'staff',
      permission: 'billing.manage',
      responses: { 200: 'the invoice fields of authoring.md §3', 404: 'no such invoice in this company' },
    },
    async (c) => c.json(await invoiceDto(c.var.deps, await billing.getInvoice(c.var.deps, c.var.actor, c.req.param('id') ?? ''))),
  );

  route(
    app,
    {
      method: 'post',
      path: '/billing/webhooks/stripe',
      tag: 'Billing',
      summary:
        "Stripe's webhook endpoint (BILLING_PROVIDER=stripe): the body is checked against the Stripe-Signature header; each event id is applied once (checkout.session.completed, invoice.paid, invoice.payment_failed, customer.subscription.deleted)",
      auth: 'none',
      unavailable: (c) => (c.var.deps.config.stripe ? null : c.json({ error: 'Stripe is not the payment provider of this server.' }, 404)),
      responses: {
        200: '{ received: true, status: applied | duplicate | ignored }',
        400: '{ error } — no signature, a signature that does not match the body, or one older than 5 minutes',
        404: 'this server does not use Stripe',
      },
    },
    async (c) => {
      const provider = billing.paymentProvider(c.var.deps);
      if (provider.kind !== 'hosted') return c.json({ error: 'Stripe is not the payment provider of this server.' }, 404);
      // The signature covers the exact bytes, so the body is read as text, never re-serialised.
      const raw = await c.req.text();
      let event: ProviderEvent;
      try {
        event = await provider.readWebhook(raw, c.req.header('stripe-signature'));
      } catch (err) {
        if (err instanceof WebhookSignatureError) return c.json({ error: err.message }, 400);
        throw err;
      }
      const outcome = await applyProviderEvent(c.var.deps, provider.name, event);
      return c.json({ received: true, ...outcome });
    },
  );
}

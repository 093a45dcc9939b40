/**
 * Applies a hosted provider's webhooks (Stripe) to the company's subscription and invoices.
 *
 * Providers deliver at least once, and not always in order. So:
 * - each event id is written to BillingEvent in the same transaction as its effect: the same
 *   event again changes nothing, and an effect that fails leaves no record, so the provider's
 *   retry applies it (the insert is ON CONFLICT DO NOTHING, so two deliveries racing are one);
 * - every event carries the company, plan and seats (our checkout's metadata), so an invoice
 *   that arrives before "checkout completed" still makes the subscription;
 * - a failure reported for an invoice already paid is stale and ignored; a failure while already
 *   past due keeps the first grace deadline (Stripe retries and reports each failed attempt);
 * - seats are what the company bought: a payment problem never changes them.
 */
import type { Deps } from '../../deps.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { emitInvoice, graceEndsFrom, invoicePlanName } from './billing.service.js';
import type { ProviderEvent } from './payment-provider.js';

export type WebhookOutcome = { status: 'applied' | 'duplicate' | 'ignored'; detail?: string };

type Tx = Prisma.TransactionClient;

export async function applyProviderEvent(deps: Deps, provider: string, event: ProviderEvent): Promise<WebhookOutcome> {
  return deps.prisma.$transaction(async (tx) => {
    const recorded = await tx.billingEvent.createMany({ data: [{ id: event.id, provider, type: event.type }], skipDuplicates: true });
    if (recorded.count === 0) return { status: 'duplicate' };
    if (event.kind === 'ignored') return { status: 'ignored', detail: event.reason };
    if (event.kind === 'subscription.ended') {
      await tx.subscription.updateMany({ where: { providerSubscriptionId: event.subscriptionRef }, data: { status: 'CANCELED' } });
      return { status: 'applied' };
    }
    const company = await tx.company.findUnique({ where: { id: event.companyId }, select: { id: true } });
    if (!company) return { status: 'ignored', detail: 'no such company' };
    const plan = await tx.plan.findUnique({ where: { code: event.planCode } });
    if (!plan) return { status: 'ignored', detail: 'no such plan' };
    const subscription = await upsertSubscription(tx, provider, event, plan.id);
    if (!subscription) return { status: 'ignored', detail: 'the company has another subscription' };
    if (event.kind === 'subscription.started') return { status: 'applied' };

    const existing = await tx.invoice.findUnique({ where: { providerInvoiceId: event.invoiceRef } });
    if (event.kind === 'invoice.payment_failed' && existing?.status === 'paid') return { status: 'ignored', detail: 'the invoice is already paid' };
    const paid = event.kind === 'invoice.paid';
    const invoiceData = {
      amount: event.amount,
      amountPaid: event.amountPaid,
      status: paid ? 'paid' : 'open',
      paidAt: paid ? (existing?.paidAt ?? new Date()) : null,
      planName: invoicePlanName(plan),
      periodStart: event.periodStart,
      periodEnd: event.periodEnd,
      lines: event.lines,
    };
    const invoice = await tx.invoice.upsert({
      where: { providerInvoiceId: event.invoiceRef },
      create: {
        companyId: event.companyId,
        subscriptionId: subscription.id,
        number: event.number ?? event.invoiceRef,
        providerInvoiceId: event.invoiceRef,
        ...invoiceData,
      },
      update: invoiceData,
    });
    // Integrators hear of a payment once (Stripe may repeat it), and of every failed attempt.
    if (!paid || existing?.status !== 'paid') await emitInvoice(deps, tx, paid ? 'invoice.paid' : 'invoice.failed', invoice);

    // What the company still owes: every invoice still open, this one included when it failed.
    const open = await tx.invoice.aggregate({ where: { companyId: event.companyId, status: 'open' }, _sum: { amount: true, amountPaid: true } });
    const owed = (open._sum.amount ?? 0) - (open._sum.amountPaid ?? 0);
    if (paid) {
      // Paid: active again once nothing is owed (a past-due company is lifted at once), and the
      // period moves on — never back, should an older invoice's payment arrive late.
      const later = !subscription.currentPeriodEnd || event.periodEnd >= subscription.currentPeriodEnd;
      await tx.subscription.update({
        where: { id: subscription.id },
        data: {
          ...(owed > 0 ? { overdueAmount: owed } : { status: 'ACTIVE', overdueAmount: 0, graceEndsAt: null }),
          ...(later ? { currentPeriodStart: event.periodStart, currentPeriodEnd: event.periodEnd } : {}),
        },
      });
    } else {
      const graceEndsAt = subscription.status === 'PAST_DUE' && subscription.graceEndsAt ? subscription.graceEndsAt : graceEndsFrom(deps, new Date());
      await tx.subscription.update({ where: { id: subscription.id }, data: { status: 'PAST_DUE', overdueAmount: owed, graceEndsAt } });
    }
    return { status: 'applied' };
  });
}

/** The company's one subscription, now held by the provider's subscription `subscriptionRef`. */
async function upsertSubscription(tx: Tx, provider: string, event: Extract<ProviderEvent, { companyId: string }>, planId: string) {
  const current = await tx.subscription.findUnique({ where: { companyId: event.companyId } });
  const sameSubscription = current?.providerSubscriptionId === event.subscriptionRef;
  const link = { provider, providerCustomerId: event.customerRef, providerSubscriptionId: event.subscriptionRef, planId, seats: event.seats };
  if (!current) {
    return tx.subscription.create({
      data: { companyId: event.companyId, status: 'ACTIVE', paymentMethod: 'Card kept by Stripe', currentPeriodEnd: null, ...link },
    });
  }
  if (sameSubscription) return current;
  // Another live Stripe subscription holds the company: this event is about an older one.
  if (current.provider === provider && current.providerSubscriptionId && current.status !== 'CANCELED') return null;
  // The first events of a new checkout (after a cancellation, or moving from the test provider).
  return tx.subscription.update({
    where: { id: current.id },
    data: { ...link, status: 'ACTIVE', overdueAmount: 0, graceEndsAt: null, paymentMethod: 'Card kept by Stripe', currentPeriodEnd: null },
  });
}

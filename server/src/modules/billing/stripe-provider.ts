/**
 * The Stripe adapter (BILLING_PROVIDER=stripe), on the official `stripe` package.
 *
 * - Checkout is Stripe's hosted page in subscription mode: seats are the quantity of one price
 *   made inline from our plan catalogue (no products to set up in Stripe's dashboard), and the
 *   company, plan and seats ride along as metadata on the session and on the subscription, so
 *   every later webhook names the company without a look-up.
 * - Stripe renews, retries and e-mails receipts; paying an overdue balance is the open invoice's
 *   hosted page; changing the card or the seats, or cancelling, is Stripe's customer portal.
 * - Webhooks are verified with STRIPE_WEBHOOK_SECRET (`webhooks.constructEventAsync`, 5-minute
 *   tolerance) and read into ProviderEvents; provider-events.ts applies each event id once.
 * STRIPE_API_URL points the client at a stand-in (tests: test/stripe-api-server.ts); production
 * leaves it unset.
 */
import Stripe from 'stripe';
import { billedEvery, type InvoiceLine, PAID_PLAN_CODES } from './billing.service.js';
import { type HostedProvider, type ProviderEvent, WebhookSignatureError } from './payment-provider.js';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createStripeProvider(settings: StripeSettings): HostedProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'LearnHub' },
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });

  return {
    kind: 'hosted',
    name: 'stripe',

    async createCheckout(input) {
      const metadata = { companyId: input.companyId, planCode: input.plan.code, seats: String(input.seats) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: input.companyId,
        ...(input.customerRef ? { customer: input.customerRef } : { customer_email: input.email }),
        line_items: [
          {
            quantity: input.seats,
            price_data: {
              currency: 'usd',
              unit_amount: input.plan.amount,
              recurring: { interval: input.plan.interval === 'YEAR' ? 'year' : 'month' },
              product_data: { name: `${input.plan.name} seat (${billedEvery(input.plan)})` },
            },
          },
        ],
        metadata,
        subscription_data: { metadata, description: `${input.companyName}: ${input.plan.name}` },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without an address.');
      return { url: session.url };
    },

    async overdueUrl(providerInvoiceId) {
      const invoice = await stripe.invoices.retrieve(providerInvoiceId);
      if (!invoice.hosted_invoice_url) throw new Error('Stripe has no payment page for this invoice.');
      return invoice.hosted_invoice_url;
    },

    async portalUrl(customerRef, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerRef, return_url: returnUrl });
      return session.url;
    },

    async readWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError('The Stripe-Signature header does not match this body, or it is older than 5 minutes.');
      }
      return readEvent(event);
    },
  };
}

type Meta = { companyId: string; planCode: string; seats: number } | { error: string };

/** The metadata our checkout set, checked: a signed event can still carry someone else's checkout. */
function readMetadata(metadata: Stripe.Metadata | null | undefined): Meta {
  const companyId = metadata?.companyId ?? '';
  const planCode = metadata?.planCode ?? '';
  const seats = Number(metadata?.seats);
  if (!UUID.test(companyId)) return { error: 'no LearnHub company in the metadata' };
  if (!(PAID_PLAN_CODES as readonly string[]).includes(planCode)) return { error: `unknown plan "${planCode}"` };
  if (!Number.isInteger(seats) || seats < 1) return { error: 'no seat count in the metadata' };
  return { companyId, planCode, seats };
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? ''));

function line(l: Stripe.InvoiceLineItem): InvoiceLine {
  return {
    description: l.description ?? '',
    period: { start: l.period.start, end: l.period.end },
    amount: l.amount,
    discount_amounts: (l.discount_amounts ?? []).map((d) => ({ amount: d.amount, description: 'Discount' })),
  };
}

export function readEvent(event: Stripe.Event): ProviderEvent {
  const head = { id: event.id, type: event.type };
  const ignored = (reason: string): ProviderEvent => ({ ...head, kind: 'ignored', reason });
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return ignored('not a subscription checkout');
      const meta = readMetadata(session.metadata);
      if ('error' in meta) return ignored(meta.error);
      return { ...head, kind: 'subscription.started', ...meta, customerRef: idOf(session.customer), subscriptionRef: idOf(session.subscription) };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const parent = invoice.parent?.subscription_details;
      if (!parent) return ignored('not a subscription invoice');
      const meta = readMetadata(parent.metadata);
      if ('error' in meta) return ignored(meta.error);
      const lines = invoice.lines.data.map(line);
      const period = lines[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
      return {
        ...head,
        kind: event.type,
        ...meta,
        customerRef: idOf(invoice.customer),
        subscriptionRef: idOf(parent.subscription),
        invoiceRef: invoice.id ?? '',
        number: invoice.number,
        amount: invoice.total,
        amountPaid: invoice.amount_paid,
        amountDue: invoice.amount_remaining,
        periodStart: new Date(period.start * 1000),
        periodEnd: new Date(period.end * 1000),
        lines,
      };
    }
    case 'customer.subscription.deleted':
      return { ...head, kind: 'subscription.ended', subscriptionRef: event.data.object.id };
    default:
      return ignored('not an event LearnHub acts on');
  }
}

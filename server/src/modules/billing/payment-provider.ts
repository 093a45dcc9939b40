/**
 * Where money moves. Two implementations, chosen by BILLING_PROVIDER:
 * - `test` (test-provider.ts, the embedded default) charges cards itself: no network; test card
 *   numbers succeed, are declined, or succeed once and fail at renewal, so every path can be
 *   tried on one machine. Renewals run on our schedule (billing.job.ts).
 * - `stripe` (stripe-provider.ts, the official `stripe` package) is hosted: checkout and paying an
 *   overdue balance happen on Stripe's pages (rest-routes.md: checkout answers `{ checkout_url }`),
 *   Stripe renews the subscription, and what happened comes back as signed webhooks, applied
 *   once per event id (provider-events.ts).
 * The billing service never sees a card number beyond handing it to the test provider: it stores
 * the provider's customer reference and a label such as "Visa ending 4242".
 */
import type { InvoiceLine } from './billing.service.js';

export type Charge = { ok: true; customerRef: string; paymentMethod: string; providerPaymentId: string } | { ok: false; message: string };

/** A provider that charges cards when asked (the built-in test provider). */
export interface ChargingProvider {
  readonly kind: 'charging';
  readonly name: 'test';
  /** Charges a new card (checkout, paying an overdue balance); the card is kept for renewals. */
  chargeCard(input: { cardNumber: string; amount: number; description: string }): Promise<Charge>;
  /**
   * Charges the card kept for a customer (renewals). One `idempotencyKey` (a subscription's
   * period) is charged once: a repeat answers the first charge without charging again.
   */
  chargeCustomer(input: { customerRef: string; amount: number; description: string; idempotencyKey: string }): Promise<Charge>;
}

export type HostedCheckout = {
  companyId: string;
  companyName: string;
  email: string;
  plan: { code: string; name: string; amount: number; interval: 'MONTH' | 'YEAR' };
  seats: number;
  /** The Stripe customer a company already has (a second checkout after a cancellation). */
  customerRef: string | null;
  successUrl: string;
  cancelUrl: string;
};

/** A provider whose own pages take the card and which reports back by webhooks (Stripe). */
export interface HostedProvider {
  readonly kind: 'hosted';
  readonly name: 'stripe';
  /** The address of the provider's checkout page for this plan and seats. */
  createCheckout(input: HostedCheckout): Promise<{ url: string }>;
  /** The address of the provider's page where the open invoice can be paid. */
  overdueUrl(providerInvoiceId: string): Promise<string>;
  /** The provider's own page where the customer changes the card, the seats or cancels. */
  portalUrl(customerRef: string, returnUrl: string): Promise<string>;
  /** Verifies the webhook's signature and reads it; throws WebhookSignatureError when it does not hold. */
  readWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}

export type PaymentProvider = ChargingProvider | HostedProvider;

export class WebhookSignatureError extends Error {}

/**
 * A webhook, read into what it means here. Every event names the company through the metadata
 * our checkout put on the provider's subscription, so events can be applied in any order.
 */
export type ProviderEvent = { id: string; type: string } & (
  | { kind: 'subscription.started'; companyId: string; planCode: string; seats: number; customerRef: string; subscriptionRef: string }
  | {
      kind: 'invoice.paid' | 'invoice.payment_failed';
      companyId: string;
      planCode: string;
      seats: number;
      customerRef: string;
      subscriptionRef: string;
      invoiceRef: string;
      number: string | null;
      /** Cents: the invoice's total, what was paid, and what is still owed. */
      amount: number;
      amountPaid: number;
      amountDue: number;
      periodStart: Date;
      periodEnd: Date;
      lines: InvoiceLine[];
    }
  | { kind: 'subscription.ended'; subscriptionRef: string }
  | { kind: 'ignored'; reason: string }
);

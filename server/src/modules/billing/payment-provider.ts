/**
 * Where money moves. Two implementations, chosen by BILLING_PROVIDER:
 * - `test` (test-provider.ts, the embedded default): no network; test card numbers succeed, are
 *   declined, or succeed once and fail at renewal, so every path can be tried on one machine;
 * - `stripe` (the official `stripe` package, with signed, idempotent webhooks: BillingEvent) is
 *   the next step (README "Billing"); until it exists the configuration accepts only `test`.
 * The billing service never sees a card number beyond handing it to the provider: it stores the
 * provider's customer reference and a label such as "Visa ending 4242".
 */
export type Charge = { ok: true; customerRef: string; paymentMethod: string; providerPaymentId: string } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Charges a new card (checkout, paying an overdue balance); the card is kept for renewals. */
  chargeCard(input: { cardNumber: string; amount: number; description: string }): Promise<Charge>;
  /** Charges the card kept for a customer (renewals). */
  chargeCustomer(input: { customerRef: string; amount: number; description: string }): Promise<Charge>;
}

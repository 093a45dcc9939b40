/**
 * The built-in payment provider (BILLING_PROVIDER=test, the default): no network, no keys.
 * Its cards are Stripe's well-known test numbers, so the same numbers work in both:
 *
 * | card number         | what happens                                              |
 * |---------------------|-----------------------------------------------------------|
 * | 4242 4242 4242 4242 | every charge succeeds                                      |
 * | 4000 0000 0000 0002 | declined ("Your card was declined.")                       |
 * | 4000 0000 0000 9995 | declined ("Your card has insufficient funds.")             |
 * | 4000 0000 0000 0341 | the first charge succeeds; every later one (renewals) fails |
 *
 * Any other number is refused with the list above: nothing pretends to charge a real card.
 * A renewal's idempotency key is honoured as Stripe's are: the same key, the same charge.
 */
import { randomUUID } from 'node:crypto';
import type { Charge, ChargingProvider } from './payment-provider.js';

export const TEST_CARDS = {
  '4242424242424242': { behaviour: 'succeeds', label: 'Visa ending 4242' },
  '4000000000000002': { behaviour: 'declined', label: 'Visa ending 0002' },
  '4000000000009995': { behaviour: 'insufficient', label: 'Visa ending 9995' },
  '4000000000000341': { behaviour: 'fails-later', label: 'Visa ending 0341' },
} as const;

type CardNumber = keyof typeof TEST_CARDS;
export const UNKNOWN_TEST_CARD =
  'This is the test payment provider: use 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined), 4000 0000 0000 9995 (insufficient funds) or 4000 0000 0000 0341 (fails at renewal).';

const DECLINED = 'Your card was declined.';
const INSUFFICIENT = 'Your card has insufficient funds.';

export function createTestProvider(): ChargingProvider {
  const paid = (customerRef: string, label: string): Charge => ({ ok: true, customerRef, paymentMethod: label, providerPaymentId: `test_pay_${randomUUID()}` });
  const charged = new Map<string, Charge>();
  return {
    kind: 'charging',
    name: 'test',
    async chargeCard({ cardNumber }) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!(digits in TEST_CARDS)) return { ok: false, message: UNKNOWN_TEST_CARD };
      const card = TEST_CARDS[digits as CardNumber];
      if (card.behaviour === 'declined') return { ok: false, message: DECLINED };
      if (card.behaviour === 'insufficient') return { ok: false, message: INSUFFICIENT };
      // The customer reference is the card itself: this provider keeps no customers.
      return paid(`test_card_${digits}`, card.label);
    },
    async chargeCustomer({ customerRef, idempotencyKey }) {
      const earlier = charged.get(idempotencyKey);
      if (earlier) return earlier;
      const digits = customerRef.replace(/^test_card_/, '');
      const card = TEST_CARDS[digits as CardNumber];
      if (!card) return { ok: false, message: DECLINED };
      if (card.behaviour !== 'succeeds') return { ok: false, message: DECLINED };
      const charge = paid(customerRef, card.label);
      // As a real provider's idempotency keys: a period's renewal is charged once (the oldest keys are forgotten).
      charged.set(idempotencyKey, charge);
      if (charged.size > 10_000) charged.delete(charged.keys().next().value!);
      return charge;
    },
  };
}

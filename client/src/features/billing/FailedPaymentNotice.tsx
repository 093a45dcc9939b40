import { type FormEvent, useState } from 'react';
import { commitAsync } from '../../lib/mutations/commit-async';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, TextField, useToast } from '../../ui';
import { billingDate, dollars } from './money';
import { syncBillingState, useAfterPayment, usePayOverdueMutation } from './mutations/usePaymentMutations';

interface Props {
  state: string;
  overdueAmount: number;
  graceEndsAt: string | null;
  canPay: boolean;
  /** "stripe": the balance is paid on Stripe's page for the open invoice, not with a card here. */
  provider: string;
}

const FAILED = 'Something went wrong.';

/**
 * "Failed to Process Payment Method" (authoring.md §2 "Payment pages", §8) with the overdue
 * balance, what it means now (the grace period, or new assets paused), and for Owners a card to
 * pay it with: paying lifts the restriction at once and shows the invoice.
 */
export function FailedPaymentNotice({ state, overdueAmount, graceEndsAt, canPay, provider }: Props) {
  const hosted = provider === 'stripe';
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pay, paying] = usePayOverdueMutation();
  const toast = useToast();
  const afterPayment = useAfterPayment();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { payOverdue } = await commitAsync(pay, { variables: { input: { cardNumber: hosted ? null : card } }, updater: syncBillingState('payOverdue') });
      const failure = mutationFailure(payOverdue, 'PaymentPayload', FAILED);
      if (failure) return setError(failure.fieldErrors.cardNumber ?? failure.message);
      if (payOverdue.__typename !== 'PaymentPayload') return;
      toast.success(payOverdue.message);
      afterPayment(payOverdue);
    } catch (caught) {
      setError(networkErrorMessage(caught, FAILED));
    }
  }

  return (
    <section className="settings-card billing-failed" aria-labelledby="failed-title">
      <h2 id="failed-title" className="settings-card__title">
        Failed to Process Payment Method
      </h2>
      <p className="billing-failed__balance">
        Overdue balance: <strong>{dollars(overdueAmount)}</strong>
      </p>
      <p>
        {state === 'RESTRICTED'
          ? 'The grace period has ended: creating new materials, uploads, invites and domains is paused until the balance is paid. Everything you made stays, and learners keep their access.'
          : `Everything keeps working until ${graceEndsAt ? billingDate(graceEndsAt) : 'the end of the grace period'}; after that, creating new materials, uploads, invites and domains pauses until the balance is paid.`}
      </p>
      {canPay ? (
        <form className="billing-failed__form" onSubmit={submit} noValidate>
          {hosted ? (
            error && <p role="alert">{error}</p>
          ) : (
            <TextField
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              value={card}
              error={error}
              hint="Test payments: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined."
              onChange={(event) => {
                setCard(event.target.value);
                setError(null);
              }}
            />
          )}
          <Button type="submit" loading={paying} disabled={!hosted && card.trim() === ''}>
            {hosted ? `Pay ${dollars(overdueAmount)} on Stripe` : `Pay ${dollars(overdueAmount)}`}
          </Button>
        </form>
      ) : (
        <p className="settings__note">An Owner of this workspace can pay the balance here.</p>
      )}
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { commitAsync } from '../../lib/mutations/commit-async';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button, TextField, useToast } from '../../ui';
import { dollars } from './money';
import { syncBillingState, useAfterPayment, useCheckoutMutation } from './mutations/usePaymentMutations';
import './billing.css';

const query = graphql`
  query CheckoutPageQuery {
    viewer {
      can {
        manageBilling
      }
    }
    billing {
      adminCount
      seats
      state
      provider
    }
    plans {
      id
      code
      name
      amount
      interval
      monthlySeatPrice
    }
  }
`;

export function loader() {
  return loadQuery<CheckoutPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'network-only' });
}

const FAILED = 'Something went wrong.';
const MAX_SEATS = 1000;

/**
 * /{workspace}/settings/plan_checkout?plan_id= (authoring.md §2): the plan, the number of seats
 * (at least the team's size), the total, and the card. The test provider charges it at once and
 * the invoice page shows what was paid; with Stripe the card is typed on Stripe's checkout page.
 */
export function Component() {
  const data = usePreloadedQuery<CheckoutPageQuery>(query, useLoaderData() as PreloadedQuery<CheckoutPageQuery>);
  useDocumentTitle('Checkout');
  const [params] = useSearchParams();
  const { companySlug = '' } = useParams();
  const back = `/${encodeURIComponent(companySlug)}/settings/billing`;
  const plan = data.plans.find((p) => p.id === params.get('plan_id') && p.amount > 0);
  const minimum = Math.max(1, data.billing?.adminCount ?? 1);
  const [seats, setSeats] = useState(String(Math.max(minimum, data.billing?.seats ?? 1)));
  const [card, setCard] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, paying] = useCheckoutMutation();
  const toast = useToast();
  const afterPayment = useAfterPayment();
  const hosted = data.billing?.provider === 'stripe';

  if (!data.viewer?.can.manageBilling) {
    return (
      <section className="settings-card">
        <p className="settings__note">Only Owners manage billing.</p>
        <Link to={back}>Back to billing</Link>
      </section>
    );
  }
  if (!plan) {
    return (
      <section className="settings-card">
        <p role="alert">Choose a paid plan on the billing page first.</p>
        <Link to={back}>Back to billing</Link>
      </section>
    );
  }
  const seatCount = /^\d+$/.test(seats) ? Number(seats) : Number.NaN;
  const seatsProblem =
    !Number.isInteger(seatCount) || seatCount < minimum
      ? `Choose at least ${minimum} seat${minimum === 1 ? '' : 's'}.`
      : seatCount > MAX_SEATS
        ? `At most ${MAX_SEATS} seats: for more, contact sales.`
        : null;
  const total = Number.isFinite(seatCount) ? plan.amount * seatCount : 0;
  const period = plan.interval === 'YEAR' ? 'year' : 'month';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (seatsProblem || !plan) return;
    setErrors({});
    try {
      const { checkout } = await commitAsync(commit, {
        variables: { input: { planId: plan.id, seats: seatCount, cardNumber: hosted ? null : card } },
        updater: syncBillingState('checkout'),
      });
      const failure = mutationFailure(checkout, 'PaymentPayload', FAILED);
      if (failure) {
        setErrors(failure.fieldErrors);
        if (Object.keys(failure.fieldErrors).length === 0) toast.error(failure.message);
        return;
      }
      if (checkout.__typename !== 'PaymentPayload') return;
      toast.success(checkout.message);
      afterPayment(checkout);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, FAILED));
    }
  }

  return (
    <section className="settings-card" aria-labelledby="checkout-title">
      <p className="design-form__back">
        <Link to={back}>← Billing</Link>
      </p>
      <h2 id="checkout-title" className="settings-card__title">
        Checkout: {plan.name} ({plan.interval === 'YEAR' ? 'annual' : 'monthly'})
      </h2>
      <p className="settings-card__subtitle">
        {dollars(plan.monthlySeatPrice)} per seat / month{plan.interval === 'YEAR' ? `, billed yearly (${dollars(plan.amount)} a seat)` : ''}.
      </p>
      <form className="checkout-form" onSubmit={submit} noValidate>
        <TextField
          label="Seats"
          inputMode="numeric"
          value={seats}
          hint={`Your team has ${minimum} member${minimum === 1 ? '' : 's'}.`}
          error={errors.seats ?? seatsProblem}
          onChange={(event) => setSeats(event.target.value.trim())}
        />
        <p className="checkout-form__total" aria-live="polite">
          Total today: <strong>{dollars(total)}</strong> for one {period}
        </p>
        {!hosted && (
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={card}
            error={errors.cardNumber}
            hint="Test payments: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 fails at renewal."
            onChange={(event) => {
              setCard(event.target.value);
              setErrors((e) => ({ ...e, cardNumber: '' }));
            }}
          />
        )}
        {errors.planId && <p role="alert">{errors.planId}</p>}
        <div className="design-form__actions">
          <Link to={back} className="ui-button ui-button--secondary ui-button--md">
            Cancel
          </Link>
          <Button type="submit" loading={paying} disabled={Boolean(seatsProblem) || (!hosted && card.trim() === '') || data.billing?.state !== 'OK'}>
            {hosted ? 'Continue to Stripe' : `Pay ${dollars(total)}`}
          </Button>
        </div>
      </form>
    </section>
  );
}

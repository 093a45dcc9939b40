import { commitAsync } from '../../lib/mutations/commit-async';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, useToast } from '../../ui';
import { useBillingPortalMutation } from './mutations/usePaymentMutations';

const FAILED = 'Something went wrong.';

/** With Stripe, for Owners of a paid company: the card, the seats and cancelling are on Stripe's customer portal. */
export function StripePortalButton() {
  const [commit, opening] = useBillingPortalMutation();
  const toast = useToast();

  async function open() {
    try {
      const { billingPortal } = await commitAsync(commit, { variables: {} });
      const failure = mutationFailure(billingPortal, 'BillingPortalPayload', FAILED);
      if (failure) return toast.error(failure.message);
      if (billingPortal.__typename === 'BillingPortalPayload' && billingPortal.url) window.location.assign(billingPortal.url);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, FAILED));
    }
  }

  return (
    <Button variant="secondary" loading={opening} onClick={open}>
      Manage card and seats on Stripe
    </Button>
  );
}

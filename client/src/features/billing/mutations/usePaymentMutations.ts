import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useNavigate, useParams } from 'react-router';
import type { usePaymentMutationsBillingPortalMutation as PortalMutation } from '../../../__generated__/usePaymentMutationsBillingPortalMutation.graphql';
import type { usePaymentMutationsCheckoutMutation as CheckoutMutation } from '../../../__generated__/usePaymentMutationsCheckoutMutation.graphql';
import type { usePaymentMutationsPayOverdueMutation as PayMutation } from '../../../__generated__/usePaymentMutationsPayOverdueMutation.graphql';

/** What both payments answer: where to go next, and the billing state the payment banner reads. */
graphql`
  fragment usePaymentMutations_payment on PaymentPayload {
    message
    checkoutUrl
    invoice {
      id
    }
    billing {
      state
      status
      overdueAmount
      graceEndsAt
    }
  }
`;

export function useCheckoutMutation() {
  return useMutation<CheckoutMutation>(graphql`
    mutation usePaymentMutationsCheckoutMutation($input: CheckoutInput!) {
      checkout(input: $input) {
        __typename
        ...usePaymentMutations_payment @relay(mask: false)
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

/** Stripe's customer portal (the card, the seats, cancelling), for the company's Stripe customer. */
export function useBillingPortalMutation() {
  return useMutation<PortalMutation>(graphql`
    mutation usePaymentMutationsBillingPortalMutation {
      billingPortal {
        __typename
        ... on BillingPortalPayload {
          url
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

export function usePayOverdueMutation() {
  return useMutation<PayMutation>(graphql`
    mutation usePaymentMutationsPayOverdueMutation($input: PayOverdueInput!) {
      payOverdue(input: $input) {
        __typename
        ...usePaymentMutations_payment @relay(mask: false)
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

/** The invoice page thanks for a payment only when the payment led there (not from the list). */
export const JUST_PAID = { justPaid: true } as const;

/**
 * Where a payment leads: with the test provider, to the invoice it paid; with Stripe, to Stripe's
 * page (checkoutUrl), which sends the owner back to billing when done.
 */
export function useAfterPayment() {
  const navigate = useNavigate();
  const { companySlug = '' } = useParams();
  return (result: { checkoutUrl?: string | null; invoice?: { id: string } | null }) => {
    if (result.checkoutUrl) window.location.assign(result.checkoutUrl);
    else navigate(`/${encodeURIComponent(companySlug)}/settings/invoices/${encodeURIComponent(result.invoice?.id ?? '')}`, { state: JUST_PAID });
  };
}

/**
 * A payment's updater: the payment state of the company's billing, as every open query holds it
 * (the payment banner on every page), becomes what the payment left, so the banner goes at once.
 */
export function syncBillingState(field: 'checkout' | 'payOverdue') {
  return (store: RecordSourceSelectorProxy) => {
    const fresh = store.getRootField(field)?.getLinkedRecord('billing');
    const held = store.getRoot().getLinkedRecord('billing');
    if (!fresh || !held) return;
    for (const name of ['state', 'status', 'overdueAmount', 'graceEndsAt']) held.setValue(fresh.getValue(name), name);
  };
}

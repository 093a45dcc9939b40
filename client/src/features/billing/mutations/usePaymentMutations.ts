import { graphql, useMutation } from 'react-relay';
import type { usePaymentMutationsCheckoutMutation as CheckoutMutation } from '../../../__generated__/usePaymentMutationsCheckoutMutation.graphql';
import type { usePaymentMutationsPayOverdueMutation as PayMutation } from '../../../__generated__/usePaymentMutationsPayOverdueMutation.graphql';

export function useCheckoutMutation() {
  return useMutation<CheckoutMutation>(graphql`
    mutation usePaymentMutationsCheckoutMutation($input: CheckoutInput!) {
      checkout(input: $input) {
        __typename
        ... on PaymentPayload {
          message
          invoice {
            id
          }
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
        ... on PaymentPayload {
          message
          invoice {
            id
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

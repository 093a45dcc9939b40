import { graphql } from 'react-relay';
import type { useResendVerificationMutation as Mutation } from '../../__generated__/useResendVerificationMutation.graphql';
import { usePromiseMutation } from './use-promise-mutation';

/** Mails a fresh confirmation link to the signed-in user. */
export function useResendVerificationMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useResendVerificationMutation {
      resendVerification {
        __typename
        ... on MessagePayload {
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

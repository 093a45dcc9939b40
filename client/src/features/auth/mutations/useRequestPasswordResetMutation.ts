import { graphql } from 'react-relay';
import type { useRequestPasswordResetMutation as Mutation } from '../../../__generated__/useRequestPasswordResetMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** "Forgot password?": the server mails a link (the same answer whether or not the e-mail is known). */
export function useRequestPasswordResetMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        __typename
        ... on MessagePayload {
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

import { graphql } from 'react-relay';
import type { useResetPasswordMutation as Mutation } from '../../../__generated__/useResetPasswordMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Sets the new password from the mailed link; the payload's token is the new session. */
export function useResetPasswordMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        __typename
        ... on AuthPayload {
          token
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

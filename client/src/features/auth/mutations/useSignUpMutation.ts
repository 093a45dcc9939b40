import { graphql } from 'react-relay';
import type { useSignUpMutation as Mutation } from '../../../__generated__/useSignUpMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Creates the account; the payload's token starts the session. */
export function useSignUpMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSignUpMutation($input: SignUpInput!) {
      signUp(input: $input) {
        __typename
        ... on AuthPayload {
          token
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

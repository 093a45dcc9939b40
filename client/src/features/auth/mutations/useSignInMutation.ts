import { graphql } from 'react-relay';
import type { useSignInMutation as Mutation } from '../../../__generated__/useSignInMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Checks the credentials; the payload's token starts the session. */
export function useSignInMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
        __typename
        ... on AuthPayload {
          token
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

import { graphql } from 'react-relay';
import type { useSignOutMutation as Mutation } from '../../../__generated__/useSignOutMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Revokes the current token on the server. */
export function useSignOutMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSignOutMutation {
      signOut {
        __typename
        ... on MessagePayload {
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

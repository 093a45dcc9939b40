import { graphql } from 'react-relay';
import type { useSetMaterialAccessMutation as Mutation } from '../../../__generated__/useSetMaterialAccessMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Replaces the invited e-mails of a private material; the server normalises and dedupes them. */
export function useSetMaterialAccessMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSetMaterialAccessMutation($input: SetMaterialAccessInput!) {
      setMaterialAccess(input: $input) {
        __typename
        ... on MaterialPayload {
          message
          material {
            id
            accessEmails
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

import { graphql } from 'react-relay';
import type { useSetMaterialVisibilityMutation as Mutation } from '../../../__generated__/useSetMaterialVisibilityMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Sets the visibility. No optimistic update: the choice shows only once the server accepts (spec §4). */
export function useSetMaterialVisibilityMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSetMaterialVisibilityMutation($input: SetMaterialVisibilityInput!) {
      setMaterialVisibility(input: $input) {
        __typename
        ... on MaterialPayload {
          material {
            id
            visibility
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

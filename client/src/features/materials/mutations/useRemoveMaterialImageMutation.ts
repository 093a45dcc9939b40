import { graphql } from 'react-relay';
import type { useRemoveMaterialImageMutation as Mutation } from '../../../__generated__/useRemoveMaterialImageMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Removes a material's thumbnail or logo; the card falls back to its placeholder. */
export function useRemoveMaterialImageMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRemoveMaterialImageMutation($input: RemoveMaterialImageInput!) {
      removeMaterialImage(input: $input) {
        __typename
        ... on MaterialPayload {
          message
          material {
            ...MaterialCard_material
            ...MaterialImages_material
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

import { graphql, useMutation } from 'react-relay';
import type { useDeleteMaterialMutation as Mutation } from '../../../__generated__/useDeleteMaterialMutation.graphql';

/** Deletes a material; @deleteEdge takes its card out of the lists given. */
export function useDeleteMaterialMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteMaterialMutation($input: DeleteMaterialInput!, $connections: [ID!]!) {
      deleteMaterial(input: $input) {
        __typename
        ... on DeleteMaterialPayload {
          message
          deletedMaterialId @deleteEdge(connections: $connections)
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

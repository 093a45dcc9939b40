import { graphql, useMutation } from 'react-relay';
import type { useDuplicateMaterialMutation as Mutation } from '../../../__generated__/useDuplicateMaterialMutation.graphql';

/** Duplicates a material; @prependNode puts the copy first in the lists given (newest first). */
export function useDuplicateMaterialMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDuplicateMaterialMutation($input: DuplicateMaterialInput!, $connections: [ID!]!) {
      duplicateMaterial(input: $input) {
        __typename
        ... on MaterialPayload {
          message
          material @prependNode(connections: $connections, edgeTypeName: "CompanyMaterialsConnectionEdge") {
            id
            kind
            ...MaterialCard_material
            ...MaterialTableRow_material
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

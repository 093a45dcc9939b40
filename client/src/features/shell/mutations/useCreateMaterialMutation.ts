import { graphql } from 'react-relay';
import type { useCreateMaterialMutation as Mutation } from '../../../__generated__/useCreateMaterialMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Creates a material; the dialog then opens its editor (editPath), whose page loads it afresh. */
export function useCreateMaterialMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useCreateMaterialMutation($input: CreateMaterialInput!) {
      createMaterial(input: $input) {
        __typename
        ... on MaterialPayload {
          message
          material {
            id
            editPath
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

import { graphql } from 'react-relay';
import type { usePublishMaterialMutation as Mutation } from '../../../__generated__/usePublishMaterialMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Publishes the material's saved draft; the returned material updates the status everywhere it shows. */
export function usePublishMaterialMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation usePublishMaterialMutation($input: PublishMaterialInput!) {
      publishMaterial(input: $input) {
        __typename
        ... on PublishMaterialPayload {
          revision
          publishedAt
          material {
            id
            status
            publishedRevision
            publishedAt
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

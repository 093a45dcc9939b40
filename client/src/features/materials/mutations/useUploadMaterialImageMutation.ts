import { graphql, useMutation } from 'react-relay';
import type { useUploadMaterialImageMutation as Mutation } from '../../../__generated__/useUploadMaterialImageMutation.graphql';

/**
 * Uploads a material's thumbnail or logo (multipart: uploadables { 'input.file': file }). The
 * returned material refreshes the card and the settings dialog showing it.
 */
export function useUploadMaterialImageMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUploadMaterialImageMutation($input: UploadMaterialImageInput!) {
      uploadMaterialImage(input: $input) {
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

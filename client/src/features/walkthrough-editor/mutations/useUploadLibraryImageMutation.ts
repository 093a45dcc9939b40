import { graphql, useMutation } from 'react-relay';
import type { useUploadLibraryImageMutation as Mutation } from '../../../__generated__/useUploadLibraryImageMutation.graphql';

/**
 * Adds an image to the company's library (multipart: uploadables { 'input.file': file }); the new
 * image goes to the top of the Library panel's list.
 */
export function useUploadLibraryImageMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUploadLibraryImageMutation($input: UploadLibraryImageInput!, $connections: [ID!]!) {
      uploadLibraryImage(input: $input) {
        __typename
        ... on LibraryImagePayload {
          message
          libraryImage @prependNode(connections: $connections, edgeTypeName: "CompanyLibraryImagesConnectionEdge") {
            id
            url
            filename
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

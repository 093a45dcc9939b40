import { graphql, useMutation } from 'react-relay';
import type { useUploadCompanyImageMutation as Mutation } from '../../../__generated__/useUploadCompanyImageMutation.graphql';

/** Uploads the default logo or favicon (multipart: uploadables { 'input.file': file }). */
export function useUploadCompanyImageMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUploadCompanyImageMutation($input: UploadCompanyImageInput!) {
      uploadCompanyImage(input: $input) {
        __typename
        ... on CompanyPayload {
          message
          company {
            ...settingsFields_company @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

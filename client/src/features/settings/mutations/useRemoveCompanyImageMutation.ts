import { graphql, useMutation } from 'react-relay';
import type { useRemoveCompanyImageMutation as Mutation } from '../../../__generated__/useRemoveCompanyImageMutation.graphql';

/** Removes the default logo or favicon. */
export function useRemoveCompanyImageMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRemoveCompanyImageMutation($input: RemoveCompanyImageInput!) {
      removeCompanyImage(input: $input) {
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

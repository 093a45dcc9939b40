import { graphql, useMutation } from 'react-relay';
import type { useUpdateCompanyMutation as Mutation } from '../../../__generated__/useUpdateCompanyMutation.graphql';

/** Saves the company name, website, size, time zone and activity status thresholds. */
export function useUpdateCompanyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateCompanyMutation($input: UpdateCompanyInput!) {
      updateCompany(input: $input) {
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

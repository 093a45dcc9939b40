import { graphql } from 'react-relay';
import type { useUpdateCompanySizeMutation as Mutation } from '../../../__generated__/useUpdateCompanySizeMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Onboarding step 5: updateCompany with the size only (fields left out stay as they are). */
export function useUpdateCompanySizeMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useUpdateCompanySizeMutation($size: String!) {
      updateCompany(input: { size: $size }) {
        __typename
        ... on CompanyPayload {
          company {
            id
            size
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

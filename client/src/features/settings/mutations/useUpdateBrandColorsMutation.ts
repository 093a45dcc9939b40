import { graphql, useMutation } from 'react-relay';
import type { useUpdateBrandColorsMutation as Mutation } from '../../../__generated__/useUpdateBrandColorsMutation.graphql';

/**
 * Saves the top bar colours, or resets them (`reset: true`). The payload's company carries the
 * new colours into the store, so the shell's top bar repaints without a reload.
 */
export function useUpdateBrandColorsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateBrandColorsMutation($input: UpdateBrandColorsInput!) {
      updateBrandColors(input: $input) {
        __typename
        ... on CompanyPayload {
          message
          company {
            id
            brandColors {
              topBarBackground
              topBarPrimary
              topBarText
              isDefault
            }
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

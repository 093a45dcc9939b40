import { graphql } from 'react-relay';
import type { useUpdateBioMutation as Mutation } from '../../../__generated__/useUpdateBioMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Onboarding step 2: industry and role. */
export function useUpdateBioMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useUpdateBioMutation($input: UpdateBioInput!) {
      updateBio(input: $input) {
        __typename
        ... on UpdateProfilePayload {
          user {
            id
            profile {
              industryName
              industryRole
            }
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

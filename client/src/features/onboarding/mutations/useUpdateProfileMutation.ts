import { graphql } from 'react-relay';
import type { useUpdateProfileMutation as Mutation } from '../../../__generated__/useUpdateProfileMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Saves names, job title and the "@ company" text; the returned profile refreshes every reader. */
export function useUpdateProfileMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on UpdateProfilePayload {
          user {
            id
            name
            profile {
              firstName
              lastName
              jobTitle
              companyName
            }
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

import { graphql, useMutation } from 'react-relay';
import type { useSaveProfileMutation as Mutation } from '../../../__generated__/useSaveProfileMutation.graphql';

/** Saves the non-empty profile fields (names, job title, company). */
export function useSaveProfileMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSaveProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on UpdateProfilePayload {
          message
          user {
            ...settingsFields_user @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

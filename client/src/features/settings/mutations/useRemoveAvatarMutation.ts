import { graphql, useMutation } from 'react-relay';
import type { useRemoveAvatarMutation as Mutation } from '../../../__generated__/useRemoveAvatarMutation.graphql';

/** Deletes the profile photo. */
export function useRemoveAvatarMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRemoveAvatarMutation {
      removeAvatar {
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

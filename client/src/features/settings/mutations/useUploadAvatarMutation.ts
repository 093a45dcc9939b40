import { graphql, useMutation } from 'react-relay';
import type { useUploadAvatarMutation as Mutation } from '../../../__generated__/useUploadAvatarMutation.graphql';

/** Uploads a new profile photo (multipart: pass the file as uploadables { 'input.file': file }). */
export function useUploadAvatarMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUploadAvatarMutation($input: UploadAvatarInput!) {
      uploadAvatar(input: $input) {
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

import { graphql, useMutation } from 'react-relay';
import type { useSendInvitesMutation as Mutation } from '../../../__generated__/useSendInvitesMutation.graphql';

/** Mails each address an invitation to the caller's company. */
export function useSendInvitesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendInvitesMutation($input: InviteTeamMembersInput!) {
      inviteTeamMembers(input: $input) {
        __typename
        ... on InviteTeamMembersPayload {
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

import { graphql } from 'react-relay';
import type { useInviteTeamMembersMutation as Mutation } from '../../../__generated__/useInviteTeamMembersMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Onboarding step 6: mails each address a link to join the company. */
export function useInviteTeamMembersMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useInviteTeamMembersMutation($input: InviteTeamMembersInput!) {
      inviteTeamMembers(input: $input) {
        __typename
        ... on InviteTeamMembersPayload {
          message
          invites {
            id
            email
            role
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

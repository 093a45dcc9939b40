import { graphql, useMutation } from 'react-relay';
import type { useUpdateMemberRoleMutation as Mutation } from '../../../__generated__/useUpdateMemberRoleMutation.graphql';

/** Changes a member's role (used with an optimistic response: Relay reverts it when the server refuses). */
export function useUpdateMemberRoleMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateMemberRoleMutation($input: UpdateMemberRoleInput!) {
      updateMemberRole(input: $input) {
        __typename
        ... on UpdateMemberRolePayload {
          membership {
            id
            role
            viewerCanManage
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

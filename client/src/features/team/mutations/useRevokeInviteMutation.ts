import { graphql, useMutation } from 'react-relay';
import type { useRevokeInviteMutation as Mutation } from '../../../__generated__/useRevokeInviteMutation.graphql';

/** Revokes a pending invitation; @deleteEdge takes it out of the invites connection(s) given. */
export function useRevokeInviteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRevokeInviteMutation($input: RevokeInviteInput!, $connections: [ID!]!) {
      revokeInvite(input: $input) {
        __typename
        ... on RevokeInvitePayload {
          message
          revokedInviteId @deleteEdge(connections: $connections)
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

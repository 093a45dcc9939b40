import { graphql, useMutation } from 'react-relay';
import type { useRemoveMemberMutation as Mutation } from '../../../__generated__/useRemoveMemberMutation.graphql';

/** Removes a member; @deleteEdge takes the row out of the members connection(s) given. */
export function useRemoveMemberMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRemoveMemberMutation($input: RemoveMemberInput!, $connections: [ID!]!) {
      removeMember(input: $input) {
        __typename
        ... on RemoveMemberPayload {
          message
          removedMembershipId @deleteEdge(connections: $connections)
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

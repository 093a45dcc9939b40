import { graphql } from 'react-relay';
import type { useAcceptInviteMutation as Mutation } from '../../../__generated__/useAcceptInviteMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Joins the invitation's company; the session then acts for it. */
export function useAcceptInviteMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useAcceptInviteMutation($input: AcceptInviteInput!) {
      acceptInvite(input: $input) {
        __typename
        ... on AcceptInvitePayload {
          company {
            id
            slug
            name
          }
          membership {
            id
            role
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

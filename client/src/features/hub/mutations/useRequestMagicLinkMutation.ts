import { graphql } from 'react-relay';
import type { useRequestMagicLinkMutation as Mutation } from '../../../__generated__/useRequestMagicLinkMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Mails a sign-in link and code for this hub (the same answer for every e-mail). */
export function useRequestMagicLinkMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRequestMagicLinkMutation($input: RequestMagicLinkInput!) {
      requestMagicLink(input: $input) {
        __typename
        ... on MessagePayload {
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

import { graphql } from 'react-relay';
import type { useRedeemMagicLinkCodeMutation as CodeMutation } from '../../../__generated__/useRedeemMagicLinkCodeMutation.graphql';
import type { useRedeemMagicLinkMutation as Mutation } from '../../../__generated__/useRedeemMagicLinkMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** The Continue button: spends the mailed link; the server sets the learner's cookie. */
export function useRedeemMagicLinkMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRedeemMagicLinkMutation($input: RedeemMagicLinkInput!) {
      redeemMagicLink(input: $input) {
        __typename
        ... on LearnerSignInPayload {
          learner {
            email
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

/** The 6-digit code of the same mail, typed instead of opening the link. */
export function useRedeemMagicLinkCodeMutation() {
  return usePromiseMutation<CodeMutation>(graphql`
    mutation useRedeemMagicLinkCodeMutation($input: RedeemMagicLinkCodeInput!) {
      redeemMagicLinkCode(input: $input) {
        __typename
        ... on LearnerSignInPayload {
          learner {
            email
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

import { graphql } from 'react-relay';
import type { useConfirmEmailMutation as Mutation } from '../../../__generated__/useConfirmEmailMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Redeems the single-use link from the verification mail. */
export function useConfirmEmailMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useConfirmEmailMutation($input: ConfirmEmailInput!) {
      confirmEmail(input: $input) {
        __typename
        ... on MessagePayload {
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

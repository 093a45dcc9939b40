import { graphql } from 'react-relay';
import type { useSignOutLearnerMutation as Mutation } from '../../../__generated__/useSignOutLearnerMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Ends the learner's session; the server clears the cookie. */
export function useSignOutLearnerMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useSignOutLearnerMutation {
      signOutLearner {
        __typename
        ... on MessagePayload {
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

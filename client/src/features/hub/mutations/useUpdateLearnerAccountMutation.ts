import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { UpdateLearnerAccountInput, useUpdateLearnerAccountMutation as Mutation } from '../../../__generated__/useUpdateLearnerAccountMutation.graphql';
import { commitAsync } from '../../../lib/mutations/commit-async';

/**
 * The hub's page queries read `learnerViewer` without an id, so the answer's learner is linked
 * there too: the header shows the new name and photo at once, without a reload.
 */
const linkViewer: SelectorStoreUpdater<Mutation['response']> = (store) => {
  const learner = store.getRootField('updateLearnerAccount')?.getLinkedRecord('learner');
  if (learner) store.getRoot().setLinkedRecord(learner, 'learnerViewer');
};

/** Saves the learner's own account (My Account); a photo goes as a multipart upload. */
export function useUpdateLearnerAccountMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateLearnerAccountMutation($input: UpdateLearnerAccountInput!) {
      updateLearnerAccount(input: $input) {
        __typename
        ... on UpdateLearnerAccountPayload {
          message
          learner {
            id
            email
            firstName
            lastName
            companyName
            city
            state
            avatarUrl
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const run = useCallback(
    (input: Omit<UpdateLearnerAccountInput, 'avatar'>, avatar: File | null) =>
      commitAsync(commit, {
        variables: { input: { ...input, avatar: null } },
        uploadables: avatar ? { 'input.avatar': avatar } : undefined,
        updater: linkViewer,
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}

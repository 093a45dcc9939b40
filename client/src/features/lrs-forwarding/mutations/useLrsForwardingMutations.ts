import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  AddLrsForwarderInput,
  useLrsForwardingMutationsAddMutation as AddMutation,
} from '../../../__generated__/useLrsForwardingMutationsAddMutation.graphql';
import type { useLrsForwardingMutationsRemoveMutation as RemoveMutation } from '../../../__generated__/useLrsForwardingMutationsRemoveMutation.graphql';
import type { useLrsForwardingMutationsReplayMutation as ReplayMutation } from '../../../__generated__/useLrsForwardingMutationsReplayMutation.graphql';
import { commitAsync } from '../../../lib/mutations/commit-async';

/**
 * Settings → LRS forwarding's changes, each a promise of the server's answer (a payload or one of
 * the Error types; network failures reject). The company's list (`lrsForwarders`, oldest first)
 * is kept in step by hand: a new forwarder joins its end, a removed one leaves it; a replay
 * refetches the forwarder (its dead letters and waiting count).
 */
const FORWARDERS = 'lrsForwarders';

function append(store: RecordSourceSelectorProxy, companyId: string) {
  const forwarder = store.getRootField('addLrsForwarder')?.getLinkedRecord('forwarder');
  const company = store.get(companyId);
  if (!forwarder || !company) return;
  const list = company.getLinkedRecords(FORWARDERS) ?? [];
  if (!list.some((r) => r?.getDataID() === forwarder.getDataID())) company.setLinkedRecords([...list, forwarder], FORWARDERS);
}

function remove(store: RecordSourceSelectorProxy, companyId: string) {
  const removedId = store.getRootField('removeLrsForwarder')?.getValue('removedForwarderId');
  const company = store.get(companyId);
  if (typeof removedId !== 'string' || !company) return;
  company.setLinkedRecords(
    (company.getLinkedRecords(FORWARDERS) ?? []).filter((r) => r?.getDataID() !== removedId),
    FORWARDERS,
  );
  store.delete(removedId);
}

export function useAddLrsForwarderMutation() {
  const [commit, inFlight] = useMutation<AddMutation>(graphql`
    mutation useLrsForwardingMutationsAddMutation($input: AddLrsForwarderInput!) {
      addLrsForwarder(input: $input) {
        __typename
        ... on AddLrsForwarderPayload {
          message
          forwarder {
            id
            ...ForwarderCard_forwarder
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const add = useCallback(
    async (input: AddLrsForwarderInput, companyId: string) =>
      (await commitAsync(commit, { variables: { input }, updater: (store) => append(store, companyId) })).addLrsForwarder,
    [commit],
  );
  return [add, inFlight] as const;
}

export function useRemoveLrsForwarderMutation() {
  const [commit, inFlight] = useMutation<RemoveMutation>(graphql`
    mutation useLrsForwardingMutationsRemoveMutation($input: RemoveLrsForwarderInput!) {
      removeLrsForwarder(input: $input) {
        __typename
        ... on RemoveLrsForwarderPayload {
          message
          removedForwarderId
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const removeForwarder = useCallback(
    async (forwarderId: string, companyId: string) =>
      (await commitAsync(commit, { variables: { input: { forwarderId } }, updater: (store) => remove(store, companyId) })).removeLrsForwarder,
    [commit],
  );
  return [removeForwarder, inFlight] as const;
}

export function useReplayLrsDeadLettersMutation() {
  const [commit, inFlight] = useMutation<ReplayMutation>(graphql`
    mutation useLrsForwardingMutationsReplayMutation($input: ReplayLrsDeadLettersInput!) {
      replayLrsDeadLetters(input: $input) {
        __typename
        ... on ReplayLrsDeadLettersPayload {
          message
          forwarder {
            id
            ...ForwarderCard_forwarder
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const replay = useCallback(
    async (forwarderId: string) => (await commitAsync(commit, { variables: { input: { forwarderId } } })).replayLrsDeadLetters,
    [commit],
  );
  return [replay, inFlight] as const;
}

import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  RegisterLtiPlatformInput,
  useLtiMutationsRegisterMutation as RegisterMutation,
} from '../../../__generated__/useLtiMutationsRegisterMutation.graphql';
import type { useLtiMutationsRemoveMutation as RemoveMutation } from '../../../__generated__/useLtiMutationsRemoveMutation.graphql';
import { commitAsync } from '../../../lib/mutations/commit-async';

/**
 * Settings → LTI's changes, each a promise of the server's answer (a payload or one of the Error
 * types; network failures reject). The company's list (`ltiPlatforms`, oldest first) is kept in
 * step by hand: a new platform joins its end, a removed one leaves it.
 */
const PLATFORMS = 'ltiPlatforms';

function append(store: RecordSourceSelectorProxy, companyId: string) {
  const platform = store.getRootField('registerLtiPlatform')?.getLinkedRecord('platform');
  const company = store.get(companyId);
  if (!platform || !company) return;
  const list = company.getLinkedRecords(PLATFORMS) ?? [];
  if (!list.some((r) => r?.getDataID() === platform.getDataID())) company.setLinkedRecords([...list, platform], PLATFORMS);
}

function remove(store: RecordSourceSelectorProxy, companyId: string) {
  const removedId = store.getRootField('removeLtiPlatform')?.getValue('removedPlatformId');
  const company = store.get(companyId);
  if (typeof removedId !== 'string' || !company) return;
  company.setLinkedRecords(
    (company.getLinkedRecords(PLATFORMS) ?? []).filter((r) => r?.getDataID() !== removedId),
    PLATFORMS,
  );
  store.delete(removedId);
}

export function useRegisterLtiPlatformMutation() {
  const [commit, inFlight] = useMutation<RegisterMutation>(graphql`
    mutation useLtiMutationsRegisterMutation($input: RegisterLtiPlatformInput!) {
      registerLtiPlatform(input: $input) {
        __typename
        ... on RegisterLtiPlatformPayload {
          message
          platform {
            id
            ...LtiPlatformRow_platform
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const register = useCallback(
    async (input: RegisterLtiPlatformInput, companyId: string) =>
      (await commitAsync(commit, { variables: { input }, updater: (store) => append(store, companyId) })).registerLtiPlatform,
    [commit],
  );
  return [register, inFlight] as const;
}

export function useRemoveLtiPlatformMutation() {
  const [commit, inFlight] = useMutation<RemoveMutation>(graphql`
    mutation useLtiMutationsRemoveMutation($input: RemoveLtiPlatformInput!) {
      removeLtiPlatform(input: $input) {
        __typename
        ... on RemoveLtiPlatformPayload {
          message
          removedPlatformId
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const removePlatform = useCallback(
    async (platformId: string, companyId: string) =>
      (await commitAsync(commit, { variables: { input: { platformId } }, updater: (store) => remove(store, companyId) })).removeLtiPlatform,
    [commit],
  );
  return [removePlatform, inFlight] as const;
}

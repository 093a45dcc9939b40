import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { AddWebhookEndpointInput, useWebhookMutationsAddMutation as AddMutation } from '../../../__generated__/useWebhookMutationsAddMutation.graphql';
import type { useWebhookMutationsDeleteMutation as DeleteMutation } from '../../../__generated__/useWebhookMutationsDeleteMutation.graphql';
import type { useWebhookMutationsReplayFailedMutation as ReplayFailedMutation } from '../../../__generated__/useWebhookMutationsReplayFailedMutation.graphql';
import type { useWebhookMutationsReplayMutation as ReplayMutation } from '../../../__generated__/useWebhookMutationsReplayMutation.graphql';
import type { useWebhookMutationsRotateMutation as RotateMutation } from '../../../__generated__/useWebhookMutationsRotateMutation.graphql';
import type { useWebhookMutationsSendTestMutation as SendTestMutation } from '../../../__generated__/useWebhookMutationsSendTestMutation.graphql';
import type {
  UpdateWebhookEndpointInput,
  useWebhookMutationsUpdateMutation as UpdateMutation,
} from '../../../__generated__/useWebhookMutationsUpdateMutation.graphql';
import { commitAsync } from '../../../lib/mutations/commit-async';

/**
 * Settings → Webhooks' changes, each a promise of the server's answer (a payload or one of the
 * Error types; network failures reject). The company's list (`webhookEndpoints`, a plain list,
 * oldest first) is kept in step by hand: a new endpoint joins its end, a deleted one leaves it.
 */

const ENDPOINTS = 'webhookEndpoints';

/** Appends the answer's endpoint to the company's list (once). */
export function appendEndpoint(store: RecordSourceSelectorProxy, companyId: string): void {
  const endpoint = store.getRootField('addWebhookEndpoint')?.getLinkedRecord('endpoint');
  const company = store.get(companyId);
  if (!endpoint || !company) return;
  const list = company.getLinkedRecords(ENDPOINTS) ?? [];
  if (list.some((record) => record?.getDataID() === endpoint.getDataID())) return;
  company.setLinkedRecords([...list, endpoint], ENDPOINTS);
}

/** Takes the deleted endpoint out of the company's list, and out of the store. */
export function removeEndpoint(store: RecordSourceSelectorProxy, companyId: string): void {
  const deletedId = store.getRootField('deleteWebhookEndpoint')?.getValue('deletedEndpointId');
  const company = store.get(companyId);
  if (typeof deletedId !== 'string' || !company) return;
  const list = company.getLinkedRecords(ENDPOINTS) ?? [];
  company.setLinkedRecords(
    list.filter((record) => record?.getDataID() !== deletedId),
    ENDPOINTS,
  );
  store.delete(deletedId);
}

/** Adds an endpoint; it joins the end of the company's list. */
export function useAddWebhookEndpointMutation() {
  const [commit, inFlight] = useMutation<AddMutation>(graphql`
    mutation useWebhookMutationsAddMutation($input: AddWebhookEndpointInput!) {
      addWebhookEndpoint(input: $input) {
        __typename
        ... on WebhookEndpointPayload {
          message
          endpoint {
            id
            url
            ...WebhookEndpointCard_endpoint
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const add = useCallback(
    async (input: AddWebhookEndpointInput, companyId: string) =>
      (await commitAsync(commit, { variables: { input }, updater: (store) => appendEndpoint(store, companyId) })).addWebhookEndpoint,
    [commit],
  );
  return [add, inFlight] as const;
}

/** Saves an endpoint's address, description, events and switch; the answer's endpoint replaces it. */
export function useUpdateWebhookEndpointMutation() {
  const [commit, inFlight] = useMutation<UpdateMutation>(graphql`
    mutation useWebhookMutationsUpdateMutation($input: UpdateWebhookEndpointInput!) {
      updateWebhookEndpoint(input: $input) {
        __typename
        ... on WebhookEndpointPayload {
          message
          endpoint {
            id
            ...WebhookEndpointCard_endpoint
            ...WebhookEndpointStatus_endpoint
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const update = useCallback(
    async (input: UpdateWebhookEndpointInput) => (await commitAsync(commit, { variables: { input } })).updateWebhookEndpoint,
    [commit],
  );
  return [update, inFlight] as const;
}

/** Deletes an endpoint (its log goes with it); it leaves the company's list. */
export function useDeleteWebhookEndpointMutation() {
  const [commit, inFlight] = useMutation<DeleteMutation>(graphql`
    mutation useWebhookMutationsDeleteMutation($input: WebhookEndpointIdInput!) {
      deleteWebhookEndpoint(input: $input) {
        __typename
        ... on DeleteWebhookEndpointPayload {
          message
          deletedEndpointId
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const remove = useCallback(
    async (endpointId: string, companyId: string) =>
      (await commitAsync(commit, { variables: { input: { endpointId } }, updater: (store) => removeEndpoint(store, companyId) })).deleteWebhookEndpoint,
    [commit],
  );
  return [remove, inFlight] as const;
}

/** A new signing secret; the answer carries it (the previous one also signs for a day). */
export function useRotateWebhookSecretMutation() {
  const [commit, inFlight] = useMutation<RotateMutation>(graphql`
    mutation useWebhookMutationsRotateMutation($input: WebhookEndpointIdInput!) {
      rotateWebhookSecret(input: $input) {
        __typename
        ... on WebhookEndpointPayload {
          message
          endpoint {
            id
            secret
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const rotate = useCallback(async (endpointId: string) => (await commitAsync(commit, { variables: { input: { endpointId } } })).rotateWebhookSecret, [commit]);
  return [rotate, inFlight] as const;
}

/** Queues a `webhook.test` delivery to the endpoint. */
export function useSendWebhookTestEventMutation() {
  const [commit, inFlight] = useMutation<SendTestMutation>(graphql`
    mutation useWebhookMutationsSendTestMutation($input: WebhookEndpointIdInput!) {
      sendWebhookTestEvent(input: $input) {
        __typename
        ... on WebhookEndpointPayload {
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const send = useCallback(async (endpointId: string) => (await commitAsync(commit, { variables: { input: { endpointId } } })).sendWebhookTestEvent, [commit]);
  return [send, inFlight] as const;
}

/** Sends one delivery again now, with the same `webhook-id` and body. */
export function useReplayWebhookDeliveryMutation() {
  const [commit, inFlight] = useMutation<ReplayMutation>(graphql`
    mutation useWebhookMutationsReplayMutation($input: ReplayWebhookDeliveryInput!) {
      replayWebhookDelivery(input: $input) {
        __typename
        ... on ReplayWebhookDeliveriesPayload {
          count
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const replay = useCallback(
    async (endpointId: string, deliveryId: string) => (await commitAsync(commit, { variables: { input: { endpointId, deliveryId } } })).replayWebhookDelivery,
    [commit],
  );
  return [replay, inFlight] as const;
}

/** Sends again every failed delivery of the endpoint made in [from, to] (ISO instants). */
export function useReplayFailedWebhookDeliveriesMutation() {
  const [commit, inFlight] = useMutation<ReplayFailedMutation>(graphql`
    mutation useWebhookMutationsReplayFailedMutation($input: ReplayFailedWebhookDeliveriesInput!) {
      replayFailedWebhookDeliveries(input: $input) {
        __typename
        ... on ReplayWebhookDeliveriesPayload {
          count
          message
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const replayFailed = useCallback(
    async (endpointId: string, range: { from: string; to: string }) =>
      (await commitAsync(commit, { variables: { input: { endpointId, ...range } } })).replayFailedWebhookDeliveries,
    [commit],
  );
  return [replayFailed, inFlight] as const;
}

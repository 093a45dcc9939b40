import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  CreateApiTokenInput,
  useApiTokenMutationsCreateMutation as CreateMutation,
} from '../../../__generated__/useApiTokenMutationsCreateMutation.graphql';
import type { useApiTokenMutationsRevokeMutation as RevokeMutation } from '../../../__generated__/useApiTokenMutationsRevokeMutation.graphql';
import type { useApiTokenMutationsRotateMutation as RotateMutation } from '../../../__generated__/useApiTokenMutationsRotateMutation.graphql';
import { commitAsync } from '../../../lib/mutations/commit-async';

/**
 * The secret of a create or rotate answer, taken out of the Relay store as the answer arrives:
 * Relay keeps a mutation's payload among its records, and the secret must live only in the state
 * of the dialog that shows it once (so it is gone when that dialog closes). The handlers read it
 * from what this returns, never from the response (where it is null).
 */
function takeSecret(store: RecordSourceSelectorProxy, rootField: 'createApiToken' | 'rotateApiToken'): string | null {
  const payload = store.getRootField(rootField);
  if (!payload) return null;
  const token = payload.getValue('token');
  payload.setValue(null, 'token');
  return typeof token === 'string' && token !== '' ? token : null;
}

/** Makes a token; it joins the top of the list (newest first). Resolves with the answer and the secret. */
export function useCreateApiTokenMutation() {
  const [commit, inFlight] = useMutation<CreateMutation>(graphql`
    mutation useApiTokenMutationsCreateMutation($input: CreateApiTokenInput!, $connections: [ID!]!) {
      createApiToken(input: $input) {
        __typename
        ... on ApiTokenSecretPayload {
          token
          warning
          apiToken @prependNode(connections: $connections, edgeTypeName: "CompanyApiTokensConnectionEdge") {
            id
            name
            ...ApiTokenRow_apiToken
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const create = useCallback(
    async (input: CreateApiTokenInput, connectionId: string) => {
      let secret: string | null = null;
      const { createApiToken } = await commitAsync(commit, {
        variables: { input, connections: [connectionId] },
        updater: (store) => {
          secret = takeSecret(store, 'createApiToken');
        },
      });
      return { result: createApiToken, secret: secret as string | null };
    },
    [commit],
  );
  return [create, inFlight] as const;
}

/**
 * A new secret for a token: the server revokes the old row and makes a new one (same name, scopes
 * and lifetime), which joins the top of the list; the old row reads Revoked from now on.
 */
export function useRotateApiTokenMutation() {
  const [commit, inFlight] = useMutation<RotateMutation>(graphql`
    mutation useApiTokenMutationsRotateMutation($input: ApiTokenIdInput!, $connections: [ID!]!) {
      rotateApiToken(input: $input) {
        __typename
        ... on ApiTokenSecretPayload {
          token
          warning
          apiToken @prependNode(connections: $connections, edgeTypeName: "CompanyApiTokensConnectionEdge") {
            id
            name
            ...ApiTokenRow_apiToken
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const rotate = useCallback(
    async (apiTokenId: string, connectionId: string) => {
      let secret: string | null = null;
      const { rotateApiToken } = await commitAsync(commit, {
        variables: { input: { apiTokenId }, connections: [connectionId] },
        updater: (store) => {
          secret = takeSecret(store, 'rotateApiToken');
          if (!secret) return;
          // The answer holds the new row only; the server revoked the old one in the same step.
          const old = store.get(apiTokenId);
          old?.setValue('REVOKED', 'status');
          old?.setValue(new Date().toISOString(), 'revokedAt');
        },
      });
      return { result: rotateApiToken, secret: secret as string | null };
    },
    [commit],
  );
  return [rotate, inFlight] as const;
}

/** Revokes a token at once; the answer's row (status Revoked) replaces it in the list. */
export function useRevokeApiTokenMutation() {
  return useMutation<RevokeMutation>(graphql`
    mutation useApiTokenMutationsRevokeMutation($input: ApiTokenIdInput!) {
      revokeApiToken(input: $input) {
        __typename
        ... on RevokeApiTokenPayload {
          message
          apiToken {
            id
            status
            ...ApiTokenRow_apiToken
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

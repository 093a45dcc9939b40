import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useSaveMaterialDraftMutation as Mutation } from '../../../__generated__/useSaveMaterialDraftMutation.graphql';
import { networkErrorMessage } from '../../../lib/mutations/form-errors';
import type { EditorDoc } from '../model/editor-doc';
import { saveDraftInput } from './save-input';
import type { SaveRequest, SaveResult } from './save-types';
import { toSaveResult } from './save-result';

const mutation = graphql`
  mutation useSaveMaterialDraftMutation($input: SaveMaterialDraftInput!) {
    saveMaterialDraft(input: $input) {
      __typename
      ... on SaveMaterialDraftPayload {
        revision
        savedAt
        material {
          id
          revision
          updatedAt
        }
      }
      ... on RevisionConflictError {
        currentRevision
      }
      ...MutationErrors @relay(mask: false)
    }
  }
`;

/**
 * Sends one autosave of a material's draft (only its changes when the queue knows the server's
 * document, see save-input.ts) and resolves with what became of it. A transport failure (offline, 5xx, masked
 * error) rejects with a readable message, so the queue retries.
 */
export function useSaveMaterialDraftMutation<Doc extends EditorDoc>(materialId: string): (request: SaveRequest<Doc>) => Promise<SaveResult> {
  const environment = useRelayEnvironment();
  // commitMutation, not useMutation (+ lib/mutations/commit-async): a save must not re-render
  // the editor, which useMutation's in-flight state would on every autosave.
  return useCallback(
    (request: SaveRequest<Doc>) =>
      new Promise<SaveResult>((resolve, reject) => {
        commitMutation<Mutation>(environment, {
          mutation,
          variables: { input: saveDraftInput(materialId, request) },
          onCompleted: (response) => resolve(toSaveResult(response.saveMaterialDraft)),
          onError: (error) => reject(new Error(networkErrorMessage(error))),
        });
      }),
    [environment, materialId],
  );
}

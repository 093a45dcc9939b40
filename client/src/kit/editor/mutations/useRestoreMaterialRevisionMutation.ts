import { graphql } from 'react-relay';
import type { useRestoreMaterialRevisionMutation as Mutation } from '../../../__generated__/useRestoreMaterialRevisionMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Copies a published revision into the draft; the editor adopts the returned draft. */
export function useRestoreMaterialRevisionMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRestoreMaterialRevisionMutation($input: RestoreMaterialRevisionInput!) {
      restoreMaterialRevision(input: $input) {
        __typename
        ... on SaveMaterialDraftPayload {
          revision
          material {
            id
            revision
            status
            draftData
            draftConfig
          }
        }
        ... on RevisionConflictError {
          currentRevision
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

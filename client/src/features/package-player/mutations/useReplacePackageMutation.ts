import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useReplacePackageMutation as Mutation } from '../../../__generated__/useReplacePackageMutation.graphql';
import { commitAsync } from '../../../lib/mutations/commit-async';

/** A new zip for a package (multipart: the zip as `input.file`); the page's items refresh from the answer. */
export function useReplacePackageMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useReplacePackageMutation($input: ReplacePackageInput!) {
      replacePackage(input: $input) {
        __typename
        ... on MaterialPayload {
          message
          material {
            id
            revision
            ...PackageItems_material @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const run = useCallback(
    (materialId: string, file: File) => commitAsync(commit, { variables: { input: { materialId, file } }, uploadables: { 'input.file': file } }),
    [commit],
  );
  return [run, inFlight] as const;
}

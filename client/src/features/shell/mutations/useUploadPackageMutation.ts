import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUploadPackageMutation as Mutation } from '../../../__generated__/useUploadPackageMutation.graphql';
import { commitAsync } from '../../../lib/mutations/commit-async';

/** Create → "Upload a SCORM package": a new package material from the zip (multipart); the dialog then opens its page. */
export function useUploadPackageMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUploadPackageMutation($input: UploadPackageInput!) {
      uploadPackage(input: $input) {
        __typename
        ... on MaterialPayload {
          message
          material {
            id
            viewPath
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const run = useCallback(
    (name: string, file: File) => commitAsync(commit, { variables: { input: { name, file } }, uploadables: { 'input.file': file } }),
    [commit],
  );
  return [run, inFlight] as const;
}

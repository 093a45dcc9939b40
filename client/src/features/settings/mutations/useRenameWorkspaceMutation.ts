import { graphql, useMutation } from 'react-relay';
import type { useRenameWorkspaceMutation as Mutation } from '../../../__generated__/useRenameWorkspaceMutation.graphql';

/** Changes the workspace name, which is the company's URL slug. */
export function useRenameWorkspaceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRenameWorkspaceMutation($input: RenameWorkspaceInput!) {
      renameWorkspace(input: $input) {
        __typename
        ... on CompanyPayload {
          message
          company {
            ...settingsFields_company @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

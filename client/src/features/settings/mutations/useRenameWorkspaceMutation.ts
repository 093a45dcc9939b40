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
            id
            name
            slug
            website
            size
            logoUrl
            faviconUrl
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            messages
          }
        }
      }
    }
  `);
}

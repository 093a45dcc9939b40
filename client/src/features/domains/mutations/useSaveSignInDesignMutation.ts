import { graphql, useMutation } from 'react-relay';
import type { useSaveSignInDesignMutation as Mutation } from '../../../__generated__/useSaveSignInDesignMutation.graphql';

/** Saves a domain's sign-in design; a new logo travels as the multipart upload `input.logo`. */
export function useSaveSignInDesignMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSaveSignInDesignMutation($input: SaveSignInDesignInput!) {
      saveSignInDesign(input: $input) {
        __typename
        ... on SignInDesignPayload {
          message
          removed {
            what
            why
          }
          domain {
            id
            signInDesign {
              companyName
              headingText
              subHeadingText
              css
              logoUrl
            }
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

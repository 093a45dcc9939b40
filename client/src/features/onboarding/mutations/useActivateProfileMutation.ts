import { graphql } from 'react-relay';
import type { useActivateProfileMutation as Mutation } from '../../../__generated__/useActivateProfileMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Marks onboarding as finished (the first time only). */
export function useActivateProfileMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useActivateProfileMutation {
      activateProfile {
        __typename
        ... on UpdateProfilePayload {
          user {
            id
            confirmedAt
            profile {
              activatedAt
            }
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

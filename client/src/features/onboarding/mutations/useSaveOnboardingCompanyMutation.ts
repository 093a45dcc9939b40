import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { useSaveOnboardingCompanyMutation as Mutation } from '../../../__generated__/useSaveOnboardingCompanyMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

// The server makes the caller the Owner and switches the session to the new company: mirror
// that on the cached viewer, so later steps (and the finish) see the company without a refetch.
// What the role allows (viewer.can) is the server's to say: the cached answer, given while there
// was no company, is marked stale so the next page that reads it asks again.
const linkCompanyToViewer: SelectorStoreUpdater<Mutation['response']> = (store) => {
  const result = store.getRootField('saveOnboardingCompany');
  const company = result?.getLinkedRecord('company');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!company || !viewer) return;
  viewer.setLinkedRecord(company, 'company');
  viewer.setValue('OWNER', 'role');
  viewer.getLinkedRecord('can')?.invalidateRecord();
};

/** Onboarding step 3: creates the company (or renames it when the person comes back). */
export function useSaveOnboardingCompanyMutation() {
  return usePromiseMutation<Mutation>(
    graphql`
      mutation useSaveOnboardingCompanyMutation($input: SaveOnboardingCompanyInput!) {
        saveOnboardingCompany(input: $input) {
          __typename
          ... on CompanyPayload {
            company {
              id
              name
              slug
              website
              size
            }
          }
          ...MutationErrors @relay(mask: false)
        }
      }
    `,
    linkCompanyToViewer,
  );
}

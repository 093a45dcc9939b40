import { graphql, useMutation } from 'react-relay';
import type { useDomainMutationsAddMutation as AddMutation } from '../../../__generated__/useDomainMutationsAddMutation.graphql';
import type { useDomainMutationsDeleteMutation as DeleteMutation } from '../../../__generated__/useDomainMutationsDeleteMutation.graphql';
import type { useDomainMutationsUpdateMutation as UpdateMutation } from '../../../__generated__/useDomainMutationsUpdateMutation.graphql';
import type { useDomainMutationsVerifyMutation as VerifyMutation } from '../../../__generated__/useDomainMutationsVerifyMutation.graphql';

/** Adds a domain; the page's updater appends it to the company's list. */
export function useAddDomainMutation() {
  return useMutation<AddMutation>(graphql`
    mutation useDomainMutationsAddMutation($input: AddDomainInput!) {
      addDomain(input: $input) {
        __typename
        ... on DomainPayload {
          message
          domain {
            id
            ...DomainCard_domain
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

export function useUpdateDomainMutation() {
  return useMutation<UpdateMutation>(graphql`
    mutation useDomainMutationsUpdateMutation($input: UpdateDomainInput!) {
      updateDomain(input: $input) {
        __typename
        ... on DomainPayload {
          message
          domain {
            id
            ...DomainCard_domain
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

/** Deletes a domain; the page's updater takes it out of the list. */
export function useDeleteDomainMutation() {
  return useMutation<DeleteMutation>(graphql`
    mutation useDomainMutationsDeleteMutation($input: DomainIdInput!) {
      deleteDomain(input: $input) {
        __typename
        ... on DeleteDomainPayload {
          message
          deletedDomainId
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

/** "Check now": the domain comes back with its new status, which Relay merges by id. */
export function useVerifyDomainMutation() {
  return useMutation<VerifyMutation>(graphql`
    mutation useDomainMutationsVerifyMutation($input: DomainIdInput!) {
      verifyDomain(input: $input) {
        __typename
        ... on DomainPayload {
          message
          domain {
            id
            status
            ...DomainCard_domain
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

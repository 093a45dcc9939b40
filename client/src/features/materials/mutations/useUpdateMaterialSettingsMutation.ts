import { graphql } from 'react-relay';
import type { useUpdateMaterialSettingsMutation as Mutation } from '../../../__generated__/useUpdateMaterialSettingsMutation.graphql';
import { usePromiseMutation } from '../../../lib/mutations/use-promise-mutation';

/** Saves name and description; the returned material refreshes every card showing it. */
export function useUpdateMaterialSettingsMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useUpdateMaterialSettingsMutation($input: UpdateMaterialSettingsInput!) {
      updateMaterialSettings(input: $input) {
        __typename
        ... on MaterialPayload {
          message
          material {
            ...MaterialCard_material
            ...MaterialSettingsDialog_material
            viewPath
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
}

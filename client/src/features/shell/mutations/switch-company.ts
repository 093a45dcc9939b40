import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { switchCompanyMutation } from '../../../__generated__/switchCompanyMutation.graphql';

const mutation = graphql`
  mutation switchCompanyMutation($input: SwitchCompanyInput!) {
    switchCompany(input: $input) {
      __typename
      ... on SwitchCompanyPayload {
        viewer {
          company {
            id
          }
        }
      }
      ...MutationErrors @relay(mask: false)
    }
  }
`;

/**
 * Makes the session act for another company of the user. Not a hook: the shell's route loader
 * calls it before anything renders. Resolves true once the server acts for that company; false
 * when it refused (not a member any more); a network failure rejects.
 */
export function switchCompany(environment: Environment, companyId: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    commitMutation<switchCompanyMutation>(environment, {
      mutation,
      variables: { input: { companyId } },
      onCompleted: ({ switchCompany: result }) => resolve(result.__typename === 'SwitchCompanyPayload' && result.viewer?.company?.id === companyId),
      onError: reject,
    });
  });
}

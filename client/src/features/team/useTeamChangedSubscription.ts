import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useTeamChangedSubscription as Subscription } from '../../__generated__/useTeamChangedSubscription.graphql';

const subscription = graphql`
  subscription useTeamChangedSubscription {
    teamChanged {
      change
      membership {
        id
        role
        viewerCanManage
      }
    }
  }
`;

/** Calls onChange whenever someone is invited (or an invitation revoked), joins, changes role or is removed in the viewer's company. */
export function useTeamChangedSubscription(onChange: (change: string) => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (response) onChange(response.teamChanged.change);
      },
      // A dropped socket only loses live updates; the page itself keeps working.
      onError: () => {},
    }),
    [onChange],
  );
  useSubscription(config);
}

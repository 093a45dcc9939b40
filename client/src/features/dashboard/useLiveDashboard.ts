/**
 * Live figures (issue 10 §3, issue 21 §2): while the dashboard is open, the server pushes the
 * figures and both tables of this window after learner activity in the company, at most once every
 * two seconds (the last action of a burst included), computed once for every open dashboard of the
 * window (`dashboardLive`, server/src/modules/analytics/dashboard-live.ts). The push selects the
 * page's own fragment and carries the same Dashboard id, so Relay replaces the figures the page
 * shows; the page makes no request of its own. Its "As of" line shows when they were computed.
 */
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  useLiveDashboardSubscription as Subscription,
  useLiveDashboardSubscription$variables as Variables,
} from '../../__generated__/useLiveDashboardSubscription.graphql';

const subscription = graphql`
  subscription useLiveDashboardSubscription($period: DashboardPeriod!, $startDate: String, $endDate: String) {
    dashboardLive(period: $period, startDate: $startDate, endDate: $endDate) {
      ...DashboardPage_figures
    }
  }
`;

export function useLiveDashboard(variables: Variables) {
  const { period, startDate, endDate } = variables;
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { period, startDate, endDate },
      // A dropped socket only loses live updates; the figures stay as they were.
      onError: () => {},
    }),
    [period, startDate, endDate],
  );
  useSubscription(config);
}

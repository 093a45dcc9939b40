/**
 * Live figures (issue 10 §3): while the dashboard is open, each learner action in the company
 * (`learnerActivity`, published after commit; through Redis across server processes) refetches the
 * dashboard's figures and its two tables (their fragments are in the same query) — only them, not
 * the page — at most once every two seconds, the last action of a burst always included. The
 * page's "As of" line shows when they were computed.
 */
import { useEffect, useMemo, useRef } from 'react';
import { fetchQuery, graphql, type GraphQLTaggedNode, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, OperationType } from 'relay-runtime';
import type { useLiveDashboardSubscription as Subscription } from '../../__generated__/useLiveDashboardSubscription.graphql';

const subscription = graphql`
  subscription useLiveDashboardSubscription {
    learnerActivity {
      type
      occurredAt
    }
  }
`;

const EVERY_MS = 2000;

export function useLiveDashboard<Q extends OperationType>(query: GraphQLTaggedNode, variables: Q['variables']) {
  const environment = useRelayEnvironment();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef(0);
  const latest = useRef(variables);
  latest.current = variables;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(() => {
    const refetch = () => {
      timer.current = null;
      last.current = Date.now();
      fetchQuery<Q>(environment, query, latest.current, { fetchPolicy: 'network-only' }).subscribe({});
    };
    return {
      subscription,
      variables: {},
      onNext: () => {
        if (timer.current) return;
        timer.current = setTimeout(refetch, Math.max(0, EVERY_MS - (Date.now() - last.current)));
      },
      // A dropped socket only loses live updates; the figures stay as they were.
      onError: () => {},
    };
  }, [environment, query]);
  useSubscription(config);
}

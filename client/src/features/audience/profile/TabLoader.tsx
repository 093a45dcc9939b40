import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { type PreloadedQuery, useQueryLoader } from 'react-relay';
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { LoadBoundary } from '../LoadBoundary';

/** The profile tabs' failure messages (audience.md §8). */
export const FILE_DETAILS_FAILED = 'Failed to fetch file details. Please try again.';
export const DATA_FAILED = 'An error occurred while fetching data. Please try again.';

interface Props<Q extends OperationType> {
  query: GraphQLTaggedNode;
  /** The learner's global id (node(id) on AudienceLearner). */
  id: string;
  failMessage: string;
  fetchPolicy?: FetchPolicy;
  children: (queryRef: PreloadedQuery<Q>) => ReactNode;
}

/**
 * One profile tab's data, loaded when the tab is first shown (audience.md §4: loading, then
 * loaded or failed with an alert and Try again; the tab itself shows its empty notice).
 */
export function TabLoader<Q extends OperationType>({ query, id, failMessage, fetchPolicy = 'store-or-network', children }: Props<Q>) {
  const [queryRef, load] = useQueryLoader<Q>(query);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    load({ id } as Q['variables'], { fetchPolicy });
  }, [id, load, fetchPolicy]);

  const loading = (
    <p className="learner-tab__loading" role="status">
      Loading…
    </p>
  );
  if (!queryRef) return loading;
  return (
    <LoadBoundary
      key={attempt}
      fallback={() => (
        <div className="learner-tab__failed">
          <p role="alert">{failMessage}</p>
          <button
            type="button"
            className="ui-button ui-button--secondary ui-button--sm"
            onClick={() => {
              load({ id } as Q['variables'], { fetchPolicy: 'network-only' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      )}
    >
      <Suspense fallback={loading}>{children(queryRef)}</Suspense>
    </LoadBoundary>
  );
}

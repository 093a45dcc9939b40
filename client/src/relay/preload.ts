import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { getRelayEnvironment } from './relay-environment';

export interface Preloaded<T extends OperationType> {
  queryRef: PreloadedQuery<T>;
  /** The same answer, for loaders that redirect on it before anything renders. */
  data: T['response'];
}

/**
 * Fetches a page's query in its route loader (fresh from the server: these pages decide where
 * the person goes from who they are now), then hands the page a preloaded reference that reads
 * the same records from the store, so the page renders without a second request or a spinner.
 * A network failure rejects, and the route's ErrorBoundary explains it.
 */
export async function preload<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']): Promise<Preloaded<T>> {
  const environment = getRelayEnvironment();
  const data = await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
  if (data === undefined) throw new Error('The server sent no data.');
  return { data, queryRef: loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' }) };
}

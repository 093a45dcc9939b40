import { useCallback } from 'react';
import { type GraphQLTaggedNode, useMutation } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { commitAsync } from './commit-async';

/**
 * useMutation with a promise-returning commit, so a form handler can `await` the result union
 * and branch on its __typename. A transport failure (offline, 5xx, masked error) rejects.
 */
export function usePromiseMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode, updater?: SelectorStoreUpdater<T['response']>) {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback((variables: T['variables']) => commitAsync(commit, { variables, updater }), [commit, updater]);
  return [run, isInFlight] as const;
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMaterialSavedSubscription as Subscription } from '../../../__generated__/useMaterialSavedSubscription.graphql';
import type { SavedEvent } from './save-types';

const subscription = graphql`
  subscription useMaterialSavedSubscription($materialId: ID!) {
    materialSaved(materialId: $materialId) {
      revision
      savedAt
      savedByName
      clientId
      reason
    }
  }
`;

/** After the socket gave up (graphql-ws already retried), subscribe again this much later. */
const RESUBSCRIBE_MS = 5000;

/**
 * Calls `onEvent` for every committed save, publish and restore of the material. The event says
 * who saved which revision and nothing more: the saving editor must not download its own
 * document back (a whole walkthrough, on every autosave), so the document is fetched by the save
 * queue only when another author's save is to be adopted or loaded. While the
 * socket is down, autosave still works: saves are acknowledged by their mutation responses, and
 * another author's save shows up as a conflict on our next save.
 */
export function useMaterialSavedSubscription(materialId: string, onEvent: (event: SavedEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  }, [onEvent]);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }, RESUBSCRIBE_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is read by nobody; changing it is what resubscribes (see below).
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { materialId },
      onNext: (response) => {
        const event = response?.materialSaved;
        if (!event) return;
        latest.current({
          revision: event.revision,
          savedAt: event.savedAt,
          savedByName: event.savedByName ?? null,
          clientId: event.clientId ?? null,
          reason: event.reason === 'PUBLISHED' || event.reason === 'RESTORED' ? event.reason : 'SAVED',
        });
      },
      onError: () => setFailed(true),
    }),
    // A new `attempt` makes a new config object, which is what makes useSubscription subscribe again.
    [materialId, attempt],
  );
  useSubscription(config);
}

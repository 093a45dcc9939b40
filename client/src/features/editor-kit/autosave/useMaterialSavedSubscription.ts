import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMaterialSavedSubscription as Subscription } from '../../../__generated__/useMaterialSavedSubscription.graphql';
import type { DocFromServer, EditorDoc } from '../model/editor-doc';
import type { SavedEvent } from './save-types';

const subscription = graphql`
  subscription useMaterialSavedSubscription($materialId: ID!) {
    materialSaved(materialId: $materialId) {
      revision
      savedAt
      savedByName
      clientId
      reason
      material {
        id
        revision
        draftData
        draftConfig
      }
    }
  }
`;

/** After the socket gave up (graphql-ws already retried), subscribe again this much later. */
const RESUBSCRIBE_MS = 5000;

/**
 * Calls `onEvent` for every committed save, publish and restore of the material. While the
 * socket is down, autosave still works: saves are acknowledged by their mutation responses, and
 * another author's save shows up as a conflict on our next save.
 */
export function useMaterialSavedSubscription<Doc extends EditorDoc>(
  materialId: string,
  docFromServer: DocFromServer<Doc>,
  onEvent: (event: SavedEvent<Doc>) => void,
): void {
  const latest = useRef({ onEvent, docFromServer });
  useEffect(() => {
    latest.current = { onEvent, docFromServer };
  }, [onEvent, docFromServer]);
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
        const { onEvent: emit, docFromServer: read } = latest.current;
        emit({
          revision: event.revision,
          savedAt: event.savedAt,
          savedByName: event.savedByName ?? null,
          clientId: event.clientId ?? null,
          reason: event.reason === 'PUBLISHED' || event.reason === 'RESTORED' ? event.reason : 'SAVED',
          doc: event.material ? read(event.material.draftData, event.material.draftConfig) : null,
          docRevision: event.material?.revision ?? null,
        });
      },
      onError: () => setFailed(true),
    }),
    // A new `attempt` makes a new config object, which is what makes useSubscription subscribe again.
    [materialId, attempt],
  );
  useSubscription(config);
}

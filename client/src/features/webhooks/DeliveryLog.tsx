import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import type { DeliveryLog_endpoint$key } from '../../__generated__/DeliveryLog_endpoint.graphql';
import refetchQuery, { type DeliveryLogRefetchQuery } from '../../__generated__/DeliveryLogRefetchQuery.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, Pagination, Select, useToast } from '../../ui';
import { DeliveryItem } from './DeliveryItem';
import { useReplayWebhookDeliveryMutation, useSendWebhookTestEventMutation } from './mutations/useWebhookMutations';
import { ReplayFailedDialog } from './ReplayFailedDialog';
import { type DeliveryStatus, deliveryStatusLabel, STATUS_FILTERS } from './webhook-display';

const PAGE_SIZE = 20;
/** While the page is open and seen, the log is read again this often… */
const POLL_MS = 5_000;
/** …and more often for a while after something was sent, so its outcome shows within a second or two. */
const FAST_POLL_MS = 1_000;
const FAST_FOR_MS = 15_000;

const REPLAY_FAILED = 'The delivery could not be replayed. Please try again.';
const TEST_FAILED = 'The test event could not be sent. Please try again.';
const REFRESH_FAILED = 'The delivery log could not be refreshed. Please try again.';

type View = { page: number; status: DeliveryStatus | null };

/**
 * The endpoint's deliveries: the status filter, Refresh, "Send test event" and "Replay failed
 * deliveries…", one page of deliveries (each opens onto its payload and attempts, and can be
 * replayed), and the pages. The log reads itself again every few seconds while the tab is seen.
 */
export function DeliveryLog({ endpoint }: { endpoint: DeliveryLog_endpoint$key }) {
  const [data, refetch] = useRefetchableFragment<DeliveryLogRefetchQuery, DeliveryLog_endpoint$key>(
    graphql`
      fragment DeliveryLog_endpoint on WebhookEndpoint
      @refetchable(queryName: "DeliveryLogRefetchQuery")
      @argumentDefinitions(page: { type: "Int", defaultValue: 1 }, pageSize: { type: "Int", defaultValue: 20 }, status: { type: "WebhookDeliveryStatus" }) {
        id
        ...WebhookEndpointStatus_endpoint
        deliveries(page: $page, pageSize: $pageSize, status: $status) {
          totalCount
          page
          pageSize
          deliveries {
            id
            ...DeliveryItem_delivery
          }
        }
      }
    `,
    endpoint,
  );
  const environment = useRelayEnvironment();
  const toast = useToast();
  // What was asked for (the filter shows it, the polls read it at once) and what is on screen (the
  // page's answer: it changes with the data, when the transition ends).
  const [view, setView] = useState<View>({ page: 1, status: null });
  const [shown, setShown] = useState<View>(view);
  const [changing, startTransition] = useTransition();
  const [refreshing, setRefreshing] = useState(false);
  const [replaying, setReplaying] = useState<ReadonlySet<string>>(new Set());
  const [replayFailedOpen, setReplayFailedOpen] = useState(false);
  const [sendTest, sendingTest] = useSendWebhookTestEventMutation();
  const [replay] = useReplayWebhookDeliveryMutation();
  const fastUntil = useRef(0);
  const [nudged, setNudged] = useState(0);
  const endpointId = data.id;
  const { totalCount, deliveries } = data.deliveries;
  const totalPages = Math.ceil(totalCount / PAGE_SIZE);

  /** Reads the page on screen again; the store's answer re-renders the list. */
  const refresh = useCallback(
    () =>
      fetchQuery<DeliveryLogRefetchQuery>(
        environment,
        refetchQuery,
        { id: endpointId, page: view.page, pageSize: PAGE_SIZE, status: view.status },
        { fetchPolicy: 'network-only' },
      ).toPromise(),
    [environment, endpointId, view.page, view.status],
  );

  // Poll while the tab is seen: a new delivery, or an attempt's outcome, appears without a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `nudged` restarts the timer at the fast pace after an action.
  useEffect(() => {
    let timer = 0;
    let stopped = false;
    const pace = () => (Date.now() < fastUntil.current ? FAST_POLL_MS : POLL_MS);
    const tick = async () => {
      if (document.visibilityState === 'visible') await refresh().catch(() => undefined);
      if (!stopped) timer = window.setTimeout(tick, pace());
    };
    timer = window.setTimeout(tick, pace());
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [refresh, nudged]);

  /** Something was just sent: read the log now, and often for a few seconds. */
  const watchClosely = () => {
    fastUntil.current = Date.now() + FAST_FOR_MS;
    setNudged((n) => n + 1);
    refresh().catch(() => undefined);
  };

  function show(next: View) {
    setView(next);
    // The current page stays on screen until the next one is in.
    startTransition(() => {
      setShown(next);
      refetch({ page: next.page, pageSize: PAGE_SIZE, status: next.status }, { fetchPolicy: 'store-and-network' });
    });
  }

  async function handleRefresh() {
    setRefreshing(true);
    try {
      await refresh();
    } catch (caught) {
      toast.error(networkErrorMessage(caught, REFRESH_FAILED));
    } finally {
      setRefreshing(false);
    }
  }

  async function handleSendTest() {
    try {
      const result = await sendTest(endpointId);
      const failure = mutationFailure(result, 'WebhookEndpointPayload', TEST_FAILED);
      if (failure) toast.error(failure.message);
      else {
        if (result.message) toast.success(result.message);
        watchClosely();
      }
    } catch (caught) {
      toast.error(networkErrorMessage(caught, TEST_FAILED));
    }
  }

  async function handleReplay(deliveryId: string) {
    setReplaying((current) => new Set(current).add(deliveryId));
    try {
      const result = await replay(endpointId, deliveryId);
      const failure = mutationFailure(result, 'ReplayWebhookDeliveriesPayload', REPLAY_FAILED);
      if (failure) toast.error(failure.message);
      else {
        if (result.message) toast.success(result.message);
        watchClosely();
      }
    } catch (caught) {
      toast.error(networkErrorMessage(caught, REPLAY_FAILED));
    } finally {
      setReplaying((current) => {
        const next = new Set(current);
        next.delete(deliveryId);
        return next;
      });
    }
  }

  const filterLabel = shown.status ? deliveryStatusLabel(shown.status).toLowerCase() : null;

  return (
    <div className="webhook-log__body" aria-busy={changing || undefined}>
      <div className="webhook-log__toolbar">
        <Select
          label="Status"
          options={STATUS_FILTERS}
          value={view.status ?? ''}
          fieldClassName="webhook-log__filter"
          onChange={(event) => show({ page: 1, status: (event.target.value || null) as DeliveryStatus | null })}
        />
        <div className="webhook-log__actions">
          <Button variant="secondary" size="sm" loading={refreshing} onClick={handleRefresh}>
            Refresh
          </Button>
          <Button variant="secondary" size="sm" loading={sendingTest} onClick={handleSendTest}>
            Send test event
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setReplayFailedOpen(true)}>
            Replay failed deliveries…
          </Button>
        </div>
      </div>
      <p className="webhook-log__count" role="status">
        {totalCount === 0
          ? filterLabel
            ? `No ${filterLabel} deliveries.`
            : 'No deliveries yet. Send a test event to see one here.'
          : `${totalCount} ${filterLabel ? `${filterLabel} ` : ''}${totalCount === 1 ? 'delivery' : 'deliveries'}${totalPages > 1 ? `, page ${shown.page} of ${totalPages}` : ''}.`}
      </p>
      {deliveries.length > 0 && (
        <ul className="webhook-deliveries" aria-label="Deliveries">
          {deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} replaying={replaying.has(delivery.id)} onReplay={handleReplay} />
          ))}
        </ul>
      )}
      {totalPages > 1 && <Pagination page={shown.page} totalPages={totalPages} label="Delivery log pages" onPageChange={(page) => show({ ...view, page })} />}
      {replayFailedOpen && (
        <ReplayFailedDialog
          endpointId={endpointId}
          onClose={() => setReplayFailedOpen(false)}
          onReplayed={(message, count) => {
            setReplayFailedOpen(false);
            toast.success(message);
            if (count > 0) watchClosely();
          }}
        />
      )}
    </div>
  );
}

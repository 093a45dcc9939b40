import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WebhookEndpointList_company$key } from '../../__generated__/WebhookEndpointList_company.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { EndpointFormDialog } from './EndpointFormDialog';
import { useDeleteWebhookEndpointMutation, useSendWebhookTestEventMutation } from './mutations/useWebhookMutations';
import { SigningSecretDialog } from './SigningSecretDialog';
import { type EndpointRef, endpointName, WebhookEndpointCard } from './WebhookEndpointCard';

const DELETE_FAILED = 'The endpoint could not be deleted. Please try again.';
const TEST_FAILED = 'The test event could not be sent. Please try again.';

interface WebhookEndpointListProps {
  company: WebhookEndpointList_company$key;
  logPath: (id: string) => string;
}

/**
 * The company's endpoints, oldest first, with "Add endpoint"; per endpoint its delivery log, a
 * test event, its signing secret, Edit and Delete (behind a question).
 */
export function WebhookEndpointList({ company, logPath }: WebhookEndpointListProps) {
  const data = useFragment(
    graphql`
      fragment WebhookEndpointList_company on Company {
        id
        webhookEndpoints {
          id
          ...WebhookEndpointCard_endpoint
        }
      }
    `,
    company,
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EndpointRef | null>(null);
  const [deleting, setDeleting] = useState<EndpointRef | null>(null);
  const [secretOf, setSecretOf] = useState<EndpointRef | null>(null);
  const [testing, setTesting] = useState<ReadonlySet<string>>(new Set());
  const [remove, removeBusy] = useDeleteWebhookEndpointMutation();
  const [sendTest] = useSendWebhookTestEventMutation();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A deleted endpoint's button is gone: the list's heading takes the focus once no dialog is open.
  const focusAfterDialogs = useRef(false);
  const dialogOpen = adding || editing !== null || deleting !== null || secretOf !== null;
  useEffect(() => {
    if (!focusAfterDialogs.current || dialogOpen) return;
    focusAfterDialogs.current = false;
    headingRef.current?.focus();
  });

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result = await remove(deleting.id, data.id);
      setDeleting(null);
      const failure = mutationFailure(result, 'DeleteWebhookEndpointPayload', DELETE_FAILED);
      if (failure) toast.error(failure.message);
      else {
        if (result.message) toast.success(result.message);
        focusAfterDialogs.current = true;
      }
    } catch (caught) {
      setDeleting(null);
      toast.error(networkErrorMessage(caught, DELETE_FAILED));
    }
  }

  async function handleSendTest(endpoint: EndpointRef) {
    setTesting((current) => new Set(current).add(endpoint.id));
    try {
      const result = await sendTest(endpoint.id);
      const failure = mutationFailure(result, 'WebhookEndpointPayload', TEST_FAILED);
      if (failure) toast.error(failure.message);
      else if (result.message) toast.success(result.message);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, TEST_FAILED));
    } finally {
      setTesting((current) => {
        const next = new Set(current);
        next.delete(endpoint.id);
        return next;
      });
    }
  }

  const saved = (message: string) => {
    setAdding(false);
    setEditing(null);
    toast.success(message);
  };

  return (
    <section className="webhook-endpoints" aria-labelledby="webhook-endpoints-title">
      <header className="webhook-endpoints__header">
        <h3 id="webhook-endpoints-title" className="webhook-endpoints__title" ref={headingRef} tabIndex={-1}>
          Endpoints
        </h3>
        <Button onClick={() => setAdding(true)}>Add endpoint</Button>
      </header>
      {data.webhookEndpoints.length === 0 ? (
        <p className="webhook-endpoints__empty">No webhook endpoints yet.</p>
      ) : (
        <ul className="webhook-endpoints__list">
          {data.webhookEndpoints.map((endpoint) => (
            <WebhookEndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              logPath={logPath}
              sendingTest={testing.has(endpoint.id)}
              onSendTest={handleSendTest}
              onSecret={setSecretOf}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}

      {(adding || editing) && (
        <EndpointFormDialog
          key={editing?.id ?? 'new'}
          endpoint={editing ?? undefined}
          companyId={data.id}
          onSaved={saved}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
        />
      )}
      {secretOf && <SigningSecretDialog endpoint={secretOf} onClose={() => setSecretOf(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete endpoint"
        message={deleting ? `Delete ${endpointName(deleting)}? No more events are sent to it, and its delivery log is deleted with it.` : ''}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={removeBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SigningSecretDialogQuery } from '../../__generated__/SigningSecretDialogQuery.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { useCopyFeedback } from '../../lib/use-copy-feedback';
import { Button, ConfirmDialog, Dialog, TextField, useToast } from '../../ui';
import { useRotateWebhookSecretMutation } from './mutations/useWebhookMutations';
import { maskedSecret, PREVIOUS_SECRET_HOURS } from './webhook-display';
import { type EndpointRef, endpointName } from './WebhookEndpointCard';

interface SigningSecretDialogProps {
  endpoint: EndpointRef;
  onClose: () => void;
}

const ROTATE_FAILED = 'The secret could not be rotated. Please try again.';
const ROTATE_QUESTION = `A new secret signs every delivery from now on. The previous secret also signs for ${PREVIOUS_SECRET_HOURS} hours, so your receiver can switch to the new one without missing events.`;

/**
 * "Signing secret": the endpoint's whsec_… secret, hidden until asked for, with Copy, and
 * "Rotate secret" behind a question. The secret is read when the dialog opens (not with the list),
 * and can be read again at any time, unlike an API token's.
 */
export function SigningSecretDialog({ endpoint, onClose }: SigningSecretDialogProps) {
  const [rotating, setRotating] = useState(false);
  const [rotate, rotateBusy] = useRotateWebhookSecretMutation();
  const toast = useToast();

  async function confirmRotate() {
    try {
      const result = await rotate(endpoint.id);
      setRotating(false);
      const failure = mutationFailure(result, 'WebhookEndpointPayload', ROTATE_FAILED);
      if (failure) toast.error(failure.message);
      else if (result.message) toast.success(result.message);
    } catch (caught) {
      setRotating(false);
      toast.error(networkErrorMessage(caught, ROTATE_FAILED));
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title="Signing secret"
        size="md"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRotating(true)}>
              Rotate secret
            </Button>
            <Button onClick={onClose}>Done</Button>
          </>
        }
      >
        <p className="webhook-secret__for">
          For <strong className="webhook-secret__endpoint">{endpointName(endpoint)}</strong>
        </p>
        <Suspense fallback={<p className="webhook-secret__loading">Loading the secret…</p>}>
          <SecretField endpointId={endpoint.id} />
        </Suspense>
        <p className="webhook-secret__use">
          Every delivery is signed with it: check the <code>webhook-signature</code> header before you trust a request (Settings → API, “Verifying deliveries”).
        </p>
      </Dialog>
      <ConfirmDialog
        open={rotating}
        title="Rotate secret"
        message={ROTATE_QUESTION}
        confirmLabel="Rotate secret"
        cancelLabel="Cancel"
        destructive={false}
        busy={rotateBusy}
        onCancel={() => setRotating(false)}
        onConfirm={confirmRotate}
      />
    </>
  );
}

/** The secret itself: hidden behind dots until "Show", copied with Copy either way. */
function SecretField({ endpointId }: { endpointId: string }) {
  const data = useLazyLoadQuery<SigningSecretDialogQuery>(
    graphql`
      query SigningSecretDialogQuery($id: ID!) {
        node(id: $id) {
          ... on WebhookEndpoint {
            id
            secret
          }
        }
      }
    `,
    { id: endpointId },
    // Another admin may have rotated it since: always the server's current one.
    { fetchPolicy: 'network-only' },
  );
  const [shown, setShown] = useState(false);
  const { copied, copy } = useCopyFeedback<'secret'>();
  const [copyFailed, setCopyFailed] = useState(false);
  const secret = data.node?.secret;
  if (!secret) return <p role="alert">This endpoint was not found.</p>;

  return (
    <>
      <div className="webhook-secret__row">
        <TextField
          label="Secret"
          value={shown ? secret : maskedSecret(secret)}
          readOnly
          spellCheck={false}
          autoComplete="off"
          className="webhook-secret__value"
          fieldClassName="webhook-secret__field"
          onFocus={(event) => {
            if (shown) event.currentTarget.select();
          }}
        />
        <div className="webhook-secret__buttons">
          <Button variant="secondary" onClick={() => setShown(!shown)}>
            {shown ? 'Hide' : 'Show'}
            <span className="visually-hidden"> the secret</span>
          </Button>
          <Button variant="secondary" className="webhook-secret__copy" onClick={async () => setCopyFailed(!(await copy('secret', secret)))} data-autofocus>
            {copied === 'secret' ? 'Copied' : 'Copy'}
            <span className="visually-hidden"> the secret</span>
          </Button>
        </div>
      </div>
      <p role="status" className="webhook-secret__status">
        {copied === 'secret' ? 'Copied to the clipboard.' : copyFailed ? 'Copying was refused: show the secret, select it and copy it yourself.' : ''}
      </p>
    </>
  );
}

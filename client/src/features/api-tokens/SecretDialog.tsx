import { useState } from 'react';
import { useCopyFeedback } from '../../lib/use-copy-feedback';
import { Button, Dialog, TextField } from '../../ui';

/** A secret just made or rotated: held in the list's state while its dialog is open, nowhere else. */
export interface ShownSecret {
  token: string;
  /** The payload's warning (a token without an expiry). */
  warning: string | null;
  name: string;
  rotated: boolean;
}

interface SecretDialogProps {
  secret: ShownSecret;
  /** "Done": the page forgets the secret. */
  onDone: () => void;
}

export const SHOWN_ONCE = "Copy this token now. You won't be able to see it again.";

/**
 * The secret, shown this once: read-only and selectable, a Copy button that says "Copied", and
 * Done. Only Done closes it (no Escape, no backdrop click), so a slip does not lose the secret
 * before it was copied.
 */
export function SecretDialog({ secret, onDone }: SecretDialogProps) {
  const { copied, copy } = useCopyFeedback<'token'>();
  const [copyFailed, setCopyFailed] = useState(false);

  async function handleCopy() {
    setCopyFailed(!(await copy('token', secret.token)));
  }

  return (
    <Dialog
      open
      dismissible={false}
      onClose={onDone}
      title={secret.rotated ? `New secret for ${secret.name}` : `Token ${secret.name} created`}
      size="md"
      footer={<Button onClick={onDone}>Done</Button>}
    >
      <p className="api-secret__once">
        <strong>{SHOWN_ONCE}</strong>
      </p>
      {secret.rotated && <p className="api-secret__note">The previous secret no longer works: put this one in its place.</p>}
      <div className="api-secret__row">
        <TextField
          label="Token"
          value={secret.token}
          readOnly
          spellCheck={false}
          autoComplete="off"
          className="api-secret__value"
          fieldClassName="api-secret__field"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={handleCopy} data-autofocus className="api-secret__copy">
          {copied === 'token' ? 'Copied' : 'Copy'}
          <span className="visually-hidden"> the token</span>
        </Button>
      </div>
      <p role="status" className="api-secret__status">
        {copied === 'token' ? 'Copied to the clipboard.' : copyFailed ? 'Copying was refused: select the token and copy it yourself.' : ''}
      </p>
      {secret.warning && <p className="api-warning">{secret.warning}</p>}
      <p className="api-secret__use">
        Send it with every call as <code>Authorization: Bearer {secret.token.slice(0, 3)}…</code>
      </p>
    </Dialog>
  );
}

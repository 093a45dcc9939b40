/**
 * "Share": the share address (the view address, authoring.md §2) and the embed snippet (an iframe
 * 400 high, 100% wide), each with a Copy button that says "Copied" for 2 seconds.
 */
import { type FocusEvent, useId } from 'react';
import { Button, Dialog, useToast } from '../../../ui';
import { embedSnippet } from '../lib/embed-snippet';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  name: string;
  viewPath: string;
  /** The learners' address: the material in the hub (or on its custom domain). */
  shareLink: string;
  visibility: string;
  published: boolean;
}

function CopyRow({
  label,
  value,
  copyLabel,
  copied,
  onCopy,
  multiline = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copied: boolean;
  onCopy: () => void;
  multiline?: boolean;
}) {
  const id = useId();
  const select = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => event.currentTarget.select();
  return (
    <div className="share-row">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <div className="share-row__control">
        {multiline ? (
          <textarea id={id} className="ui-input share-row__code" readOnly value={value} rows={3} onFocus={select} />
        ) : (
          <input id={id} className="ui-input" readOnly value={value} onFocus={select} />
        )}
        <div className="share-row__actions">
          <span role="status" className="share-row__copied">
            {copied ? 'Copied' : ''}
          </span>
          <Button variant="secondary" onClick={onCopy}>
            {copyLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

export function ShareDialog({ open, onClose, name, viewPath, shareLink, visibility, published }: ShareDialogProps) {
  const toast = useToast();
  const { copied, copy } = useCopyFeedback<'link' | 'embed'>();
  const origin = window.location.origin;
  const link = shareLink;
  const snippet = embedSnippet(origin, viewPath, name);

  async function handleCopy(key: 'link' | 'embed', text: string) {
    if (!(await copy(key, text))) toast.error('Could not copy. Please select the text and copy it yourself.');
  }

  const notes: string[] = [];
  if (!published) notes.push('Not published yet: learners and embeds see it once it is published.');
  if (visibility === 'PRIVATE')
    notes.push('It is private: the embed shows it to your team only. Make it Public or User Info Required in its settings to embed it on other sites.');

  return (
    <Dialog open={open} onClose={onClose} title={`Share ${name}`} size="md" footer={<Button onClick={onClose}>Done</Button>}>
      <div className="share-dialog">
        <CopyRow label="Share address" value={link} copyLabel="Copy link" copied={copied === 'link'} onCopy={() => void handleCopy('link', link)} />
        <CopyRow
          label="Embed code"
          value={snippet}
          copyLabel="Copy embed code"
          copied={copied === 'embed'}
          onCopy={() => void handleCopy('embed', snippet)}
          multiline
        />
        {notes.map((note) => (
          <p key={note} className="share-dialog__note">
            {note}
          </p>
        ))}
      </div>
    </Dialog>
  );
}

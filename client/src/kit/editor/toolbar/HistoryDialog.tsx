/**
 * History (ARCHITECTURE.md "Publishing"): the published revisions, newest first, with when and
 * by whom; "Restore" copies one into the draft, which the editor then shows (not undoable, so it
 * asks first).
 */
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { HistoryDialogQuery } from '../../../__generated__/HistoryDialogQuery.graphql';
import { Button, ConfirmDialog, Dialog, useToast } from '../../../ui';
import type { Autosave } from '../autosave/useAutosave';
import type { DocFromServer, EditorDoc } from '../model/editor-doc';
import { useRestoreMaterialRevisionMutation } from '../mutations/useRestoreMaterialRevisionMutation';
import { networkErrorMessage } from '../../../lib/mutations/form-errors';
import './history.css';

const FAILED = 'Failed to restore the revision. Please try again.';

// biome-ignore lint/suspicious/noExplicitAny: any editor's document; the dialog only hands it from docFromServer to autosave.
type Props = { materialId: string; autosave: Autosave<any>; docFromServer: DocFromServer<EditorDoc>; onClose(): void };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function HistoryDialog(props: Props) {
  return (
    <Dialog open onClose={props.onClose} title="Published versions" size="md">
      <Suspense fallback={<p role="status">Loading versions…</p>}>
        <RevisionList {...props} />
      </Suspense>
    </Dialog>
  );
}

function RevisionList({ materialId, autosave, docFromServer, onClose }: Props) {
  const data = useLazyLoadQuery<HistoryDialogQuery>(
    graphql`
      query HistoryDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Material {
            revisions(first: 50) {
              edges {
                node {
                  revision
                  number
                  publishedAt
                  publishedByName
                }
              }
            }
          }
        }
      }
    `,
    { id: materialId },
    { fetchPolicy: 'network-only' },
  );
  const [restore, restoring] = useRestoreMaterialRevisionMutation();
  // Shown as "Revision {number}" (1 for the first publish); restored by its draft revision.
  const [asking, setAsking] = useState<{ revision: number; number: number } | null>(null);
  const toast = useToast();
  const revisions = data.node?.revisions?.edges.map((edge) => edge.node) ?? [];

  async function handleRestore({ revision, number }: { revision: number; number: number }) {
    try {
      const { restoreMaterialRevision: result } = await restore({ input: { materialId, revision, baseRevision: autosave.revision } });
      if (result.__typename === 'SaveMaterialDraftPayload' && result.material && result.revision !== undefined) {
        autosave.adopt(docFromServer(result.material.draftData, result.material.draftConfig), result.revision);
        toast.success(`Revision ${number} restored to the draft.`);
        setAsking(null);
        onClose();
        return;
      }
      toast.error(('message' in result && result.message) || FAILED);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, FAILED));
    }
    setAsking(null);
  }

  if (revisions.length === 0) return <p>Nothing published yet. Each time you publish, the version appears here.</p>;
  return (
    <>
      <ol className="editor-history" aria-label="Published versions">
        {revisions.map((entry) => (
          <li key={entry.revision} className="editor-history__row">
            <span className="editor-history__text">
              <strong>Revision {entry.number}</strong>
              <span className="editor-history__meta">
                <time dateTime={entry.publishedAt}>{dateFormat.format(new Date(entry.publishedAt))}</time>
                {entry.publishedByName ? ` · ${entry.publishedByName}` : ''}
              </span>
            </span>
            <Button variant="secondary" size="sm" onClick={() => setAsking(entry)}>
              Restore<span className="visually-hidden"> revision {entry.number}</span>
            </Button>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asking !== null}
        title="Restore this version?"
        message={`The draft is replaced by revision ${asking?.number ?? ''}; changes since then are lost. Publish again to make it live.`}
        confirmLabel="Restore"
        cancelLabel="Cancel"
        busy={restoring}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking !== null && handleRestore(asking)}
      />
    </>
  );
}

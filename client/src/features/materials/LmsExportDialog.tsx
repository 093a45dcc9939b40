/**
 * "Export for an LMS" (issue 25 §1), from a published material's menu and its settings: the
 * format (SCORM 1.2, SCORM 2004 4th edition, cmi5) and the mode (Packaged or Linked), then the
 * material's exports, newest first. The worker builds each zip; while one builds, the list asks
 * the server again every second and shows its progress. A ready export downloads by its signed
 * address; a linked one can be revoked, after which its launcher in the LMS shows a message.
 */
import { LMS_EXPORT_FORMAT_LABELS, LMS_EXPORT_MODE_LABELS } from '@learnhub/content';
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { LmsExportDialogExportMutation } from '../../__generated__/LmsExportDialogExportMutation.graphql';
import type { LmsExportDialogQuery } from '../../__generated__/LmsExportDialogQuery.graphql';
import type { LmsExportDialogRevokeMutation } from '../../__generated__/LmsExportDialogRevokeMutation.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { Button, Dialog, ProgressBar, useToast } from '../../ui';

const FAILED = 'Something went wrong.';
const POLL_MS = 1000;

const FORMATS = [
  { value: 'SCORM12', format: 'scorm12', hint: 'The most widely supported: any LMS that takes SCORM.' },
  { value: 'SCORM2004', format: 'scorm2004', hint: 'Completion and pass/fail apart, and longer resume data.' },
  { value: 'CMI5', format: 'cmi5', hint: 'SCORM’s successor on xAPI: results go to the LMS’s record store.' },
] as const;
const MODES = [
  { value: 'PACKAGED', mode: 'packaged', hint: 'A self-contained zip of the published version: it runs with no access to this server.' },
  {
    value: 'LINKED',
    mode: 'linked',
    hint: 'A small launcher that plays the hosted material, so later publishes reach the LMS; results are recorded here too. You can revoke it.',
  },
] as const;

type FormatValue = (typeof FORMATS)[number]['value'];
type ModeValue = (typeof MODES)[number]['value'];

const STATUS_TEXT = { BUILDING: 'Building', READY: 'Ready', FAILED: 'Failed', REVOKED: 'Revoked' } as Record<string, string>;
const formatLabel = (value: string) => LMS_EXPORT_FORMAT_LABELS[FORMATS.find((f) => f.value === value)?.format ?? 'scorm12'];
const modeLabel = (value: string) => LMS_EXPORT_MODE_LABELS[MODES.find((m) => m.value === value)?.mode ?? 'packaged'];
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function LmsExportDialog({ materialId, onClose }: { materialId: string; onClose: () => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<LmsExportDialogQuery>(
    graphql`
      query LmsExportDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Material {
            name
            publishedRevision
            lmsExports {
              id
              format
              mode
              revision
              status
              progress
              error
              downloadUrl
              createdAt
            }
          }
        }
      }
    `,
    { id: materialId },
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'network-only' : 'store-and-network' },
  );
  const [format, setFormat] = useState<FormatValue>('SCORM12');
  const [mode, setMode] = useState<ModeValue>('PACKAGED');
  const [alert, setAlert] = useState<string | null>(null);
  const toast = useToast();
  const [exportMaterial, exporting] = useMutation<LmsExportDialogExportMutation>(graphql`
    mutation LmsExportDialogExportMutation($input: ExportMaterialForLmsInput!) {
      exportMaterialForLms(input: $input) {
        __typename
        ... on LmsExport {
          id
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const [revoke, revoking] = useMutation<LmsExportDialogRevokeMutation>(graphql`
    mutation LmsExportDialogRevokeMutation($input: RevokeLmsExportInput!) {
      revokeLmsExport(input: $input) {
        __typename
        ... on LmsExport {
          id
          status
          downloadUrl
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `);
  const exports = data.node?.lmsExports ?? [];
  const building = exports.some((e) => e.status === 'BUILDING');

  useEffect(() => {
    if (!building) return;
    const timer = window.setInterval(() => setFetchKey((k) => k + 1), POLL_MS);
    return () => window.clearInterval(timer);
  }, [building]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    exportMaterial({
      variables: { input: { materialId, format, mode } },
      onCompleted: ({ exportMaterialForLms: result }) => {
        if (result.__typename === 'LmsExport') setFetchKey((k) => k + 1);
        else setAlert((result.__typename !== '%other' && result.message) || FAILED);
      },
      onError: (error) => setAlert(networkErrorMessage(error, FAILED)),
    });
  }

  function handleRevoke(id: string) {
    revoke({
      variables: { input: { id } },
      onCompleted: ({ revokeLmsExport: result }) => {
        if (result.__typename === 'LmsExport') toast.success('The export was revoked: its launcher now shows that the course was withdrawn.');
        else toast.error(result.__typename !== '%other' ? result.message : FAILED);
      },
      onError: (error) => {
        toast.error(networkErrorMessage(error, FAILED));
      },
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Export for an LMS"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={`lms-export-${materialId}`} loading={exporting} disabled={data.node?.publishedRevision == null}>
            Export
          </Button>
        </>
      }
    >
      <form id={`lms-export-${materialId}`} className="lms-export" onSubmit={handleSubmit}>
        {data.node?.publishedRevision == null && <p className="lms-export__note">Publish the material first: an export holds its published version.</p>}
        <fieldset className="lms-export__choice">
          <legend>Format</legend>
          {FORMATS.map((f) => (
            <label key={f.value} className="lms-export__option">
              <input type="radio" name="format" value={f.value} checked={format === f.value} onChange={() => setFormat(f.value)} />
              <span>
                {LMS_EXPORT_FORMAT_LABELS[f.format]}
                <span className="lms-export__hint">{f.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="lms-export__choice">
          <legend>Mode</legend>
          {MODES.map((m) => (
            <label key={m.value} className="lms-export__option">
              <input type="radio" name="mode" value={m.value} checked={mode === m.value} onChange={() => setMode(m.value)} />
              <span>
                {LMS_EXPORT_MODE_LABELS[m.mode]}
                <span className="lms-export__hint">{m.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {alert && (
          <p className="lms-export__alert" role="alert">
            {alert}
          </p>
        )}
      </form>
      <section className="lms-export__list" aria-labelledby={`lms-exports-${materialId}`}>
        <h3 id={`lms-exports-${materialId}`}>Exports</h3>
        {exports.length === 0 ? (
          <p className="lms-export__note">No exports yet.</p>
        ) : (
          <ul>
            {exports.map((e) => (
              <li key={e.id} className="lms-export__item">
                <div className="lms-export__item-head">
                  <strong>
                    {formatLabel(e.format)} · {modeLabel(e.mode)}
                  </strong>
                  <span className={`lms-export__status lms-export__status--${e.status.toLowerCase()}`}>{STATUS_TEXT[e.status] ?? e.status}</span>
                </div>
                <p className="lms-export__meta">
                  Version {e.revision} · {when(e.createdAt as string)}
                </p>
                {e.status === 'BUILDING' && (
                  <ProgressBar value={e.progress} label={`Building the ${formatLabel(e.format)} export`} valueText={`${e.progress}%`} />
                )}
                {e.status === 'FAILED' && e.error && <p className="lms-export__alert">{e.error}</p>}
                <div className="lms-export__actions">
                  {e.downloadUrl && (
                    <a className="ui-button ui-button--secondary ui-button--sm" href={e.downloadUrl} download>
                      Download
                    </a>
                  )}
                  {e.mode === 'LINKED' && e.status !== 'REVOKED' && (
                    <Button size="sm" variant="danger" loading={revoking} onClick={() => handleRevoke(e.id)}>
                      Revoke
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Dialog>
  );
}

import { useState } from 'react';
import { graphql } from 'react-relay';
import { getRequest } from 'relay-runtime';
import { getAuthToken } from '../../relay/auth-token';
import { sentOperation } from '../../relay/relay-environment';
import { Button, Dialog, TextField, useToast } from '../../ui';
import { type AudienceView, audienceFilter } from './audience-search';
import { describeFilters } from './export/describe';
import type { ExportFormat } from './export/export-table';
import { buildInWorker, saveFile } from './export/run-export';
import type { Selection } from './selection';

// Sent by the export worker, not through Relay (run-export.ts says why); compiled by Relay all the
// same, so the server's tests check it against the schema and the query limits.
const exportQuery = graphql`
  query ExportDialogQuery($filter: AudienceFilter, $ids: [ID!], $sort: AudienceSort!, $direction: SortDirection!) {
    audienceExport(filter: $filter, ids: $ids, sort: $sort, direction: $direction) {
      totalCount
      truncated
      computedAt
      timeZone
      records {
        id
        name @required(action: THROW)
        firstName
        lastName
        email @required(action: THROW)
        userId
        activityStatus
        statusReason
        completionRate
        studySeconds
        learningStart
        recentActivity
        uniqueVisits
        opens
        completions
        satisfactionScore
        learningGroups
        filesUploaded
      }
    }
  }
`;

const FORMATS: { id: ExportFormat; label: string }[] = [
  { id: 'xlsx', label: 'Excel' },
  { id: 'pdf', label: 'PDF' },
  { id: 'csv', label: 'CSV' },
];

interface Props {
  open: boolean;
  onClose: () => void;
  view: AudienceView;
  selection: Selection;
  count: number;
}

/**
 * The Export modal (audience.md §2, §5): File Name, Export Format (Excel, PDF, CSV), "Numbers N
 * users", Discard and Export. Export has a worker ask the server for the rows (the selected ids,
 * or every learner matching the filter) and build the file, then saves it.
 */
export function ExportDialog({ open, onClose, view, selection, count }: Props) {
  const toast = useToast();
  const [fileName, setFileName] = useState('');
  const [format, setFormat] = useState<ExportFormat | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function discard() {
    setFileName('');
    setFormat(null);
    setAlert(null);
    onClose();
  }

  async function handleExport() {
    if (!format) return setAlert('Please select an option first!');
    if (!fileName.trim()) return setAlert('Please enter your fileName!');
    if (count === 0) return setAlert('Please select some rows first!');
    setAlert(null);
    setBusy(true);
    try {
      const variables = selection.all
        ? { filter: audienceFilter(view), ids: null, sort: view.sort, direction: view.direction }
        : { filter: null, ids: [...selection.ids], sort: view.sort, direction: view.direction };
      const { params } = getRequest(exportQuery);
      const token = getAuthToken();
      const built = await buildInWorker({
        format,
        query: { operation: sentOperation(params), variables, headers: token ? { Authorization: `Bearer ${token}` } : {} },
        filters: describeFilters(view),
        all: selection.all,
      });
      const saved = saveFile(built, fileName, format);
      toast.success(`Exported ${built.count} ${built.count === 1 ? 'learner' : 'learners'} to ${saved}.`);
      discard();
    } catch {
      setAlert('Something went wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={discard}
      title="Export"
      size="md"
      footer={
        <div className="audience-export__footer">
          <p className="audience-export__count">Numbers {count} users</p>
          <Button variant="secondary" onClick={discard} disabled={busy}>
            Discard
          </Button>
          <Button onClick={handleExport} loading={busy}>
            Export
          </Button>
        </div>
      }
    >
      <form
        className="audience-export__form"
        onSubmit={(event) => {
          event.preventDefault();
          void handleExport();
        }}
      >
        <TextField
          label="File Name"
          value={fileName}
          maxLength={120}
          onChange={(event) => setFileName(event.target.value)}
          data-autofocus
          placeholder="audience"
        />
        <fieldset className="audience-export__formats">
          <legend className="ui-field__label">Export Format</legend>
          {FORMATS.map((f) => (
            <label key={f.id} className="audience-export__format">
              <input type="radio" name="export-format" value={f.id} checked={format === f.id} onChange={() => setFormat(f.id)} />
              {f.label}
            </label>
          ))}
        </fieldset>
        {alert && (
          <p className="audience-export__alert" role="alert">
            {alert}
          </p>
        )}
      </form>
    </Dialog>
  );
}

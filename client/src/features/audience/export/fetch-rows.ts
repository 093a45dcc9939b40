/**
 * The export's rows, asked for by the worker: ExportDialogQuery sent as Relay would send it (the
 * same persisted id, operation name, variables and staff token), its answer turned into the file's
 * request. A refusal or a GraphQL error rejects with the server's words.
 */
import type { ExportDialogQuery$data } from '../../../__generated__/ExportDialogQuery.graphql';
import { describeScope } from './describe';
import type { ExportLearner, ExportRequest } from './export-table';
import type { ExportJob } from './run-export';

const GRAPHQL_PATH = '/graphql';

type Answer = { data?: ExportDialogQuery$data | null; errors?: readonly { message?: string }[]; error?: string };

export async function fetchRows(job: ExportJob): Promise<ExportRequest> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...job.query.headers },
    body: JSON.stringify({ ...job.query.operation, variables: job.query.variables }),
  });
  const json = (response.headers.get('content-type')?.includes('json') ? await response.json() : {}) as Answer;
  const result = json.data?.audienceExport;
  if (!result) throw new Error(json.errors?.[0]?.message || json.error || `The server refused the export (status ${response.status}).`);
  const learners: ExportLearner[] = result.records.map(({ id: _id, ...learner }) => learner);
  return {
    format: job.format,
    learners,
    meta: {
      takenAt: result.computedAt,
      timeZone: result.timeZone,
      filters: job.filters,
      scope: describeScope(job.all, learners.length, result.totalCount, result.truncated),
    },
  };
}

/**
 * "Export CSV": GET /api/v1/audit_log?format=csv with the list's filters, sent with the staff
 * session token as a Bearer header (as the audience export sends its query: a plain link could not
 * carry it), and saved the way a download link does, as audit-log-YYYY-MM-DD.csv.
 */
import { getAuthToken } from '../../relay/auth-token';
import { NetworkError } from '../../relay/relay-environment';
import { type AuditFilter, csvAddress, csvFileName } from './audit-display';
import { downloadBlob } from '../../lib/download';

export const EXPORT_FAILED = 'The audit log could not be exported. Please try again.';

/** The server's words when it refused ({ error } from the REST API), else a sentence of our own. */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // not JSON
  }
  if (response.status === 401) return 'Your session has ended. Sign in again to export the audit log.';
  if (response.status === 403) return 'Only Owners can export the audit log.';
  return EXPORT_FAILED;
}

/** The whole filtered log as a CSV file; rejects with the server's words when it refuses (a NetworkError, as Relay's network does). */
export async function fetchAuditCsv(filter: AuditFilter, fetcher: typeof fetch = fetch): Promise<Blob> {
  const token = getAuthToken();
  const response = await fetcher(csvAddress(filter), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new NetworkError(await refusal(response), response.status);
  return new Blob([await response.arrayBuffer()], { type: 'text/csv;charset=utf-8' });
}

/** Saves the file through a download link; returns its name. */
export function saveCsv(blob: Blob, now: Date = new Date()): string {
  const name = csvFileName(now);
  downloadBlob(blob, name);
  return name;
}

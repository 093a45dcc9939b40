/** The page's side of an export: hands the job to a worker (export.worker.ts) and saves what it builds. */
import type { SentOperation } from '../../../relay/relay-environment';
import type { ExportFormat, ExportMeta } from './export-table';
import { MIME_TYPES } from './export-table';
import { exportFileName } from './file-name';
import { downloadBlob } from '../../../lib/download';

/**
 * What the page hands the worker. The worker sends the export query itself, so the rows (10,000
 * learners are ~5 MB of JSON) are parsed, read and turned into a file off the main thread: through
 * Relay on the page, parsing, normalising and copying them to the worker blocked the page for
 * 300–400 ms.
 */
export interface ExportJob {
  format: ExportFormat;
  /** ExportDialogQuery by its persisted id (as Relay sends it), its variables, and the staff token's header. */
  query: { operation: SentOperation; variables: Record<string, unknown>; headers: Record<string, string> };
  /** The filters in words (describe.ts), for the file's first block. */
  filters: string;
  /** "Select all N matching" (the scope line says so). */
  all: boolean;
}

/** The file, how many learners it holds, and when and with what they were taken (for its name). */
export type ExportAnswer = { bytes: Uint8Array; count: number; meta: ExportMeta } | { error: string };

export interface BuiltExport {
  blob: Blob;
  count: number;
  meta: ExportMeta;
}

/** Builds the file in a Web Worker; rejects with the worker's message when it fails. */
export function buildInWorker(job: ExportJob): Promise<BuiltExport> {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'audience-export' });
  return new Promise<BuiltExport>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ExportAnswer>) => {
      const answer = event.data;
      if ('error' in answer) reject(new Error(answer.error));
      else resolve({ blob: new Blob([answer.bytes as Uint8Array<ArrayBuffer>], { type: MIME_TYPES[job.format] }), count: answer.count, meta: answer.meta });
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The export worker failed.'));
    worker.postMessage(job);
  }).finally(() => worker.terminate());
}

/** Saves a file the way a download link does, named after the typed name, the filters and the time (file-name.ts). */
export function saveFile(built: BuiltExport, typedName: string, format: ExportFormat): string {
  const { blob, meta } = built;
  const name = exportFileName(typedName, format, meta);
  downloadBlob(blob, name);
  return name;
}

/** The page's side of an export: hands the rows to a worker (export.worker.ts) and saves what it builds. */
import type { ExportAnswer } from './export.worker';
import { type ExportRequest, exportFileName, MIME_TYPES } from './export-table';

/** Builds the file in a Web Worker; rejects with the worker's message when it fails. */
export function buildInWorker(request: ExportRequest): Promise<Blob> {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'audience-export' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ExportAnswer>) => {
      const answer = event.data;
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(new Blob([answer.bytes as Uint8Array<ArrayBuffer>], { type: MIME_TYPES[request.format] }));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The export worker failed.'));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/** Saves a file the way a download link does. */
export function saveFile(blob: Blob, typedName: string, format: ExportRequest['format']): string {
  const name = exportFileName(typedName, format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; give slow browsers a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

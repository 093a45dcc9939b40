/**
 * Path uploads (authoring.md §5): images JPG, JPEG or PNG; attachments PDF, DOCX or CSV; at most
 * 15 MB. Checked here first with the spec's messages, then sent to `POST /api/v1/upload_files`
 * (the server checks the bytes again) with XMLHttpRequest, the one browser API that reports
 * upload progress ("Uploading..." and a progress bar).
 */
import { bytesMatchName, type SniffedKind } from '../../../lib/file-sniff';

export const MAX_UPLOAD_BYTES = 15_728_640;
export const TOO_LARGE = 'File size exceeds the maximum limit of 15 MB.';

export type UploadKind = 'image' | 'attachment';

const RULES: Record<UploadKind, { types: string[]; extensions: RegExp; message: string; accept: string; bytes: SniffedKind[] }> = {
  image: {
    bytes: ['jpeg', 'png'],
    types: ['image/jpg', 'image/jpeg', 'image/png'],
    extensions: /\.(jpe?g|png)$/i,
    message: 'Only JPG, PNG, and JPEG images are allowed.',
    accept: 'image/jpg,image/jpeg,image/png',
  },
  attachment: {
    bytes: ['pdf', 'zip', 'text'],
    types: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/csv'],
    extensions: /\.(pdf|docx|csv)$/i,
    message: 'Only DOCX, CSV and PDF files are allowed.',
    accept: '.pdf,.docx,.csv,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/csv',
  },
};

export const acceptFor = (kind: UploadKind) => RULES[kind].accept;

/** The message for a file this uploader refuses, or null. */
export function uploadProblem(file: { name: string; type: string; size: number }, kind: UploadKind): string | null {
  const rule = RULES[kind];
  // Some systems give CSV files no type (or application/vnd.ms-excel): the extension decides then.
  if (!rule.types.includes(file.type) && !(rule.extensions.test(file.name) && (file.type === '' || kind === 'attachment'))) return rule.message;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  return null;
}

/** uploadProblem, then the file's first bytes: a text file renamed `x.png` is refused here (the server checks again). */
export async function pickedFileProblem(file: File, kind: UploadKind): Promise<string | null> {
  const problem = uploadProblem(file, kind);
  if (problem) return problem;
  return (await bytesMatchName(file, RULES[kind].bytes)) ? null : RULES[kind].message;
}

/** Sends the file; `onProgress` gets 0–1. Resolves with its address, rejects with a message to show. */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/upload_files');
    const token = localStorage.getItem('auth_token');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { data?: unknown; error?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 200 && typeof body.data === 'string') resolve(body.data);
      else reject(new Error(typeof body.error === 'string' ? body.error : xhr.status === 413 ? TOO_LARGE : 'Something went wrong.'));
    };
    xhr.onerror = () => reject(new Error("The upload didn't reach the server. Check your connection and try again."));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

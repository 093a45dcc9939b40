/**
 * Upload checks: size against the 15 MB limit and type from the file's bytes (magic numbers),
 * never from its name or the browser's claimed type. Messages are the spec's (authoring.md §5).
 */
import { fileTypeFromBuffer } from 'file-type';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../lib/errors.js';

export const MAX_UPLOAD_BYTES = 15_728_640;

export const imageKinds = {
  /** Design panel, avatars, logos: jpg, jpeg, png, gif. */
  image: { mimes: ['image/jpeg', 'image/png', 'image/gif'], message: 'Only JPG, PNG, GIF, and JPEG images are allowed.' },
} as const;

export type SniffedFile = { mime: string; ext: string };

export async function checkUpload(bytes: Uint8Array, kind: keyof typeof imageKinds): Promise<SniffedFile> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError();
  const rule = imageKinds[kind];
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(rule.mimes as readonly string[]).includes(type.mime)) throw new UnsupportedMediaTypeError(rule.message);
  return { mime: type.mime, ext: type.ext };
}

export const DOCUMENT_MESSAGE = 'Only JPG, PNG, GIF, JPEG, PDF, DOCX and CSV files are allowed.';
const documentMimes = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

/** CSV has no magic number: accept only valid UTF-8 text without NUL bytes (binary files have them). */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.byteLength === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Generic attachments (POST /upload_files): jpg, jpeg, png, gif, pdf, docx (a zip holding
 * word/document.xml, recognised by file-type) and csv (plain UTF-8 text), at most 15 MB.
 */
export async function checkDocument(bytes: Uint8Array): Promise<SniffedFile> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError();
  const type = await fileTypeFromBuffer(bytes);
  if (type) {
    if (!documentMimes.includes(type.mime)) throw new UnsupportedMediaTypeError(DOCUMENT_MESSAGE);
    return { mime: type.mime, ext: type.ext };
  }
  if (!isPlainText(bytes)) throw new UnsupportedMediaTypeError(DOCUMENT_MESSAGE);
  return { mime: 'text/csv', ext: 'csv' };
}

/** A learner's file for a hub question (audience.md §5): jpg, jpeg, png, pdf, docx, csv — no GIF. */
export const ANSWER_FILE_MESSAGE = 'Only JPG, JPEG, PNG, PDF, DOCX and CSV files are allowed.';
export async function checkAnswerFile(bytes: Uint8Array): Promise<SniffedFile> {
  try {
    const sniffed = await checkDocument(bytes);
    if (sniffed.mime === 'image/gif') throw new UnsupportedMediaTypeError(ANSWER_FILE_MESSAGE);
    return sniffed;
  } catch (err) {
    if (err instanceof UnsupportedMediaTypeError) throw new UnsupportedMediaTypeError(ANSWER_FILE_MESSAGE);
    throw err;
  }
}

/** Control characters (C0 and DEL) and path separators: never part of a file name we show. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f/\\]/g;

/** The sender's file name, only ever used as a label: control characters and slashes stripped, bounded; `fallback` when nothing is left. */
export function fileLabel(name: string | undefined, fallback: string): string {
  return (name ?? '').replace(UNSAFE_IN_FILE_NAME, '').trim().slice(0, 200) || fallback;
}

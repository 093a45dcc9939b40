/**
 * Upload checks: size against the 15 MB limit and type from the file's bytes (magic numbers),
 * never from its name or the browser's claimed type. What the sender claims (the name's
 * extension, else the declared type) must agree with the bytes: a text file renamed `x.png` is
 * refused, not stored as a CSV under an image's name (issue 21). Messages are the spec's
 * (authoring.md §5).
 */
import { fileTypeFromBlob } from 'file-type';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../lib/errors.js';

export const MAX_UPLOAD_BYTES = 15_728_640;

export const imageKinds = {
  /** Design panel, avatars, logos: jpg, jpeg, png, gif. */
  image: { mimes: ['image/jpeg', 'image/png', 'image/gif'], message: 'Only JPG, PNG, GIF, and JPEG images are allowed.' },
} as const;

export type SniffedFile = { mime: string; ext: string };

/** What the sender says the file is: its name and the type its browser declared (both optional). */
export type ClaimedFile = { name?: string | undefined; type?: string | undefined };

const JPEG = 'image/jpeg';
const CSV = 'text/csv';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif'];
/** Extensions of the types we take, and the type each names. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: JPEG,
  jpeg: JPEG,
  jpe: JPEG,
  jfif: JPEG,
  pjpeg: JPEG,
  pjp: JPEG,
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: DOCX,
  csv: CSV,
};
const DECLARED_TYPES = [...IMAGE_MIMES, 'image/jpg', 'application/pdf', DOCX, CSV];

/**
 * The type the sender claims: the name's extension when it has one (`unknown` for any extension
 * we don't take, e.g. `.txt`, `.exe`), else a declared type we know, else none (`null`).
 */
function claimedType(claim: ClaimedFile): string | 'unknown' | null {
  const name = claim.name ?? '';
  const dot = name.lastIndexOf('.');
  if (dot > 0 && dot < name.length - 1) return TYPE_OF_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'unknown';
  const declared = (claim.type ?? '').split(';')[0]!.trim().toLowerCase();
  if (DECLARED_TYPES.includes(declared)) return declared === 'image/jpg' ? JPEG : declared;
  return null;
}

/**
 * Do the bytes' type and the claim agree? No claim: the bytes decide. An image named as another
 * of our image types (a JPEG saved as `.png`) still agrees: it is a picture, and it is stored and
 * served as what its bytes are.
 */
function agrees(actual: string, claim: ClaimedFile): boolean {
  const claimed = claimedType(claim);
  if (claimed === null) return true;
  if (claimed === actual) return true;
  return IMAGE_MIMES.includes(claimed) && IMAGE_MIMES.includes(actual);
}

/** The checks read a file as a Blob (an upload's, backed by its temporary file) and only as much of it as they need. */
type Checked = Blob | Uint8Array;
const asBlob = (file: Checked): Blob => (file instanceof Uint8Array ? new Blob([file as Uint8Array<ArrayBuffer>]) : file);

export async function checkUpload(file: Checked, kind: keyof typeof imageKinds, claim: ClaimedFile): Promise<SniffedFile> {
  const blob = asBlob(file);
  if (blob.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError();
  const rule = imageKinds[kind];
  const type = await fileTypeFromBlob(blob);
  if (!type || !(rule.mimes as readonly string[]).includes(type.mime) || !agrees(type.mime, claim)) throw new UnsupportedMediaTypeError(rule.message);
  return { mime: type.mime, ext: type.ext };
}

export const DOCUMENT_MESSAGE = 'Only JPG, PNG, GIF, JPEG, PDF, DOCX and CSV files are allowed.';
const documentMimes = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

/** CSV has no magic number: accept only valid UTF-8 text without NUL bytes (binary files have them), read in chunks. */
async function isPlainText(blob: Blob): Promise<boolean> {
  if (blob.size === 0) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of blob.stream() as unknown as AsyncIterable<Uint8Array>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * Generic attachments (POST /upload_files): jpg, jpeg, png, gif, pdf, docx (a zip holding
 * word/document.xml, recognised by file-type) and csv (plain UTF-8 text), at most 15 MB. Text
 * has no magic number, so it is taken only when the sender says it is a CSV (`.csv`, or
 * `text/csv` for a file without an extension): a text file named `x.png` is refused.
 */
export async function checkDocument(file: Checked, claim: ClaimedFile): Promise<SniffedFile> {
  const blob = asBlob(file);
  if (blob.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError();
  const type = await fileTypeFromBlob(blob);
  if (type) {
    if (!documentMimes.includes(type.mime) || !agrees(type.mime, claim)) throw new UnsupportedMediaTypeError(DOCUMENT_MESSAGE);
    return { mime: type.mime, ext: type.ext };
  }
  if (claimedType(claim) !== CSV || !(await isPlainText(blob))) throw new UnsupportedMediaTypeError(DOCUMENT_MESSAGE);
  return { mime: CSV, ext: 'csv' };
}

/** A learner's file for a hub question (audience.md §5): jpg, jpeg, png, pdf, docx, csv — no GIF. */
export const ANSWER_FILE_MESSAGE = 'Only JPG, JPEG, PNG, PDF, DOCX and CSV files are allowed.';
export async function checkAnswerFile(file: Checked, claim: ClaimedFile): Promise<SniffedFile> {
  try {
    const sniffed = await checkDocument(file, claim);
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

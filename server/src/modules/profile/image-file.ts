/**
 * Uploaded images for avatars and company logos/favicons: size and type are checked from the
 * bytes (checkUpload; the name must not claim another type), the file is stored under a random key, never under the sender's name.
 */
import type { Deps } from '../../deps.js';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { checkUpload, fileLabel, MAX_UPLOAD_BYTES } from '../../uploads/file-check.js';

export type StoredImage = { key: string; mime: string; size: number; filename: string };

/** A web File/Blob, from Hono's form parser or a GraphQL multipart part. */
export function isFileLike(value: unknown): value is Blob & { name?: string } {
  return !!value && typeof value === 'object' && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';
}

/**
 * Was a file chosen? A missing field, null, '' or an empty file part (what a browser form sends
 * when no file was picked) all mean "leave the image as it is".
 */
export function chosenFile(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(isFileLike(value) && value.size === 0);
}

/** Checks (15 MB; jpg/jpeg/png/gif by content) and stores an image; returns its key. */
export async function storeImage(deps: Deps, file: unknown, field = 'file'): Promise<StoredImage> {
  if (!isFileLike(file)) throw ValidationError.field(field, 'must be a file');
  // Refuse before reading a byte when the size already says no.
  if (file.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError();
  const { mime, ext } = await checkUpload(file, 'image', file);
  const key = await deps.storage.put(file, ext);
  return { key, mime, size: file.size, filename: fileLabel(file.name, `image.${ext}`) };
}

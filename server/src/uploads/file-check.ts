/**
 * Upload checks: size against the 15 MB limit and type from the file's bytes (magic numbers),
 * never from its name or the browser's claimed type. Messages are the spec's (authoring.md §5).
 */
import { fileTypeFromBuffer } from "file-type";
import { PayloadTooLargeError, UnsupportedMediaTypeError } from "../lib/errors.js";

export const MAX_UPLOAD_BYTES = 15_728_640;

export const imageKinds = {
  /** Design panel, avatars, logos: jpg, jpeg, png, gif. */
  image: { mimes: ["image/jpeg", "image/png", "image/gif"], message: "Only JPG, PNG, GIF, and JPEG images are allowed." },
} as const;

export type SniffedFile = { mime: string; ext: string };

export async function checkUpload(bytes: Uint8Array, kind: keyof typeof imageKinds): Promise<SniffedFile> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError();
  const rule = imageKinds[kind];
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(rule.mimes as readonly string[]).includes(type.mime)) throw new UnsupportedMediaTypeError(rule.message);
  return { mime: type.mime, ext: type.ext };
}

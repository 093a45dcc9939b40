/**
 * What a picked file really is, from its first bytes (magic numbers), for the uploaders'
 * courtesy checks: a text file renamed `x.png` gets the type message at once instead of a
 * round trip (the server decides from the bytes anyway, server/src/uploads/file-check.ts).
 */
export type SniffedKind = 'jpeg' | 'png' | 'gif' | 'pdf' | 'zip' | 'text' | 'other';

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);

/** The kind of bytes: the types our uploads take by their signature, UTF-8 text without NUL, or other. */
export function sniffBytes(bytes: Uint8Array): SniffedKind {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (bytes.length === 0 || bytes.includes(0)) return 'other';
  try {
    // `stream: true`: a multi-byte character cut by the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return 'text';
  } catch {
    return 'other';
  }
}

/** Reads the first 4 KB of a file and sniffs them. */
export async function sniffFile(file: Blob): Promise<SniffedKind> {
  return sniffBytes(new Uint8Array(await file.slice(0, 4096).arrayBuffer()));
}

/** The kind of bytes each extension stands for (DOCX is a zip; the server looks inside). */
const KIND_OF_EXTENSION: Record<string, SniffedKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', pdf: 'pdf', docx: 'zip', csv: 'text' };

/**
 * Do the bytes agree with the name's extension, and are they one of `allowed`? Images named as
 * another image type still agree (the server stores what they are).
 */
export async function bytesMatchName(file: File, allowed: readonly SniffedKind[]): Promise<boolean> {
  const expected = KIND_OF_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
  if (!expected) return false;
  const actual = await sniffFile(file);
  const images: SniffedKind[] = ['jpeg', 'png', 'gif'];
  return allowed.includes(actual) && (actual === expected || (images.includes(expected) && images.includes(actual)));
}

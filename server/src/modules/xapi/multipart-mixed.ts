/**
 * Statements with attachments travel as `multipart/mixed` (xAPI 1.0.3 Data §2.4.11,
 * Communication §1.5.2): the statements as the first part (application/json), then one part per
 * attachment, `Content-Transfer-Encoding: binary`, named by `X-Experience-API-Hash` (its SHA-256).
 * The body is already bounded by the request's size limit, so it is split in memory.
 */
import { createHash } from 'node:crypto';
import { XapiHttpError } from './xapi-http.js';

export type MixedPart = { headers: Map<string, string>; body: Buffer };

/** The boundary of a multipart/mixed Content-Type, or null when the type is something else. */
export function mixedBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/mixed\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new XapiHttpError(400, 'A multipart/mixed request needs a boundary in its Content-Type.');
  return boundary;
}

/** The parts of a multipart/mixed body, or 400 saying where it is malformed. */
export function parseMixed(body: Uint8Array, boundary: string): MixedPart[] {
  const data = Buffer.from(body);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MixedPart[] = [];
  let at = data.indexOf(delimiter);
  if (at < 0) throw new XapiHttpError(400, 'The multipart body has no part with its boundary.');
  for (;;) {
    let start = at + delimiter.length;
    // The closing delimiter ends the body.
    if (data.subarray(start, start + 2).toString() === '--') break;
    if (data.subarray(start, start + 2).toString() === '\r\n') start += 2;
    else if (data[start] === 0x0a) start += 1;
    const next = data.indexOf(delimiter, start);
    if (next < 0) throw new XapiHttpError(400, 'The multipart body ends without its closing boundary.');
    // The CRLF before the next delimiter belongs to the delimiter.
    let end = next;
    if (data[end - 1] === 0x0a) end -= 1;
    if (data[end - 1] === 0x0d) end -= 1;
    parts.push(parsePart(data.subarray(start, end)));
    at = next;
  }
  return parts;
}

function parsePart(raw: Buffer): MixedPart {
  let split = raw.indexOf('\r\n\r\n');
  let gap = 4;
  if (split < 0) {
    split = raw.indexOf('\n\n');
    gap = 2;
  }
  if (split < 0) {
    // A part with no headers at all: an empty header block then its body.
    if (raw.subarray(0, 2).toString() === '\r\n') return { headers: new Map(), body: raw.subarray(2) };
    throw new XapiHttpError(400, 'A part of the multipart body has no blank line between its headers and its content.');
  }
  const headers = new Map<string, string>();
  for (const line of raw.subarray(0, split).toString('utf8').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw new XapiHttpError(400, `A part's header line is malformed: ${line.slice(0, 80)}`);
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.subarray(split + gap) };
}

export const sha256Hex = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

/** A multipart/mixed body: `first` as JSON, then each attachment with its hash. */
export function buildMixed(first: unknown, attachments: { sha2: string; contentType: string; content: Uint8Array }[]): { body: Buffer; contentType: string } {
  const boundary = `xapi-${createHash('sha1').update(String(Math.random())).digest('hex')}`;
  const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(first)}\r\n`)];
  for (const a of attachments) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Type: ${a.contentType}\r\nContent-Transfer-Encoding: binary\r\nX-Experience-API-Hash: ${a.sha2}\r\n\r\n`),
    );
    chunks.push(Buffer.from(a.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/mixed; boundary=${boundary}` };
}

/** Fixtures for the material image, attachment and library tests: real GIF and JPEG files, form helpers. */
import { crc32 } from 'node:zlib';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { blob, graphqlMultipart } from '../profile/upload-fixtures.js';

/** A valid 1×1 GIF89a. */
export function tinyGif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

/** A valid 1×1 greyscale baseline JPEG: one all-ones quantisation table, one-code Huffman tables, one block. */
export function tinyJpeg(): Buffer {
  const seg = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const huff = (cls: number) => [cls, 1, ...new Array(15).fill(0), 0]; // one code of length 1 for symbol 0
  return Buffer.from([
    0xff,
    0xd8,
    ...seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...seg(0xdb, [0, ...new Array(64).fill(1)]),
    ...seg(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...seg(0xc4, huff(0x00)),
    ...seg(0xc4, huff(0x10)),
    ...seg(0xda, [1, 1, 0, 0, 63, 0]),
    0x3f, // DC difference 0, then end of block, padded with ones
    0xff,
    0xd9,
  ]);
}

/** 16 MB that start like a PNG. */
export function sixteenMegabytes(start: Uint8Array): Uint8Array {
  const big = new Uint8Array(16 * 1024 * 1024);
  big.set(start);
  return big;
}

/** A multipart form with optional fields; a Uint8Array becomes a file part. */
export function form(fields: Record<string, Uint8Array | string | null | undefined>, filename = 'photo.png'): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') f.set(k, v);
    else f.set(k, blob(v), filename);
  }
  return f;
}

/** A GraphQL multipart request with the file at input.file; answers the HTTP status and body. */
export async function gqlUpload(t: TestApp, query: string, input: Record<string, unknown>, bytes: Uint8Array, token: string | null, filename = 'photo.png') {
  const body = graphqlMultipart(query, { input: { ...input, file: null } }, 'input.file', blob(bytes), filename);
  const res = await t.fetch('/graphql', { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

/** Fetches `/uploads/<key>` and checks the safe-serving headers; returns the bytes. */
export async function expectServed(t: TestApp, url: string, type: string): Promise<Uint8Array> {
  const res = await t.fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-disposition')).toMatch(/^(inline|attachment); filename="/);
  return new Uint8Array(await res.arrayBuffer());
}

/** A zip (stored, uncompressed) of text entries: enough for a minimal .docx. */
export function zipStored(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** The smallest Word document file-type recognises: content types naming the main document part. */
export function tinyDocx(): Buffer {
  return zipStored({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  });
}

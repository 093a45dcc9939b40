/**
 * Test fixtures for the upload tests (profile and company): a real 1×1 PNG built from its
 * chunks, an executable header to rename as .png, and the GraphQL multipart request shape.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid 1×1 RGBA PNG (signature, IHDR, IDAT, IEND). */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  const scanline = Buffer.from([0, 0x33, 0x99, 0xcc, 0xff]); // filter byte + one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a Windows executable (MZ/PE header): what a renamed "photo.png" may really be. */
export function executableBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c); // offset of the PE header
  bytes.write('PE\0\0', 0x80, 'binary');
  return bytes;
}

/** A GraphQL multipart request (graphql-multipart-request-spec) with one file at `filePath`. */
export function graphqlMultipart(query: string, variables: Record<string, unknown>, filePath: string, file: Blob, filename: string): FormData {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify({ 0: [`variables.${filePath}`] }));
  form.set('0', file, filename);
  return form;
}

/** A file part from bytes. */
export function blob(bytes: Uint8Array, type = 'image/png'): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

// Writes public/favicon.ico: a 16x16, 32-bit ICO (teal tile with a white "L"), so Chromium's
// automatic /favicon.ico request never 404s. Run once: node scripts/make-favicon.mjs
import { writeFileSync } from 'node:fs';

const SIZE = 16;
const TEAL = [0x7a, 0x82, 0x0f, 0xff]; // BGRA for #0F827A
const WHITE = [0xff, 0xff, 0xff, 0xff];
const CLEAR = [0, 0, 0, 0];

function pixel(x, y) {
  const corner = (x === 0 || x === SIZE - 1) && (y === 0 || y === SIZE - 1);
  if (corner) return CLEAR;
  const stem = x >= 4 && x <= 6 && y >= 3 && y <= 12;
  const foot = y >= 10 && y <= 12 && x >= 4 && x <= 11;
  return stem || foot ? WHITE : TEAL;
}

const pixels = Buffer.alloc(SIZE * SIZE * 4);
// BMP rows are stored bottom-up.
for (let row = 0; row < SIZE; row++) {
  const y = SIZE - 1 - row;
  for (let x = 0; x < SIZE; x++) Buffer.from(pixel(x, y)).copy(pixels, (row * SIZE + x) * 4);
}
const andMask = Buffer.alloc(((SIZE + 31) >> 5) * 4 * SIZE); // all zero: alpha channel decides

const info = Buffer.alloc(40);
info.writeUInt32LE(40, 0); // header size
info.writeInt32LE(SIZE, 4);
info.writeInt32LE(SIZE * 2, 8); // ICO convention: XOR + AND heights
info.writeUInt16LE(1, 12); // planes
info.writeUInt16LE(32, 14); // bits per pixel
info.writeUInt32LE(pixels.length + andMask.length, 20);
const image = Buffer.concat([info, pixels, andMask]);

const header = Buffer.alloc(6);
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // count
const entry = Buffer.alloc(16);
entry.writeUInt8(SIZE, 0);
entry.writeUInt8(SIZE, 1);
entry.writeUInt16LE(1, 4);
entry.writeUInt16LE(32, 6);
entry.writeUInt32LE(image.length, 8);
entry.writeUInt32LE(header.length + entry.length, 12);

writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([header, entry, image]));

/**
 * Writes zips byte by byte for tests, including the ones no archiver would make: names with `..`
 * or backslashes, links, encrypted flags, sizes that lie. Follows APPNOTE.TXT (PKWARE's zip
 * specification): local headers, the central directory, its end record; no zip64.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  data?: Buffer | string;
  /** Deflate (the default) or store. */
  store?: boolean;
  /** The unix mode in the external attributes, e.g. 0o120777 for a link. */
  unixMode?: number;
  /** General purpose flags besides UTF-8 (bit 0: encrypted). */
  flags?: number;
  /** What the headers claim the entry unpacks to (default: the truth). */
  declaredSize?: number;
  /** The packed bytes to write instead of compressing `data` (the same bytes may be reused across entries). */
  packed?: Buffer;
}

export function writeZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = typeof e.data === 'string' ? Buffer.from(e.data) : (e.data ?? Buffer.alloc(0));
    const packed = e.packed ?? (e.store ? data : deflateRawSync(data));
    const name = Buffer.from(e.name, 'utf8');
    const method = e.store ? 0 : 8;
    const flags = 0x0800 | (e.flags ?? 0);
    const size = e.declaredSize ?? data.length;
    const crc = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by unix, so the external attributes carry a mode
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.unixMode ?? (e.name.endsWith('/') ? 0o40755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

import { randomBytes } from 'node:crypto';

/** A UUID in its canonical text form (any version), as PostgreSQL's uuid columns take it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string) => UUID.test(id);

/**
 * A version 7 UUID (RFC 9562): 48 bits of Unix milliseconds, then random bits. The same kind as
 * the database's `uuid(7)` defaults, for rows whose id is needed before they are inserted.
 */
export function uuid7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

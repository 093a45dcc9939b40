import type { IncomingMessage } from 'node:http';

/** The caller's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For entry. */
export function clientAddress(incoming: IncomingMessage | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? incoming?.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || incoming?.socket?.remoteAddress || 'unknown';
}

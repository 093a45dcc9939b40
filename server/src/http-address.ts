/**
 * The caller's address, for rate limits and the dev outbox's local-only check.
 *
 * Behind a reverse proxy the socket's address is the proxy's, and the caller's is in
 * X-Forwarded-For. That header is a list the client starts (it may write anything there) and each
 * proxy appends to, so only entries added by proxies we trust can be believed: counted from the
 * right, never the first entry (issue 21 §2). `TRUST_PROXY` says which proxies those are:
 * - `false` (default): none; the socket's address.
 * - `true` or a number N: N proxies in front (`true` is 1); the caller is the N-th entry from the right.
 * - a comma-separated list of addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`): walking from the
 *   socket's address leftwards, every address in the list is a proxy; the first one that is not is
 *   the caller.
 */
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export type TrustProxy = false | { hops: number } | { proxies: BlockList; text: string };

/** Parses the variable; a string the caller shows as the reason when it is not valid. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? { hops } : 'must be true, false, a number of proxies (at most 10) or a list of proxy addresses';
  }
  const proxies = new BlockList();
  for (const entry of v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) return `"${entry}" is not an IP address or CIDR range`;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address!, type);
    else if (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32)) proxies.addSubnet(address!, Number(bits), type);
    else return `"${entry}" is not an IP address or CIDR range`;
  }
  return { proxies, text: v };
}

const bare = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

function isTrusted(proxies: BlockList, address: string): boolean {
  const a = bare(address);
  const family = isIP(a);
  return family !== 0 && proxies.check(a, family === 6 ? 'ipv6' : 'ipv4');
}

export function clientAddress(incoming: IncomingMessage | undefined, trust: TrustProxy): string {
  const socket = incoming?.socket?.remoteAddress || 'unknown';
  if (!trust) return socket;
  const header = incoming?.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if ('hops' in trust) {
    // The last `hops` entries were written by our proxies; the first of them is the caller's address.
    return forwarded[forwarded.length - trust.hops] ?? forwarded[0] ?? socket;
  }
  if (!isTrusted(trust.proxies, socket)) return socket;
  for (let i = forwarded.length - 1; i >= 0; i--) {
    if (!isTrusted(trust.proxies, forwarded[i]!)) return forwarded[i]!;
  }
  return forwarded[0] ?? socket;
}

/**
 * An outgoing HTTP request to an address a company gave us (a webhook endpoint, an LTI platform's
 * keys and token service) that cannot be pointed at our own network (server-side request forgery).
 *
 * The address check runs inside the connection's own DNS lookup (`lookup` of node:http), so the
 * address checked is the address connected to: a name that resolves to a public address for a
 * check and to 127.0.0.1 a moment later (DNS rebinding) cannot slip between the two. An IP
 * literal in the URL is checked the same way before connecting (Node skips `lookup` for those).
 * Refused: loopback, private (RFC 1918, unique local), link-local, carrier-grade NAT, multicast,
 * unspecified and reserved ranges, and IPv4 inside IPv6 (::ffff:10.0.0.1) by its IPv4 address.
 * No redirects are followed (a 3xx is an answer like any other), no connection is reused (each
 * delivery looks its host up again), and the whole exchange has one deadline.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Whether an address is one a webhook may not reach (unless private targets are allowed). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

export const PRIVATE_TARGET = 'The address points to a private or local network, which webhooks may not reach.';

export class RefusedTarget extends Error {}

/** A DNS lookup that fails for a private address: the connection never opens. */
function guardedLookup(allowPrivate: boolean, refusal = PRIVATE_TARGET): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      const refused = !allowPrivate && list.some((a) => isPrivateAddress(a.address));
      if (refused) return callback(new RefusedTarget(refusal), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address.`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** Resolves the host now and says why it may not be used, or null (for a clear error when an address is saved). */
export async function targetProblem(url: URL, allowPrivate: boolean, refusal = PRIVATE_TARGET): Promise<string | null> {
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host) ? refusal : null;
  return new Promise((resolve) =>
    dnsLookup(host, { all: true }, (err, addresses) => {
      if (err) return resolve(`The host name ${host} could not be found.`);
      resolve(addresses.some((a) => isPrivateAddress(a.address)) ? refusal : null);
    }),
  );
}

export type PostResult = { status: number | null; excerpt: string; error: string | null; durationMs: number; retryAfterSeconds: number | null };

const EXCERPT = 1000;
/** Read at most this much of an answer (the rest is dropped: an endpoint cannot make us buffer much). */
const READ_LIMIT = 64 * 1024;

/** `Retry-After` as seconds (a number, or an HTTP date), or null. */
export function retryAfterSeconds(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - now) / 1000));
}

export type GuardedRequest = {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  allowPrivate: boolean;
  timeoutMs: number;
  /** The error for a private address (default: the webhooks' wording). */
  refusal?: string;
};

/** `link`: the answer's Link header (paging). */
export type GuardedAnswer = PostResult & { text: string; contentType: string | null; link: string | null; truncated: boolean };

/** One request; never throws: a failure to connect or a timeout is an answer with `error`. */
export async function guardedRequest(target: string, request: GuardedRequest): Promise<GuardedAnswer> {
  const started = performance.now();
  const done = (r: Omit<GuardedAnswer, 'durationMs'>): GuardedAnswer => ({ ...r, durationMs: Math.round(performance.now() - started) });
  const failed = (error: string) =>
    done({ status: null, excerpt: '', text: '', contentType: null, link: null, truncated: false, error, retryAfterSeconds: null });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return failed('The address is not a valid URL.');
  }
  const refusal = request.refusal ?? PRIVATE_TARGET;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!request.allowPrivate && isIP(literal) && isPrivateAddress(literal)) return failed(refusal);
  const client = url.protocol === 'https:' ? https : http;
  const body = request.body ?? '';
  return new Promise((resolve) => {
    let settled = false;
    const finish = (r: GuardedAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(r);
    };
    const req = client.request(
      url,
      {
        method: request.method,
        agent: false,
        lookup: guardedLookup(request.allowPrivate, refusal),
        headers: {
          'user-agent': 'LearnHub/1',
          ...(request.method === 'POST' ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...request.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < READ_LIMIT) chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_LIMIT) res.destroy();
        });
        const answer = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, READ_LIMIT);
          finish(
            done({
              status: res.statusCode ?? null,
              excerpt: text.slice(0, EXCERPT),
              text,
              contentType: res.headers['content-type'] ?? null,
              link: typeof res.headers.link === 'string' ? res.headers.link : null,
              truncated: size >= READ_LIMIT,
              error: null,
              retryAfterSeconds: retryAfterSeconds(res.headers['retry-after']),
            }),
          );
        };
        res.on('end', answer);
        res.on('close', answer);
        res.on('error', answer);
      },
    );
    const deadline = setTimeout(() => {
      req.destroy();
      finish(failed(`No answer within ${Math.round(request.timeoutMs / 1000)} s.`));
    }, request.timeoutMs);
    req.on('error', (err) => finish(failed(err instanceof RefusedTarget ? err.message : `Could not connect: ${err.message}`)));
    req.end(request.method === 'POST' ? body : undefined);
  });
}

/** A webhook delivery: POST of a JSON body. */
export async function guardedPost(
  target: string,
  headers: Record<string, string>,
  body: string,
  opts: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostResult> {
  const { status, excerpt, error, durationMs, retryAfterSeconds } = await guardedRequest(target, {
    method: 'POST',
    headers: { 'user-agent': 'LearnHub-Webhooks/1', ...headers },
    body,
    ...opts,
  });
  return { status, excerpt, error, durationMs, retryAfterSeconds };
}

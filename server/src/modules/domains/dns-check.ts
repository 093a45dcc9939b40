/**
 * The DNS check behind a domain's status: real look-ups through the configured resolvers
 * (`DNS_SERVERS`, else the system's). A domain is verified when both hold:
 * - ownership: a TXT record at `_learnhub-verification.{domain}` holds `learnhub-verification={token}`
 *   (a token per company and domain, so only whoever controls the zone can prove it);
 * - routing: the domain is a CNAME of this app's host, or has an A record with this app's address
 *   (an apex domain cannot be a CNAME, so either is enough).
 * Each record that is absent or wrong is named in `missing`, with what was found instead.
 * A resolver that does not answer (timeout, refused, server failure) makes the check
 * inconclusive rather than failed: a verified domain is not dropped because DNS blinked.
 */
import { Resolver } from 'node:dns/promises';

export const TXT_PREFIX = '_learnhub-verification';
export const TXT_VALUE_PREFIX = 'learnhub-verification=';

export type DnsTargets = { aRecord: string; cnameTarget: string };

/** One record a company creates at its DNS provider. */
export type DnsRecord = { type: 'A' | 'CNAME' | 'TXT'; host: string; value: string; purpose: string };

/** The records Settings → Domain lists for a domain: A or CNAME for routing, TXT for ownership. */
export function recordsFor(domain: string, token: string, targets: DnsTargets): DnsRecord[] {
  return [
    { type: 'CNAME', host: domain, value: targets.cnameTarget, purpose: 'Points a subdomain at LearnHub (use this or the A record).' },
    { type: 'A', host: domain, value: targets.aRecord, purpose: 'Points a domain at LearnHub (for a root domain, which cannot have a CNAME).' },
    { type: 'TXT', host: `${TXT_PREFIX}.${domain}`, value: `${TXT_VALUE_PREFIX}${token}`, purpose: 'Proves that you own the domain.' },
  ];
}

export type DnsCheck = { outcome: 'verified' } | { outcome: 'missing'; missing: string[] } | { outcome: 'inconclusive'; missing: string[] };

/** Resolver error codes that mean "no such record", as opposed to "could not ask". */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

type Lookup<T> = { found: T[] } | { error: string };

async function lookUp<T>(ask: () => Promise<T[]>): Promise<Lookup<T>> {
  try {
    return { found: await ask() };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    return ABSENT.has(code) ? { found: [] } : { error: code };
  }
}

const bare = (host: string) => host.toLowerCase().replace(/\.$/, '');

export function createResolver(servers: string[] | null): Resolver {
  // Two tries of 2 s: a user pressing "Check now" waits at most a few seconds.
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers) resolver.setServers(servers);
  return resolver;
}

export async function checkDns(resolver: Resolver, domain: string, token: string, targets: DnsTargets): Promise<DnsCheck> {
  const txtHost = `${TXT_PREFIX}.${domain}`;
  const expectedTxt = `${TXT_VALUE_PREFIX}${token}`;
  const [txt, cname, a] = await Promise.all([
    lookUp(() => resolver.resolveTxt(txtHost)),
    lookUp(() => resolver.resolveCname(domain)),
    lookUp(() => resolver.resolve4(domain)),
  ]);

  const failed = [txt, cname, a].find((l): l is { error: string } => 'error' in l);
  if (failed) return { outcome: 'inconclusive', missing: [`The DNS look-up did not complete (${failed.error}); it will be tried again.`] };
  const txtValues = (txt as { found: string[][] }).found.map((chunks) => chunks.join(''));
  const cnames = (cname as { found: string[] }).found.map(bare);
  const addresses = (a as { found: string[] }).found;

  const missing: string[] = [];
  if (!txtValues.includes(expectedTxt)) {
    const others = txtValues.filter((v) => v.startsWith(TXT_VALUE_PREFIX));
    missing.push(
      others.length > 0
        ? `TXT record ${txtHost} has ${others.join(', ')} instead of ${expectedTxt}.`
        : `TXT record ${txtHost} with the value ${expectedTxt} was not found.`,
    );
  }
  const routed = cnames.includes(bare(targets.cnameTarget)) || (cnames.length === 0 && addresses.includes(targets.aRecord));
  if (!routed) {
    const found = cnames.length > 0 ? `CNAME ${cnames.join(', ')}` : addresses.length > 0 ? `A ${addresses.join(', ')}` : 'no A or CNAME record';
    missing.push(`${domain} should be a CNAME of ${targets.cnameTarget} or have an A record ${targets.aRecord}; found ${found}.`);
  }
  return missing.length === 0 ? { outcome: 'verified' } : { outcome: 'missing', missing };
}

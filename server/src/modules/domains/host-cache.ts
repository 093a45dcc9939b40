/**
 * Which company a request's host names: a verified custom domain's company, remembered for
 * HOST_TTL_MS (an unknown host for UNKNOWN_TTL_MS) so every asset and API request on that host
 * does not ask the database. One cache per app (per pub/sub), and every process hears what any
 * process changes: `forgetHost` (a domain verified, failed, renamed or deleted, a sign-in design
 * saved, a workspace renamed) drops the entry here and publishes `hostChanged`, which every
 * process's cache listens to (through Redis when it is set). The TTL is the backstop for a
 * message lost while Redis was away.
 */
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { HostChangedEvent, PubSub } from '../../pubsub.js';

export type HostCompany = { companyId: string; slug: string; domainId: string; domain: string };

const HOST_TTL_MS = 30_000;
// Short: an unknown host is often one about to be verified (the proxy's TLS `ask` comes first).
const UNKNOWN_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Cache = Map<string, { value: HostCompany | null; expires: number }>;
const caches = new WeakMap<PubSub, Cache>();

function drop(cache: Cache, change: HostChangedEvent): void {
  if ('host' in change) cache.delete(change.host);
  else for (const [host, entry] of cache) if (entry.value?.companyId === change.companyId) cache.delete(host);
}

/** This app's cache, listening from its first use to what every process changes. */
function cacheOf(pubsub: PubSub): Cache {
  let cache = caches.get(pubsub);
  if (!cache) {
    const created: Cache = new Map();
    cache = created;
    caches.set(pubsub, created);
    void (async () => {
      for await (const change of pubsub.subscribe('hostChanged', 'hosts')) drop(created, change);
    })().catch(() => {});
  }
  return cache;
}

/** Forgets a host (or every host of a company) in this process at once, and in the others as they hear it. */
export function forgetHost(deps: { pubsub: PubSub }, change: HostChangedEvent): void {
  drop(cacheOf(deps.pubsub), change);
  deps.pubsub.publish('hostChanged', 'hosts', change);
}

/** The verified domain's company for `host` (lower case, no port), or null. */
export async function companyForHost(deps: { prisma: PrismaClient; pubsub: PubSub }, host: string): Promise<HostCompany | null> {
  const cache = cacheOf(deps.pubsub);
  const hit = cache.get(host);
  if (hit && hit.expires > Date.now()) return hit.value;
  const d = await deps.prisma.domain.findFirst({
    where: { domain: host, status: 'VERIFIED' },
    select: { id: true, domain: true, companyId: true, company: { select: { slug: true } } },
  });
  const value = d ? { companyId: d.companyId, slug: d.company.slug, domainId: d.id, domain: d.domain } : null;
  // Unknown hosts are remembered too (a scanner trying names must not cost a query each), in a
  // bounded map: past MAX_ENTRIES the oldest go first.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(host, { value, expires: Date.now() + (value ? HOST_TTL_MS : UNKNOWN_TTL_MS) });
  return value;
}

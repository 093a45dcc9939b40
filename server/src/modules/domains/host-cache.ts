/**
 * Which company a request's host names: a verified custom domain's company, remembered for
 * HOST_TTL_MS so every asset and API request on that host does not ask the database. A change
 * made in this process (verify, fail, rename, delete) forgets its host at once; other processes
 * see it within the TTL.
 */
import type { PrismaClient } from '../../generated/prisma/client.js';

export type HostCompany = { companyId: string; slug: string; domainId: string; domain: string };

const HOST_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
const cache = new Map<string, { value: HostCompany | null; expires: number }>();

export function forgetHost(host: string): void {
  cache.delete(host);
}

/** The verified domain's company for `host` (lower case, no port), or null. */
export async function companyForHost(prisma: PrismaClient, host: string): Promise<HostCompany | null> {
  const hit = cache.get(host);
  if (hit && hit.expires > Date.now()) return hit.value;
  const d = await prisma.domain.findFirst({
    where: { domain: host, status: 'VERIFIED' },
    select: { id: true, domain: true, companyId: true, company: { select: { slug: true } } },
  });
  const value = d ? { companyId: d.companyId, slug: d.company.slug, domainId: d.id, domain: d.domain } : null;
  // Unknown hosts are remembered too (a scanner trying names must not cost a query each), in a
  // bounded map: past MAX_ENTRIES the oldest go first.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(host, { value, expires: Date.now() + HOST_TTL_MS });
  return value;
}

/**
 * A company's custom domains (Settings → Domain): add, rename, delete and check them.
 *
 * Status, from the DNS check (dns-check.ts):
 * - PENDING: added, records not (all) found yet; re-checked automatically on RECHECK_AFTER_MINUTES
 *   (1 min, 5 min, 15 min, 1 h, 6 h, then daily), and at once by "Check now".
 * - VERIFIED: both records found; the domain serves the company's hub (host-routing.ts). Checked
 *   again daily, so a record removed later is noticed.
 * - FAILED: still missing after the last automatic check (about three days), a verified
 *   domain's record disappeared, or another company verified the same host first. A verified
 *   domain that fails goes back to the same schedule, so it recovers on its own once fixed.
 * An inconclusive check (the resolver did not answer) leaves the status alone and tries again.
 *
 * Reading needs `company.read`; adding, renaming, deleting and checking `company.update`
 * (Owners and Team Admins: README "Roles"). Every lookup is narrowed to the caller's company.
 */
import { DOMAIN_FORMAT_MESSAGE, DOMAIN_NAME_MAX, isDomainName, normalizeDomainName, subdomainOf } from '@learnhub/content';
import { randomBytes } from 'node:crypto';
import type { Resolver } from 'node:dns/promises';
import { domainToASCII, domainToUnicode } from 'node:url';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { Domain, Prisma } from '../../generated/prisma/client.js';
import { isUniqueViolation, NotFoundError, ValidationError } from '../../lib/errors.js';
import { rules } from '../../lib/rate-limit.js';
import { checkDns, createResolver, type DnsCheck } from './dns-check.js';
import { forgetHost } from './host-cache.js';
import { assertBusinessPlan, assertCanCreate } from '../billing/index.js';

export const DOMAIN_DELETED = 'Domain deleted successfully.';
export const DOMAIN_TAKEN = 'This domain is already in your list.';
export const DOMAIN_IS_APP = "This is LearnHub's own address: enter a domain of your company.";
export const VERIFIED_ELSEWHERE = 'This domain is already connected to another LearnHub workspace.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Minutes to wait after the n-th automatic check of a domain not verified yet (then FAILED). */
export const RECHECK_AFTER_MINUTES = [1, 5, 15, 60, 360, 1440, 1440, 1440] as const;
/** A verified domain is checked again this often. */
export const VERIFIED_RECHECK_MINUTES = 1440;
/** An inconclusive check (no answer from DNS) is retried after this long. */
const INCONCLUSIVE_RETRY_MINUTES = 5;

const inMinutes = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export const DOMAIN_ORDER: Prisma.DomainOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

export async function listDomains(deps: Deps, actor: StaffActor | null): Promise<Domain[]> {
  const a = requirePermission(actor, 'company.read');
  return deps.prisma.domain.findMany({ where: { companyId: a.companyId }, orderBy: DOMAIN_ORDER });
}

export async function getDomain(deps: Deps, actor: StaffActor | null, domainId: string): Promise<Domain> {
  const a = requirePermission(actor, 'company.read');
  return findOwn(deps, a.companyId, domainId);
}

async function findOwn(deps: Deps, companyId: string, domainId: string): Promise<Domain> {
  // A malformed id is "not found" too: never a database error, never a hint.
  const d = UUID.test(domainId) ? await deps.prisma.domain.findFirst({ where: { id: domainId, companyId } }) : null;
  if (!d) throw new NotFoundError('Domain not found.');
  return d;
}

/**
 * The input as stored, or the field error the modal shows under the input. An internationalised
 * name is stored as punycode (bücher.de → xn--bcher-kva.de, node's IDNA); freshState keeps its
 * Unicode form as the name people read.
 */
function parseDomainName(deps: Deps, input: unknown): string {
  if (typeof input !== 'string' || input.trim() === '') throw ValidationError.field('domainName', "Domain can't be blank");
  if (input.length > DOMAIN_NAME_MAX + 20) throw ValidationError.field('domainName', `A domain has at most ${DOMAIN_NAME_MAX} characters.`);
  const host = normalizeDomainName(input, domainToASCII);
  if (!isDomainName(host)) throw ValidationError.field('domainName', DOMAIN_FORMAT_MESSAGE);
  const own = [...deps.config.appHosts, deps.config.domains.cnameTarget];
  if (own.some((h) => host === h || host.endsWith(`.${h}`))) throw ValidationError.field('domainName', DOMAIN_IS_APP);
  return host;
}

/** A newly named domain starts over: pending, first automatic check in a minute. */
function freshState(host: string, now: Date) {
  return {
    domain: host,
    // What people read: bücher.de for xn--bcher-kva.de; an ASCII name is its own.
    name: domainToUnicode(host) || host,
    subdomain: subdomainOf(host),
    status: 'PENDING' as const,
    verifiedAt: null,
    lastCheckedAt: null,
    missing: [],
    checkAttempts: 0,
    nextCheckAt: inMinutes(now, RECHECK_AFTER_MINUTES[0]),
  };
}

export async function addDomain(deps: Deps, actor: StaffActor | null, input: { domainName: unknown }): Promise<Domain> {
  const a = requirePermission(actor, 'company.update');
  await assertBusinessPlan(deps, a.companyId, 'Custom domains');
  await assertCanCreate(deps, a.companyId);
  const host = parseDomainName(deps, input.domainName);
  try {
    return await deps.prisma.domain.create({
      data: { companyId: a.companyId, verificationToken: randomBytes(16).toString('hex'), ...freshState(host, new Date()) },
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw ValidationError.field('domainName', DOMAIN_TAKEN);
    throw err;
  }
}

/** Renames a domain; a new name is checked from scratch (the same TXT token still proves it). */
export async function updateDomain(deps: Deps, actor: StaffActor | null, input: { domainId: string; domainName: unknown }): Promise<Domain> {
  const a = requirePermission(actor, 'company.update');
  const current = await findOwn(deps, a.companyId, input.domainId);
  const host = parseDomainName(deps, input.domainName);
  if (host === current.domain) return current;
  try {
    const updated = await deps.prisma.domain.update({ where: { id: current.id }, data: freshState(host, new Date()) });
    forgetHost(deps, { host: current.domain });
    // The hub's company lists its verified domains (http-cache/hub-cache.ts).
    if (current.status === 'VERIFIED') await deps.hubCache.changed(a.companyId);
    return updated;
  } catch (err) {
    if (isUniqueViolation(err)) throw ValidationError.field('domainName', DOMAIN_TAKEN);
    throw err;
  }
}

/** Deletes a domain: its sign-in design goes with it, and its materials return to the default address. */
export async function deleteDomain(deps: Deps, actor: StaffActor | null, domainId: string): Promise<Domain> {
  const a = requirePermission(actor, 'company.update');
  const current = await findOwn(deps, a.companyId, domainId);
  await deps.prisma.domain.delete({ where: { id: current.id } });
  forgetHost(deps, { host: current.domain });
  if (current.status === 'VERIFIED') await deps.hubCache.changed(a.companyId);
  return current;
}

/** "Check now": looks the records up at once and returns the domain as the check left it. */
export async function verifyDomain(deps: Deps, actor: StaffActor | null, domainId: string): Promise<Domain> {
  const a = requirePermission(actor, 'company.update');
  const current = await findOwn(deps, a.companyId, domainId);
  await assertBusinessPlan(deps, a.companyId, 'Custom domains');
  await deps.rateLimiter.hit(rules.domainCheck, a.companyId);
  return runCheck(deps, current, { manual: true });
}

let resolver: { servers: string; resolver: Resolver } | null = null;

function resolverFor(deps: Deps): Resolver {
  const servers = deps.config.domains.dnsServers?.join(',') ?? '';
  if (resolver?.servers !== servers) resolver = { servers, resolver: createResolver(deps.config.domains.dnsServers) };
  return resolver.resolver;
}

/** What a check's result makes of the domain's row. */
export function afterCheck(d: Pick<Domain, 'status' | 'checkAttempts' | 'verifiedAt'>, check: DnsCheck, now: Date, manual: boolean) {
  if (check.outcome === 'inconclusive') {
    return { lastCheckedAt: now, missing: check.missing, nextCheckAt: inMinutes(now, INCONCLUSIVE_RETRY_MINUTES) };
  }
  if (check.outcome === 'verified') {
    return {
      status: 'VERIFIED' as const,
      verifiedAt: d.status === 'VERIFIED' ? d.verifiedAt : now,
      lastCheckedAt: now,
      missing: [],
      checkAttempts: 0,
      nextCheckAt: inMinutes(now, VERIFIED_RECHECK_MINUTES),
    };
  }
  // Missing records. A check by hand starts the automatic schedule over; so does losing a
  // verified domain's record (it goes to FAILED at once: it no longer routes).
  const attempts = manual || d.status === 'VERIFIED' ? 1 : d.checkAttempts + 1;
  const wait = RECHECK_AFTER_MINUTES[attempts - 1];
  const exhausted = wait === undefined;
  return {
    status: d.status === 'VERIFIED' || d.status === 'FAILED' || exhausted ? ('FAILED' as const) : ('PENDING' as const),
    verifiedAt: null,
    lastCheckedAt: now,
    missing: check.missing,
    checkAttempts: attempts,
    nextCheckAt: exhausted ? null : inMinutes(now, wait),
  };
}

/**
 * Checks one domain and stores the result, unless the domain was renamed or deleted meanwhile
 * (the update is conditional on the name that was checked). Verifying a host that another
 * company has verified first is refused by the partial unique index: FAILED, named as such.
 */
async function runCheck(deps: Deps, d: Domain, opts: { manual: boolean }): Promise<Domain> {
  const check = await checkDns(resolverFor(deps), d.domain, d.verificationToken, deps.config.domains);
  const now = new Date();
  const where = { id: d.id, domain: d.domain };
  try {
    await deps.prisma.$transaction(async (tx) => {
      const data = afterCheck(d, check, now, opts.manual);
      // Becoming VERIFIED (not staying so) tells integrators, in the same transaction.
      const became = data.status === 'VERIFIED' ? await tx.domain.updateMany({ where: { ...where, status: { not: 'VERIFIED' } }, data }) : { count: 0 };
      if (became.count === 1) await deps.events.emit(tx, 'domain.verified', { companyId: d.companyId, domainId: d.id, domain: d.domain });
      else await tx.domain.updateMany({ where, data });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await deps.prisma.domain.updateMany({
      where,
      data: { status: 'FAILED', verifiedAt: null, lastCheckedAt: now, missing: [VERIFIED_ELSEWHERE], checkAttempts: 0, nextCheckAt: null },
    });
  }
  forgetHost(deps, { host: d.domain });
  const after = await deps.prisma.domain.findUnique({ where: { id: d.id } });
  if (!after) throw new NotFoundError('Domain not found.');
  if (after.status !== d.status && (after.status === 'VERIFIED' || d.status === 'VERIFIED')) await deps.hubCache.changed(d.companyId);
  return after;
}

/** The background re-check (domains.recheck job): domains whose next check is due, oldest first. */
export async function recheckDueDomains(deps: Deps, limit = 50): Promise<{ checked: number }> {
  const due = await deps.prisma.domain.findMany({ where: { nextCheckAt: { lte: new Date() } }, orderBy: { nextCheckAt: 'asc' }, take: limit });
  for (const d of due) await runCheck(deps, d, { manual: false });
  return { checked: due.length };
}

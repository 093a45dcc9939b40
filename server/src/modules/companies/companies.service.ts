/**
 * The caller's company: onboarding creates it, settings update its name, website, size, logo,
 * favicon and workspace name (slug). The company is always the session's own; old slugs are
 * kept as aliases so links keep working after a rename.
 */
import { parseThresholds } from '../analytics/index.js';
import { noteAudit } from '../../audit/audit-scope.js';
import { requireActor, requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { ConflictError, type FieldErrors, isUniqueViolation, ValidationError } from '../../lib/errors.js';
import { uploadUrl } from '../../uploads/storage.js';
import { storeImage } from '../profile/index.js';
import * as rules from './company-rules.js';
import { assertCanCreate } from '../billing/index.js';
import { forgetHost } from '../domains/index.js';

export type CompanyResult = { companyId: string; message: string };
export type CompanyImageKind = 'LOGO' | 'FAVICON';

const INVALID = 'Please correct the highlighted fields.';

/** The caller's company (any role may read it). */
export async function getCompany(deps: Deps, actor: StaffActor | null) {
  const { companyId } = requirePermission(actor, 'company.read');
  return companyWithDomains(deps, companyId);
}

/**
 * A company with its verified custom domains (oldest first), as getCompany reads it: for a
 * company id a service of this module just returned (REST answers a save with the saved company).
 */
export async function companyWithDomains(deps: Deps, companyId: string) {
  return deps.prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    include: { domains: { where: { status: 'VERIFIED' }, select: { domain: true }, orderBy: { createdAt: 'asc' } } },
  });
}

/**
 * Onboarding step 3. Without a company yet: creates one (slug from the name), makes the caller
 * its Owner and points the caller's session at it. With one: updates its name and website.
 */
export async function saveOnboardingCompany(
  deps: Deps,
  actor: StaffActor | null,
  input: { name?: unknown; website?: unknown; timeZone?: unknown },
): Promise<CompanyResult> {
  const a = requireActor(actor);
  const name = rules.parseCompanyName(input.name);
  const website = rules.parseWebsite(input.website);
  // The browser's zone when the client sends it; UTC for callers that don't.
  const timeZone = input.timeZone == null ? { value: 'UTC' } : rules.parseTimeZone(input.timeZone);
  const errors = fieldErrors({ name: name.error, website: website.error, timeZone: timeZone.error });
  if (errors) throw new ValidationError(name.error ? `Company name ${name.error}.` : INVALID, errors);
  if (a.companyId) return updateCompany(deps, actor, { name: name.value, website: input.website });

  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(deps, rules.slugFromName(name.value!));
    try {
      const company = await deps.prisma.$transaction(async (tx) => {
        // The session row as it is now; if a parallel request moved it meanwhile, roll back.
        const session = await tx.session.findUniqueOrThrow({ where: { id: a.sessionId }, select: { companyId: true } });
        const created = await tx.company.create({
          data: { name: name.value!, website: website.value, slug, timeZone: timeZone.value, memberships: { create: { userId: a.userId, role: 'OWNER' } } },
          include: { memberships: { select: { id: true } } },
        });
        await deps.events.emit(tx, 'member.joined', { companyId: created.id, membershipId: created.memberships[0]!.id, userId: a.userId, role: 'OWNER' });
        const moved = await tx.session.updateMany({ where: { id: a.sessionId, companyId: session.companyId }, data: { companyId: created.id } });
        if (moved.count !== 1) throw new ConflictError('Your session changed while saving. Please try again.');
        // The profile's "company" label starts as the company's name unless the user set one.
        await tx.profile.updateMany({ where: { userId: a.userId, companyName: null }, data: { companyName: name.value } });
        return created;
      });
      noteAudit({ companyId: company.id, target: { type: 'Company', id: company.id, label: company.name } });
      return { companyId: company.id, message: 'Company created successfully.' };
    } catch (err) {
      // Another company took the same slug between our check and insert: pick again.
      if (isUniqueViolation(err) && attempt < 3) continue;
      throw err;
    }
  }
}

/**
 * Company settings. Fields left out (or null) stay as they are; an empty website clears it.
 * Name is trimmed and required; size must be one of the listed sizes.
 */
export async function updateCompany(
  deps: Deps,
  actor: StaffActor | null,
  input: { name?: unknown; website?: unknown; size?: unknown; timeZone?: unknown; engagedWithinDays?: unknown; atRiskAfterDays?: unknown },
): Promise<CompanyResult> {
  const { companyId } = requirePermission(actor, 'company.update');
  const data: { name?: string; website?: string | null; size?: string; timeZone?: string; engagedWithinDays?: number; atRiskAfterDays?: number } = {};
  const name = input.name == null ? null : rules.parseCompanyName(input.name);
  const website = input.website == null ? null : rules.parseWebsite(input.website);
  const size = input.size == null ? null : rules.parseCompanySize(input.size);
  const timeZone = input.timeZone == null ? null : rules.parseTimeZone(input.timeZone);
  const errors = fieldErrors({ name: name?.error, website: website?.error, size: size?.error, timeZone: timeZone?.error });
  if (errors) throw new ValidationError(name?.error ? `Company name ${name.error}.` : INVALID, errors);
  if (name) data.name = name.value;
  if (website) data.website = website.value;
  if (size) data.size = size.value;
  if (timeZone) data.timeZone = timeZone.value;
  if (input.engagedWithinDays != null || input.atRiskAfterDays != null) {
    // Either one alone is checked against the other's current value.
    const current = await deps.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { engagedWithinDays: true, atRiskAfterDays: true } });
    const t = parseThresholds({
      engagedWithinDays: input.engagedWithinDays ?? current.engagedWithinDays,
      atRiskAfterDays: input.atRiskAfterDays ?? current.atRiskAfterDays,
    });
    if ('error' in t) throw new ValidationError(t.error, { [input.engagedWithinDays != null ? 'engagedWithinDays' : 'atRiskAfterDays']: [t.error] });
    Object.assign(data, t);
  }
  if (!Object.keys(data).length) throw new ValidationError('Nothing to update: send a name, website, size, time zone or status thresholds.');

  const before = await deps.prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { name: true, timeZone: true, website: true, size: true, engagedWithinDays: true, atRiskAfterDays: true },
  });
  // Only what changes: a field sent again with its current value is not a change.
  const changed = Object.keys(data).filter((k) => data[k as keyof typeof data] !== before[k as keyof typeof before]);
  noteAudit({
    target: { type: 'Company', id: companyId, label: data.name ?? before.name },
    before: Object.fromEntries(changed.map((k) => [k, before[k as keyof typeof before]])),
    after: Object.fromEntries(changed.map((k) => [k, data[k as keyof typeof data]])),
  });
  // Days are counted in the company's zone: a new zone moves activity to other days. The rollups
  // are rebuilt by a background job, sent in the same transaction as the zone, so neither exists
  // without the other; repeated changes share one waiting job (analytics/analytics.job.ts).
  const zoneChanged = data.timeZone !== undefined && data.timeZone !== before.timeZone;
  if (zoneChanged) await deps.jobs.ready();
  await deps.prisma.$transaction(async (tx) => {
    await tx.company.update({ where: { id: companyId }, data });
    if (zoneChanged) await deps.jobs.send('analytics.rebuild-company', { companyId }, { tx });
  });
  const renamed = data.name !== undefined && data.name !== before.name;
  // The hub shows the company's name (http-cache/hub-cache.ts).
  if (renamed) await deps.hubCache.changed(companyId);
  return { companyId, message: renamed ? 'Company name updated successfully.' : 'Company updated successfully.' };
}

const imageField = { LOGO: 'logoKey', FAVICON: 'faviconKey' } as const;
const imageLabel = { LOGO: 'Logo', FAVICON: 'Favicon' } as const;
const imagePurpose = { LOGO: 'company_logo', FAVICON: 'favicon' } as const;

/** Sets the company logo or favicon from a checked image; the previous file is deleted. */
export async function uploadCompanyImage(
  deps: Deps,
  actor: StaffActor | null,
  kind: CompanyImageKind,
  file: unknown,
  fileField = 'file',
): Promise<CompanyResult & { imageUrl: string }> {
  const { companyId, userId } = requirePermission(actor, 'company.update');
  await assertCanCreate(deps, companyId);
  const field = imageField[kind];
  const image = await storeImage(deps, file, fileField);
  let previous: string | null;
  try {
    previous = await deps.prisma.$transaction(async (tx) => {
      const before = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select: { logoKey: true, faviconKey: true } });
      await tx.company.update({ where: { id: companyId }, data: { [field]: image.key } });
      await tx.upload.create({
        data: {
          companyId,
          key: image.key,
          filename: image.filename,
          contentType: image.mime,
          size: image.size,
          purpose: imagePurpose[kind],
          createdById: userId,
        },
      });
      if (before[field]) await tx.upload.deleteMany({ where: { companyId, key: before[field] } });
      return before[field];
    });
  } catch (err) {
    await deps.storage.remove(image.key);
    throw err;
  }
  if (previous) await deps.storage.remove(previous);
  await deps.hubCache.changed(companyId);
  return { companyId, message: `${imageLabel[kind]} added successfully.`, imageUrl: uploadUrl(image.key)! };
}

/** Clears the logo or favicon and deletes its file; removing when there is none is fine. */
export async function removeCompanyImage(deps: Deps, actor: StaffActor | null, kind: CompanyImageKind): Promise<CompanyResult> {
  const { companyId } = requirePermission(actor, 'company.update');
  const field = imageField[kind];
  const before = await deps.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { logoKey: true, faviconKey: true } });
  const key = before[field];
  if (key) {
    await deps.prisma.$transaction([
      deps.prisma.company.update({ where: { id: companyId }, data: { [field]: null } }),
      deps.prisma.upload.deleteMany({ where: { companyId, key } }),
    ]);
    await deps.storage.remove(key);
    await deps.hubCache.changed(companyId);
  }
  return { companyId, message: `${imageLabel[kind]} removed.` };
}

const WORKSPACE_UPDATED = 'Workspace name updated successfully.';

/**
 * Renames the workspace (slug). The old slug becomes an alias of this company; a name that is
 * another company's slug or alias is taken; renaming back to one of our own aliases reclaims it.
 */
export async function renameWorkspace(
  deps: Deps,
  actor: StaffActor | null,
  input: { workspaceName?: unknown },
): Promise<CompanyResult & { workspaceName: string }> {
  const { companyId } = requirePermission(actor, 'company.update');
  const parsed = rules.parseWorkspaceName(input.workspaceName);
  if (parsed.error !== undefined) throw ValidationError.field('workspaceName', parsed.error);
  const slug = parsed.value;
  const taken = () => ValidationError.field('workspaceName', rules.WORKSPACE_TAKEN_MESSAGE);

  const company = await deps.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { slug: true } });
  if (slug === company.slug) return { companyId, message: WORKSPACE_UPDATED, workspaceName: slug };
  if (rules.RESERVED_SLUGS.has(slug)) throw ValidationError.field('workspaceName', rules.WORKSPACE_RESERVED_MESSAGE);
  const [owner, alias] = await Promise.all([
    deps.prisma.company.findUnique({ where: { slug }, select: { id: true } }),
    deps.prisma.companySlugAlias.findUnique({ where: { slug } }),
  ]);
  if (owner || (alias && alias.companyId !== companyId)) throw taken();
  try {
    await deps.prisma.$transaction(async (tx) => {
      if (alias) await tx.companySlugAlias.delete({ where: { slug } });
      await tx.companySlugAlias.create({ data: { slug: company.slug, companyId } });
      await tx.company.update({ where: { id: companyId }, data: { slug } });
    });
  } catch (err) {
    // A parallel rename claimed the name first.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  // Its custom domains route to the new name at once, in every process.
  forgetHost(deps, { companyId });
  await deps.hubCache.changed(companyId);
  return { companyId, message: WORKSPACE_UPDATED, workspaceName: slug };
}

export type SlugResolution = { companyId: string; canonicalSlug: string; isAlias: boolean };

/**
 * Resolves a current or former workspace name, but only for a company the caller belongs to;
 * anyone else gets null, so slugs cannot be probed.
 */
export async function resolveCompanySlug(deps: Deps, actor: StaffActor | null, rawSlug: string): Promise<SlugResolution | null> {
  if (!actor) return null;
  const slug = rawSlug.trim().toLowerCase();
  if (!slug || slug.length > 200) return null;
  const member = { memberships: { some: { userId: actor.userId } } };
  const current = await deps.prisma.company.findFirst({ where: { slug, ...member }, select: { id: true, slug: true } });
  if (current) return { companyId: current.id, canonicalSlug: current.slug, isAlias: false };
  const alias = await deps.prisma.companySlugAlias.findFirst({ where: { slug, company: member }, select: { company: { select: { id: true, slug: true } } } });
  return alias ? { companyId: alias.company.id, canonicalSlug: alias.company.slug, isAlias: true } : null;
}

/** A free slug for `base`, checked against current slugs, aliases and reserved words. */
async function uniqueSlug(deps: Deps, base: string): Promise<string> {
  const startsWith = { slug: { startsWith: base } };
  const [companies, aliases] = await Promise.all([
    deps.prisma.company.findMany({ where: startsWith, select: { slug: true } }),
    deps.prisma.companySlugAlias.findMany({ where: startsWith, select: { slug: true } }),
  ]);
  return rules.firstFreeSlug(base, new Set([...companies, ...aliases].map((r) => r.slug)));
}

function fieldErrors(entries: Record<string, string | undefined>): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(entries)) if (message) errors[field] = [message];
  return Object.keys(errors).length ? errors : null;
}

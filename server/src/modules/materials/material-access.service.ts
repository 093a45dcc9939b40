/**
 * Who may see a private material: a list of learner e-mails (the Manage Access tab). Stored
 * normalised (trimmed, lowercased) and deduplicated; the hub enforces it (material-visibility.ts).
 * Each newly added e-mail is mailed a link to the material on the company's hub.
 */
import { mayReadPii, requirePermission, type StaffActor } from '../../auth/actor.js';
import { missingScopeMessage } from '../../auth/permissions.js';
import type { Deps } from '../../deps.js';
import { EMAIL_PATTERN, normalizeEmail } from '../../lib/email.js';
import { type FieldErrors, ForbiddenError, RateLimitedError, ValidationError } from '../../lib/errors.js';
import { rules } from '../../lib/rate-limit.js';
import { displayName } from '../accounts/index.js';
import { domainOrigin } from '../domains/index.js';
import { materialSharedMail } from './material-access.mails.js';
import { findMaterial } from './materials.service.js';

export const ACCESS_MAX = 500;
export const ACCESS_UPDATED = 'Access list updated successfully.';
const INVALID_EMAIL = 'Please enter a valid email address';

/** Normalised, deduplicated e-mails, or a ValidationError naming each bad entry (`emails.N`). */
export function parseAccessEmails(raw: unknown): string[] {
  if (!Array.isArray(raw)) throw ValidationError.field('emails', 'Emails must be a list of email addresses');
  if (raw.length > ACCESS_MAX) throw ValidationError.field('emails', `At most ${ACCESS_MAX} email addresses`);
  const errors: FieldErrors = {};
  const emails = raw.map((value, i) => {
    const email = typeof value === 'string' ? normalizeEmail(value) : '';
    if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors[`emails.${i}`] = [INVALID_EMAIL];
    return email;
  });
  if (Object.keys(errors).length) throw new ValidationError('Please correct the highlighted email addresses.', errors);
  return [...new Set(emails)];
}

/** The e-mails invited to one of the caller's materials, alphabetically. */
export async function getMaterialAccess(deps: Deps, actor: StaffActor | null, materialRef: string): Promise<{ materialId: string; emails: string[] }> {
  const a = requirePermission(actor, 'materials.read');
  // The list is learners' e-mails: an API token needs pii:read as well.
  if (!mayReadPii(a)) throw new ForbiddenError(missingScopeMessage('pii:read'));
  const m = await findMaterial(deps.prisma, a.companyId, materialRef);
  const rows = await deps.prisma.materialAccess.findMany({ where: { materialId: m.id }, orderBy: { email: 'asc' }, select: { email: true } });
  return { materialId: m.id, emails: rows.map((r) => r.email) };
}

/** Replaces the access list of one of the caller's materials. */
export async function setMaterialAccess(
  deps: Deps,
  actor: StaffActor | null,
  input: { materialId: string; emails: unknown },
): Promise<{ materialId: string; emails: string[] }> {
  const a = requirePermission(actor, 'materials.write');
  const m = await findMaterial(deps.prisma, a.companyId, input.materialId);
  const emails = parseAccessEmails(input.emails);
  const before = new Set((await deps.prisma.materialAccess.findMany({ where: { materialId: m.id }, select: { email: true } })).map((r) => r.email));
  const added = emails.filter((email) => !before.has(email));
  // Counted before anything is written: a refused change stores nothing and mails no one.
  if (added.length) await deps.rateLimiter.hit(rules.materialShareMail, a.companyId);
  await deps.prisma.$transaction([
    deps.prisma.materialAccess.deleteMany({ where: { materialId: m.id, email: { notIn: emails } } }),
    deps.prisma.materialAccess.createMany({ data: emails.map((email) => ({ companyId: a.companyId, materialId: m.id, email })), skipDuplicates: true }),
  ]);
  if (added.length) await mailAddedLearners(deps, a, m, added);
  return { materialId: m.id, emails: [...emails].sort() };
}

/**
 * Mails each newly added e-mail who shared what, with the material's address on the hub: the
 * company's verified custom domain when the material's Domain is one, else PUBLIC_URL. Someone
 * mailed 3 times this hour (removed and added again) is not mailed again; the mailer keeps every
 * mail in the outbox and never throws for a failed delivery.
 */
async function mailAddedLearners(
  deps: Deps,
  a: { userId: string; companyId: string },
  m: { id: string; name: string; kind: string; slug: string; domainId: string | null },
  added: string[],
) {
  const [sharer, company, domain] = await Promise.all([
    deps.prisma.user.findUnique({ where: { id: a.userId }, select: { email: true, profile: { select: { firstName: true, lastName: true } } } }),
    deps.prisma.company.findUniqueOrThrow({ where: { id: a.companyId }, select: { name: true, slug: true } }),
    m.domainId ? deps.prisma.domain.findFirst({ where: { id: m.domainId, companyId: a.companyId, status: 'VERIFIED' }, select: { domain: true } }) : null,
  ]);
  const origin = domain ? domainOrigin(deps.config, domain.domain) : deps.config.publicUrl.replace(/\/$/, '');
  const link = `${origin}/${encodeURIComponent(company.slug)}/hub/${encodeURIComponent(m.slug)}`;
  const sharedBy = sharer ? displayName(sharer) : company.name;
  for (const to of added) {
    try {
      await deps.rateLimiter.hit(rules.materialShareMailPerEmail, `${a.companyId}:${to}`);
    } catch (err) {
      if (err instanceof RateLimitedError) continue;
      throw err;
    }
    await deps.mailer.send({ ...materialSharedMail({ to, sharedBy, company, material: m, link }), companyId: a.companyId });
  }
}

/**
 * Who may see a private material: a list of learner e-mails (the Manage Access tab). Stored
 * normalised (trimmed, lowercased) and deduplicated; the hub enforces it in a later slice.
 */
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { EMAIL_PATTERN, normalizeEmail } from '../../lib/email.js';
import { type FieldErrors, ValidationError } from '../../lib/errors.js';
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
  await deps.prisma.$transaction([
    deps.prisma.materialAccess.deleteMany({ where: { materialId: m.id, email: { notIn: emails } } }),
    deps.prisma.materialAccess.createMany({ data: emails.map((email) => ({ companyId: a.companyId, materialId: m.id, email })), skipDuplicates: true }),
  ]);
  return { materialId: m.id, emails: [...emails].sort() };
}
